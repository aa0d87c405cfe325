// The spec's default upper bound (999999.9) when a field has no maximum, in each
// kind's whole units: the screens show the same limit in the same words.
import type { EditField } from '@portal/contract/benefits';
import { checkValues } from './edit-fields.js';

const unbounded = (type: 'amount' | 'percentage'): EditField => ({
  name: 'value',
  label: 'Value',
  type,
  minimum: 0,
  maximum: null,
  stepSize: null,
  validationMessage: null,
  required: true,
  options: [],
});

test('a percentage with no maximum goes up to 999999.9%, as money goes up to £999,999.90', () => {
  expect(checkValues([unbounded('percentage')], { value: 99_999_990 }).errors).toEqual({});
  expect(checkValues([unbounded('percentage')], { value: 99_999_991 }).errors).toEqual({
    'values.value': ['Please enter a value between 0% and 999999.9%'],
  });
  expect(checkValues([unbounded('amount')], { value: 99_999_991 }).errors).toEqual({
    'values.value': ['Please enter a value between £0.00 and £999,999.90'],
  });
});
