import { accountAccess, employerMasquerade, masqueradeCandidates, startMasquerade } from '@portal/contract/masquerade';
import { clientIdFor, requireAccess, requireViewer } from '../../context.js';
import { refusalsBut } from '../../rest/decode.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { fromGlobalId, toGlobalId } from '../shared/global-id.js';
import { fieldErrorsOr, formError, payloadOr } from '../shared/payload-errors.js';
import { MASQUERADE_STRINGS as S } from './strings.js';

export const masqueradeResolvers: Resolvers = {
  Viewer: {
    isPlatformAdmin: ({ user }) => user.isPlatformAdmin,
    async masqueradeCandidates(_, { search }, context) {
      await requireAccess(context, masqueradeCandidates);
      const trimmed = search.trim();
      // The api needs two characters to search on; fewer is no search yet.
      if (trimmed.length < 2) return [];
      const { data } = await context.api.call(masqueradeCandidates, { query: { search: trimmed } });
      return data.map(({ id, ...row }) => ({ ...row, userId: id }));
    },
    async accountAccess(_, __, context) {
      const { data } = await context.api.call(accountAccess, {
        params: { clientId: await clientIdFor(context, accountAccess) },
      });
      return data.map((row) => ({ ...row, id: toGlobalId('AccountAccess', row.id) }));
    },
  },
  Mutation: {
    async startMasquerade(_, { input }, context) {
      requireViewer(context);
      const failed = { url: null, expiresAt: null, errors: formError(S.startFailed) };
      return payloadOr(async () => {
        // A refused start (not an administrator, an administrator as the target) is the form's to word.
        const body = { userId: input.userId, reason: input.reason, schemeYear: input.schemeYear ?? undefined };
        const outcome = await context.api.outcome(startMasquerade, { body }, refusalsBut('unauthenticated'));
        if (outcome.ok) return { url: outcome.body.url, expiresAt: outcome.body.expiresAt, errors: [] };
        return { url: null, expiresAt: null, errors: fieldErrorsOr(outcome.fieldErrors, outcome.message) };
      }, failed);
    },
    async startEmployeeMasquerade(_, { input }, context) {
      const clientId = await clientIdFor(context, employerMasquerade);
      const failed = { url: null, expiresAt: null, errors: formError(S.startFailed) };
      const parsed = fromGlobalId(input.employeeId);
      if (!parsed || parsed.type !== 'Employee') return { ...failed, errors: formError(S.employeeNotFound) };
      return payloadOr(async () => {
        // A refusal (another client's person, an employer) is the panel's to word.
        const outcome = await context.api.outcome(
          employerMasquerade,
          { params: { clientId, userId: parsed.id }, body: { reason: input.reason } },
          refusalsBut('unauthenticated'),
        );
        if (outcome.ok) return { url: outcome.body.url, expiresAt: outcome.body.expiresAt, errors: [] };
        if (outcome.refusal === 'notFound') return { ...failed, errors: formError(S.employeeNotFound) };
        return { url: null, expiresAt: null, errors: fieldErrorsOr(outcome.fieldErrors, outcome.message) };
      }, failed);
    },
  },
};
