// 2FA from the profile (v2/user/{id}/mfa): a secret for the current password (the two-fa-qr side
// panel), a code that turns it on (two-fa-code), and the current password with a current code that
// turn it off (two-fa-disable), which the api refuses where the organisation requires 2FA, saying why.
import { createSecret, disableTwoFactor, validateSecret } from '@portal/contract/two-factor';
import { requireViewer, type GatewayContext } from '../../context.js';
import { refusalsBut, type Refused } from '../../rest/decode.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { payloadOrFailure } from '../shared/failures.js';
import { fieldErrorsOr, formError } from '../shared/payload-errors.js';
import { viewerAfterChange } from '../shared/viewer-after.js';

/**
 * The api's words, on the input's field when it names one (a wrong password is said on
 * `password`, a wrong code on `code`) and for the whole panel otherwise.
 */
function refusedErrors(outcome: Refused<unknown>, field: 'password' | 'code') {
  if (outcome.refusal === 'invalid')
    return fieldErrorsOr(outcome.fieldErrors, outcome.message).map((error) => ({
      ...error,
      field: error.field ?? field,
    }));
  return formError(outcome.message);
}

/**
 * For the signed-in person's own id: every refusal but a dead session is the panel's to word (a
 * wrong password or code, a lock, the organisation's rule, a masquerade).
 */
const panelRefusals = refusalsBut('unauthenticated');

async function change(
  context: GatewayContext,
  field: 'password' | 'code',
  call: (userId: number) => Promise<{ ok: true } | Refused<unknown>>,
) {
  const user = await requireViewer(context).user.load('me');
  return payloadOrFailure(
    async () => {
      const outcome = await call(user.id);
      if (outcome.ok) return { viewer: await viewerAfterChange(context), userAccountLocked: false, errors: [] };
      return { viewer: null, userAccountLocked: outcome.refusal === 'locked', errors: refusedErrors(outcome, field) };
    },
    (message) => ({ viewer: null, userAccountLocked: false, errors: formError(message) }),
  );
}

export const profileTwoFactorResolvers: Resolvers = {
  Mutation: {
    async startTwoFactorSetup(_, { input }, context) {
      const user = await requireViewer(context).user.load('me');
      return payloadOrFailure(
        async () => {
          const outcome = await context.api.outcome(
            createSecret,
            { params: { userId: String(user.id) }, body: { password: input.password } },
            panelRefusals,
          );
          if (outcome.ok) return { setup: outcome.body, userAccountLocked: false, errors: [] };
          return {
            setup: null,
            userAccountLocked: outcome.refusal === 'locked',
            errors: refusedErrors(outcome, 'password'),
          };
        },
        (message) => ({ setup: null, userAccountLocked: false, errors: formError(message) }),
      );
    },
    enableTwoFactor: (_, { input }, context) =>
      change(context, 'code', (userId) =>
        context.api.outcome(
          validateSecret,
          { params: { userId: String(userId) }, body: { code: input.code } },
          panelRefusals,
        ),
      ),
    disableTwoFactor: (_, { input }, context) =>
      change(context, 'password', (userId) =>
        context.api.outcome(
          disableTwoFactor,
          { params: { userId: String(userId) }, body: { password: input.password, code: input.code } },
          panelRefusals,
        ),
      ),
  },
};
