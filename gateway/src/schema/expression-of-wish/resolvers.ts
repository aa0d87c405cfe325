// The expression of wish: read with the viewer, saved whole. Family members travel as their
// FamilyMember ids; the api judges every field and words what is wrong, and its refusals (a
// masquerade's included) come back as payload errors in its words.
import {
  expressionOfWishGroupCodes,
  expressionOfWish,
  saveExpressionOfWish,
} from '@portal/contract/expression-of-wish';
import { requireViewer } from '../../context.js';
import { fieldErrorsOf, refusalsBut, type Refused } from '../../rest/decode.js';
import type { FieldError, Resolvers } from '../__generated__/resolvers-types.js';
import { payloadOrFailure } from '../shared/failures.js';
import { fromGlobalId, toGlobalId } from '../shared/global-id.js';
import { fieldErrorsOr, formError } from '../shared/payload-errors.js';
import { viewerAfterChange } from '../shared/viewer-after.js';

const wishRefusals = refusalsBut('unauthenticated');

/** A FamilyMember's id back to the api's number; anything else names nobody (the api refuses 0). */
function familyMemberIdOf(id: string | null | undefined): number | null {
  if (id === null || id === undefined) return null;
  const decoded = fromGlobalId(id);
  return decoded?.type === 'FamilyMember' && /^\d+$/.test(decoded.id) ? Number(decoded.id) : 0;
}

function refusedErrors(outcome: Refused<unknown>): FieldError[] {
  if (outcome.refusal !== 'invalid') return formError(outcome.message);
  // The api names a field by its path in the body (beneficiaries.0.name), as the form names its inputs.
  const errors = fieldErrorsOf((outcome.body as { errors?: unknown }).errors, (field) => field);
  return fieldErrorsOr(errors, outcome.message);
}

export const expressionOfWishResolvers: Resolvers = {
  Viewer: {
    async expressionOfWish(_, __, context) {
      requireViewer(context);
      const wish = await context.api.call(expressionOfWish, {});
      return {
        updatedAt: wish.updatedAt,
        beneficiaries: wish.beneficiaries.map((entry) => ({
          ...entry,
          familyMemberId: entry.familyMemberId === null ? null : toGlobalId('FamilyMember', entry.familyMemberId),
        })),
      };
    },
  },
  Benefit: {
    takesExpressionOfWish: (benefit) =>
      (expressionOfWishGroupCodes as readonly string[]).includes(benefit.card.groupCode),
  },
  Mutation: {
    async saveExpressionOfWish(_, { input }, context) {
      requireViewer(context);
      const body = {
        beneficiaries: input.beneficiaries.map((entry) => ({
          familyMemberId: familyMemberIdOf(entry.familyMemberId),
          name: entry.name,
          relationship: entry.relationship,
          sharePercent: entry.sharePercent,
        })),
      };
      return payloadOrFailure(
        async () => {
          const outcome = await context.api.outcome(saveExpressionOfWish, { body }, wishRefusals);
          if (!outcome.ok) return { viewer: null, errors: refusedErrors(outcome) };
          return { viewer: await viewerAfterChange(context), errors: [] };
        },
        (message) => ({ viewer: null, errors: formError(message) }),
      );
    },
  },
};
