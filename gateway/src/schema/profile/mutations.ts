// The profile's own changes: avatar, password, email and signed-in sessions. Each answers the
// viewer read afresh; what the api refuses (a wrong current password, a lock, a gone link, a
// masquerade) comes back as payload errors in its words, named as the input's fields.
import {
  cancelEmailChange,
  changeEmail,
  changePassword,
  checkProfilePassword,
  confirmEmail,
  signOutOtherSessions,
  signOutSession,
  updateProfile,
  updateReminders,
} from '@portal/contract/profile';
import { requireViewer, type GatewayContext } from '../../context.js';
import { refusalsBut, type Refused } from '../../rest/decode.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { checksOf } from '../shared/account-payloads.js';
import { payloadOrFailure } from '../shared/failures.js';
import { fromGlobalId } from '../shared/global-id.js';
import { fieldErrorsOr, formError } from '../shared/payload-errors.js';
import { PROFILE_STRINGS as S } from './strings.js';
import { viewerAfterChange } from '../shared/viewer-after.js';

/**
 * A dead session is thrown; a refused change (a wrong current password, a locked address, an
 * avatar not offered, a gone link), a masquerade's 403 included, is worded on the screen (the
 * api's words: "This cannot be changed during a masquerade session").
 */
const profileRefusals = refusalsBut('unauthenticated');

/**
 * A refusal's field errors (422) or its words. A locked address answers a code (`error:
 * 'account_locked'`) beside its sentence (`message`): the sentence is what a person reads.
 */
function refusedErrors(outcome: Refused<unknown>) {
  if (outcome.refusal === 'invalid') return fieldErrorsOr(outcome.fieldErrors, outcome.message);
  const { message } = outcome.body as { message?: unknown };
  return formError(outcome.refusal === 'locked' && typeof message === 'string' ? message : outcome.message);
}

const locked = (outcome: Refused<unknown>) => outcome.refusal === 'locked';

/** The payload of a change that touched only the viewer. */
async function viewerChange(context: GatewayContext, change: () => Promise<{ ok: true } | Refused<unknown>>) {
  requireViewer(context);
  return payloadOrFailure(
    async () => {
      const outcome = await change();
      if (!outcome.ok) return { viewer: null, errors: refusedErrors(outcome) };
      return { viewer: await viewerAfterChange(context), errors: [] };
    },
    (message) => ({ viewer: null, errors: formError(message) }),
  );
}

/** A SignedInSession's id back to the api's whole number; anything else names no session. */
function sessionIdOf(id: string): number | null {
  const decoded = fromGlobalId(id);
  if (decoded?.type !== 'SignedInSession' || !/^\d+$/.test(decoded.id)) return null;
  return Number(decoded.id);
}

export const profileMutationResolvers: Resolvers = {
  Mutation: {
    changeAvatar: (_, { input }, context) =>
      viewerChange(context, () =>
        context.api.outcome(updateProfile, { body: { avatar: input.avatar ?? null } }, profileRefusals),
      ),

    changeWindowReminders: (_, { input }, context) =>
      viewerChange(context, () =>
        context.api.outcome(updateReminders, { body: { windowReminders: input.windowReminders } }, profileRefusals),
      ),

    async checkProfilePassword(_, { input }, context) {
      requireViewer(context);
      const body = {
        password: input.password,
        ...(input.currentPassword ? { current_password: input.currentPassword } : {}),
      };
      return payloadOrFailure(
        async () => {
          const outcome = await context.api.outcome(checkProfilePassword, { body }, profileRefusals);
          if (outcome.ok) return { checks: checksOf(outcome.body), userAccountLocked: false, errors: [] };
          return { checks: [], userAccountLocked: locked(outcome), errors: refusedErrors(outcome) };
        },
        (message) => ({ checks: [], userAccountLocked: false, errors: formError(message) }),
      );
    },

    async changePassword(_, { input }, context) {
      requireViewer(context);
      const body = {
        current_password: input.currentPassword,
        password: input.password,
        password_confirmation: input.passwordConfirmation,
      };
      return payloadOrFailure(
        async () => {
          const outcome = await context.api.outcome(changePassword, { body }, profileRefusals);
          if (outcome.ok)
            return {
              changed: true,
              checks: [],
              userAccountLocked: false,
              viewer: await viewerAfterChange(context),
              errors: [],
            };
          const checks = checksOf(outcome.body as object);
          // A password that fails the rules is refused with its checks: the form shows them.
          const errors = checks.some((check) => !check.met)
            ? fieldErrorsOr(outcome.fieldErrors, S.passwordRules)
            : refusedErrors(outcome);
          return { changed: false, checks, userAccountLocked: locked(outcome), viewer: null, errors };
        },
        (message) => ({
          changed: false,
          checks: [],
          userAccountLocked: false,
          viewer: null,
          errors: formError(message),
        }),
      );
    },

    async signOutSession(_, { input }, context) {
      requireViewer(context);
      const sessionId = sessionIdOf(input.sessionId);
      if (sessionId === null) return { signedOut: 0, viewer: null, errors: formError(S.sessionGone) };
      return signOut(context, () =>
        context.api.outcome(signOutSession, { params: { sessionId: String(sessionId) } }, profileRefusals),
      );
    },

    signOutOtherSessions: (_, __, context) => {
      requireViewer(context);
      return signOut(context, () => context.api.outcome(signOutOtherSessions, {}, profileRefusals));
    },

    async changeEmail(_, { input }, context) {
      requireViewer(context);
      return payloadOrFailure(
        async () => {
          const body = { email: input.email, current_password: input.currentPassword };
          const outcome = await context.api.outcome(changeEmail, { body }, profileRefusals);
          if (outcome.ok)
            return {
              sentTo: outcome.body.email,
              userAccountLocked: false,
              viewer: await viewerAfterChange(context),
              errors: [],
            };
          return { sentTo: null, userAccountLocked: locked(outcome), viewer: null, errors: refusedErrors(outcome) };
        },
        (message) => ({ sentTo: null, userAccountLocked: false, viewer: null, errors: formError(message) }),
      );
    },

    async confirmEmailChange(_, { input }, context) {
      requireViewer(context);
      return payloadOrFailure(
        async () => {
          const outcome = await context.api.outcome(confirmEmail, { body: { token: input.token } }, profileRefusals);
          if (outcome.ok) return { email: outcome.body.email, viewer: await viewerAfterChange(context), errors: [] };
          return { email: null, viewer: null, errors: refusedErrors(outcome) };
        },
        (message) => ({ email: null, viewer: null, errors: formError(message) }),
      );
    },

    cancelEmailChange: (_, __, context) =>
      viewerChange(context, () => context.api.outcome(cancelEmailChange, {}, profileRefusals)),
  },
};

async function signOut(
  context: GatewayContext,
  call: () => Promise<{ ok: true; body: { signedOut: number } } | Refused<unknown>>,
) {
  return payloadOrFailure(
    async () => {
      const outcome = await call();
      if (outcome.ok)
        return { signedOut: outcome.body.signedOut, viewer: await viewerAfterChange(context), errors: [] };
      return { signedOut: 0, viewer: null, errors: refusedErrors(outcome) };
    },
    (message) => ({ signedOut: 0, viewer: null, errors: formError(message) }),
  );
}
