import { acceptTerms, termsToAccept } from '@portal/contract/terms';
import { requireViewer } from '../../context.js';
import { refusalsBut } from '../../rest/decode.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { fieldErrorsOr } from '../shared/payload-errors.js';

export const TERMS_STRINGS = {
  required: 'This field is required',
} as const;

export const termsResolvers: Resolvers = {
  Viewer: {
    async newTerms(_, __, context) {
      requireViewer(context);
      const body = await context.api.call(termsToAccept);
      return {
        terms: body.terms?.content ?? '',
        policy: body.policy?.content ?? '',
        revision: body.terms?.revision ?? null,
      };
    },
  },
  Mutation: {
    async acceptTerms(_, { input }, context) {
      const loaders = requireViewer(context);
      if (!input.termsAccepted)
        return {
          termsRevision: null,
          viewer: null,
          errors: [{ field: 'termsAccepted', message: TERMS_STRINGS.required }],
        };
      const outcome = await context.api.outcome(
        acceptTerms,
        { body: { termsAccepted: true } },
        refusalsBut('unauthenticated'),
      );
      if (!outcome.ok)
        return { termsRevision: null, viewer: null, errors: fieldErrorsOr(outcome.fieldErrors, outcome.message) };
      return {
        termsRevision: outcome.body.termsRevision ?? null,
        viewer: { user: await loaders.user.load('me') },
        errors: [],
      };
    },
  },
};
