import { costPreview } from '@portal/contract/benefits';
import type { GatewayContext } from '../../context.js';
import type { BenefitCostPreviewArgs, CostPreviewResult } from '../__generated__/resolvers-types.js';
import { payloadOrFailure } from '../shared/failures.js';
import { fieldErrorsOr, formError } from '../shared/payload-errors.js';
import { benefitParams, choiceRefusals } from './calls.js';
import type { RestBenefitCard, RestBenefitProduct } from './mappers.js';
import { setupBodyOf, setupFieldErrorsOf } from './setup-body.js';
import { BENEFIT_STRINGS as S } from './strings.js';

/**
 * The costs of the values being typed into setup. Like the beam calculation its failures are data:
 * the screen shows them in place of the costs.
 */
export function costPreviewOf(
  card: RestBenefitCard,
  product: () => Promise<RestBenefitProduct>,
  args: BenefitCostPreviewArgs,
  context: GatewayContext,
): Promise<CostPreviewResult> {
  return payloadOrFailure(
    async () => {
      const { editFields } = await product();
      const setup = setupBodyOf({ benefitId: String(card.id), values: args.values }, editFields);
      if (setup.errors) return { costs: null, errors: setup.errors };
      const outcome = await context.api.outcome(
        costPreview,
        { params: benefitParams(card.id), body: { values: setup.body.values } },
        choiceRefusals,
      );
      if (outcome.ok) return { costs: outcome.body.costs, errors: [] };
      if (outcome.refusal === 'notFound') return { costs: null, errors: formError(S.notFound) };
      const errors = setupFieldErrorsOf(
        outcome.refusal === 'invalid' ? (outcome.body as { errors?: unknown }).errors : undefined,
        new Set(editFields.map((field) => field.name)),
      );
      return { costs: null, errors: fieldErrorsOr(errors, outcome.message) };
    },
    (message) => ({ costs: null, errors: formError(message) }),
  );
}
