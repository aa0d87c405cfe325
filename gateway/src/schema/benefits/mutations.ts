// Choosing, changing, opting out of and claiming on a benefit. Each answers the benefit read
// afresh, so the web's store shows the new status, costs and selection without a refetch; what
// the api refuses comes back as payload errors in its own words.
import { type benefitWithSelection, createSelection, makeClaim, updateSelection } from '@portal/contract/benefits';
import { requireViewer, type GatewayContext } from '../../context.js';
import type { Refused } from '../../rest/decode.js';
import type { OutcomeOf, SuccessOf } from '../../rest/rest-api.js';
import type { FieldError, Resolvers } from '../__generated__/resolvers-types.js';
import { orNull, payloadOrFailure } from '../shared/failures.js';
import { fieldErrorsOr, formError } from '../shared/payload-errors.js';
import { benefitIdOf } from './benefit-id.js';
import { benefitParams, choiceRefusals } from './calls.js';
import type { BenefitParent, RestBenefitProduct } from './mappers.js';
import { setupBodyOf, setupFieldErrorsOf } from './setup-body.js';
import { BENEFIT_STRINGS as S } from './strings.js';

const gone = () => ({ benefit: null, errors: formError(S.notFound) });
const failed = (message: string) => ({ benefit: null, errors: formError(message) });

/**
 * The benefit after a change, read again rather than from this request's earlier read. The change
 * is made either way: if the read fails, the payload still says it succeeded.
 */
export async function benefitAfterChange(benefitId: number, context: GatewayContext): Promise<BenefitParent | null> {
  requireViewer(context).benefit.clear(benefitId);
  return benefitRead(benefitId, context);
}

/** The benefit as this request reads it (once, however many fields ask); null when it is gone or unreadable. */
export async function benefitRead(benefitId: number, context: GatewayContext): Promise<BenefitParent | null> {
  const outcome = await orNull(() => requireViewer(context).benefit.load(benefitId));
  return outcome?.ok ? { card: outcome.body.benefit } : null;
}

/** A refused change: field errors (422), a shut window (409) and anything else in the api's words. */
export function refusedChangeErrors(outcome: Refused<unknown>, { editFields }: RestBenefitProduct) {
  if (outcome.refusal !== 'invalid') return formError(outcome.message);
  const errors = setupFieldErrorsOf(
    (outcome.body as { errors?: unknown }).errors,
    new Set(editFields.map((field) => field.name)),
  );
  return fieldErrorsOr(errors, outcome.message);
}

type Change = (
  benefitId: number,
  current: SuccessOf<typeof benefitWithSelection>,
) => Promise<OutcomeOf<typeof createSelection> | OutcomeOf<typeof updateSelection> | FieldError[]>;

/**
 * A change to the benefit as it is now: `change` answers the api's outcome, or the errors that
 * stopped it before anything was sent. A benefit that is gone is the spec's words (and nothing is
 * sent); a refusal leaves the benefit as it was.
 */
async function changeBenefit(id: string, context: GatewayContext, change: Change) {
  const loaders = requireViewer(context);
  const benefitId = benefitIdOf(id);
  if (benefitId === null) return gone();
  return payloadOrFailure(async () => {
    const current = await loaders.benefit.load(benefitId);
    if (!current.ok) return gone();
    const unchanged = { card: current.body.benefit };
    const outcome = await change(benefitId, current.body);
    if (Array.isArray(outcome)) return { benefit: unchanged, errors: outcome };
    if (outcome.ok) return { benefit: await benefitAfterChange(benefitId, context), errors: [] };
    if (outcome.refusal === 'notFound') return gone();
    return { benefit: unchanged, errors: refusedChangeErrors(outcome, current.body.benefit) };
  }, failed);
}

export const benefitMutationResolvers: Resolvers = {
  Mutation: {
    /** A reapply (or a first choice) POSTs a new selection; otherwise the selection is PATCHed. */
    setUpBenefit: (_, { input }, context) =>
      changeBenefit(input.benefitId, context, async (benefitId, { benefit, selection }) => {
        const setup = setupBodyOf(input, benefit.editFields);
        if (setup.errors) return setup.errors;
        if (selection === null || selection.cta?.type === 'reapply') {
          return context.api.outcome(
            createSelection,
            { params: benefitParams(benefitId), body: setup.body },
            choiceRefusals,
          );
        }
        return context.api.outcome(
          updateSelection,
          { params: { selectionId: String(selection.selectionId) }, body: setup.body },
          choiceRefusals,
        );
      }),
    /** The selection's status becomes opted-out, and the benefit is read again. */
    optOutOfBenefit: (_, { input }, context) =>
      changeBenefit(input.benefitId, context, async (_benefitId, { selection }) => {
        if (selection === null) return formError(S.nothingToOptOutOf);
        return context.api.outcome(
          updateSelection,
          { params: { selectionId: String(selection.selectionId) }, body: { status: 'opted-out' } },
          choiceRefusals,
        );
      }),
    async makeClaim(_, { input }, context) {
      requireViewer(context);
      const benefitId = benefitIdOf(input.benefitId);
      if (benefitId === null) return { claim: null, ...gone() };
      return payloadOrFailure(
        async () => {
          const body = {
            amount: input.amount,
            treatment_date: input.treatmentDate,
            description: input.description,
            receipt_upload_id: input.receiptUploadId,
          };
          const outcome = await context.api.outcome(
            makeClaim,
            { params: benefitParams(benefitId), body },
            choiceRefusals,
          );
          if (outcome.ok)
            return { claim: outcome.body.claim, benefit: await benefitAfterChange(benefitId, context), errors: [] };
          if (outcome.refusal === 'notFound') return { claim: null, ...gone() };
          return { claim: null, benefit: null, errors: fieldErrorsOr(outcome.fieldErrors, outcome.message) };
        },
        (message) => ({ claim: null, ...failed(message) }),
      );
    },
  },
};
