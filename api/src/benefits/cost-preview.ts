// POST /benefit/{benefitId}/cost-preview: the monthly costs of the values a person is typing into
// setup, before they confirm (Cycle to Work's order, Holiday Buy and Sell's days, a pension
// percentage…), worked out as a real choice would be and checked against the same limits. The
// beam calculation does this for a cover; this does it for every other benefit. Nothing is written.
import type { z } from 'zod';
import type { costPreview } from '@portal/contract/benefits';
import type { FieldErrors } from '@portal/contract/errors';
import type { User } from '../auth/authentication.js';
import type { Database } from '../db/client.js';
import { HttpError } from '../http/errors.js';
import type { EligibleBenefit } from './catalogue.js';
import { grossCostsOf } from './costs.js';
import { todayInLondon } from './display.js';
import { checkValues, editFieldsOf, type Values } from './edit-fields.js';
import { monthlyCostsOf, withSavings } from './pay.js';
import { loadFamily, personOf } from './person.js';

type PreviewAnswer = z.input<(typeof costPreview.responses)[200]>;

export async function costPreviewFor(
  db: Database,
  user: User,
  { benefit }: EligibleBenefit,
  values: Values,
): Promise<PreviewAnswer> {
  const person = personOf(user, await loadFamily(db, user.id), todayInLondon());
  const checked = checkValues(editFieldsOf(benefit.config, person), values);
  // Only what was given is judged: the costs turn on the amounts, and a bike model not yet typed
  // is for Confirm to ask for.
  const errors = Object.fromEntries(
    Object.entries(checked.errors).filter(([key]) => key.replace(/^values\./, '') in values),
  );
  if (Object.keys(errors).length > 0) throw new HttpError(422, { errors } satisfies FieldErrors);
  const costs = withSavings(
    grossCostsOf(benefit.config, checked.values, person),
    benefit.salarySacrifice,
    person.annualSalaryPence,
  );
  return { costs: monthlyCostsOf(costs) };
}
