import { beamCosts } from '@portal/contract/benefits';
import type { GatewayContext } from '../../context.js';
import type { BeamCostsResult, BenefitBeamCostsArgs } from '../__generated__/resolvers-types.js';
import { payloadOrFailure } from '../shared/failures.js';
import { fieldErrorsOr, formError } from '../shared/payload-errors.js';
import { choiceRefusals } from './calls.js';
import type { RestBenefitCard } from './mappers.js';
import { BENEFIT_STRINGS as S } from './strings.js';

/**
 * The beam calculation for a cover amount. Its failures are data, as the spec stores them (the
 * screen shows them and resets the costs): limits the api refuses, a shut window, no answer.
 */
export function beamCostsOf(
  card: RestBenefitCard,
  args: BenefitBeamCostsArgs,
  context: GatewayContext,
): Promise<BeamCostsResult> {
  const partnerCover = args.partnerCover ?? undefined;
  return payloadOrFailure(
    async () => {
      const body = {
        eeben_benefit_id: card.id,
        cover: args.cover,
        ...(partnerCover === undefined ? {} : { partner_cover: partnerCover }),
      };
      const outcome = await context.api.outcome(beamCosts, { body }, choiceRefusals);
      if (!outcome.ok) {
        const errors =
          outcome.refusal === 'notFound' ? formError(S.notFound) : fieldErrorsOr(outcome.fieldErrors, outcome.message);
        return { result: null, errors };
      }
      const { beamCosts: beam, value_limits: valueLimits, partner_value_limits: partnerValueLimits } = outcome.body;
      const { freeCover, coverAboveFree, medicalQuestionsRequired, ...costs } = beam;
      return {
        result: { costs, freeCover, coverAboveFree, medicalQuestionsRequired, valueLimits, partnerValueLimits },
        errors: [],
      };
    },
    (message) => ({ result: null, errors: formError(message) }),
  );
}
