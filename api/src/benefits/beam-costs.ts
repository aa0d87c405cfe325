// POST /benefits/beam-costs: the costs of a cover amount before it is chosen, within the limits
// the person has (spec: beamCosts, value_limits, partner_value_limits). Nothing is written.
import type { z } from 'zod';
import type { beamCosts, beamCostsBody } from '@portal/contract/benefits';
import type { FieldErrors } from '@portal/contract/errors';
import type { User } from '../auth/authentication.js';
import type { Database } from '../db/client.js';
import { HttpError } from '../http/errors.js';
import { beamCostsOf, coverLimits, freeCoverOf, partnerLimits } from './beam.js';
import { findEligibleBenefit } from './catalogue.js';
import { todayInLondon } from './display.js';
import { checkValues, editFieldsOf, type Values } from './edit-fields.js';
import { monthlyCostsOf, withSavings } from './pay.js';
import { loadFamily, personOf } from './person.js';
import { medicalQuestionsOf } from './product.js';

type BeamAnswer = z.input<(typeof beamCosts.responses)[200]>;

export const noCoverMessage = 'This benefit has no cover to calculate';
export const partnerNeededMessage = 'Partner cover needs a partner in your family details';

export async function beamCostsFor(
  db: Database,
  user: User,
  body: z.output<typeof beamCostsBody>,
): Promise<BeamAnswer> {
  const { benefit } = await findEligibleBenefit(db, user, body.eeben_benefit_id);
  const config = benefit.config;
  if (config.kind !== 'cover')
    throw new HttpError(422, { errors: { eeben_benefit_id: [noCoverMessage] } } satisfies FieldErrors);
  const person = personOf(user, await loadFamily(db, user.id), todayInLondon());
  const partner = partnerLimits(config.beam, person);
  const partnerCover = body.partner_cover ?? 0;
  const values: Values = { cover: body.cover };
  if (partner && body.partner_cover != null) values.partnerCover = partnerCover;
  const { errors } = checkValues(editFieldsOf(config, person), values);
  const answerErrors: FieldErrors['errors'] = {};
  if (errors['values.cover']) answerErrors.cover = errors['values.cover'];
  if (errors['values.partnerCover']) answerErrors.partner_cover = errors['values.partnerCover'];
  if (!partner && partnerCover > 0) answerErrors.partner_cover = [partnerNeededMessage];
  if (Object.keys(answerErrors).length > 0) throw new HttpError(422, { errors: answerErrors } satisfies FieldErrors);

  const freeCover = freeCoverOf(config.beam, person);
  const costs = withSavings(
    beamCostsOf(config.beam, person, body.cover, partner ? partnerCover : 0),
    benefit.salarySacrifice,
    person.annualSalaryPence,
  );
  const askMedical = body.cover > freeCover && (await medicalQuestionsOf(db, benefit.id)).length > 0;
  return {
    beamCosts: {
      ...monthlyCostsOf(costs),
      freeCover,
      coverAboveFree: Math.max(0, body.cover - freeCover),
      medicalQuestionsRequired: askMedical,
    },
    value_limits: coverLimits(config.beam, person),
    partner_value_limits: partner,
  };
}
