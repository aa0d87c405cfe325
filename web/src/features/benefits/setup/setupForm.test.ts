import { formFieldOf, initialValues, suggestedValues, valuesToSend } from './setupForm';

const field = (name: string, type: string, required = true) => ({
  name,
  type,
  minimum: 0,
  maximum: 100_000,
  stepSize: null,
  validationMessage: null,
  required,
  options: [],
});
const fields = [field('cover', 'AMOUNT'), field('smoker', 'BOOLEAN'), field('days.per.week', 'DAYS', false)];

test('a field opens with its chosen value as typed, or empty, and a yes/no with no', () => {
  expect(initialValues(fields, [{ name: 'cover', value: '123456' }])).toEqual({
    fields: ['1,234.56', 'false', ''],
    termsAccepted: false,
    medicalAnswers: null,
  });
});

test('what is sent is each checked value by its name, leaving out an optional field left empty', () => {
  expect(valuesToSend(fields, ['1,000', 'true', ''])).toEqual([
    { name: 'cover', value: '100000' },
    { name: 'smoker', value: 'true' },
  ]);
  expect(valuesToSend(fields, ['1,000', 'false', '3'])).toContainEqual({ name: 'days.per.week', value: '3' });
});

test("a server error lands on the field it names, by position, whatever the name's characters", () => {
  expect(formFieldOf(fields, 'days.per.week')).toBe('fields.2');
  expect(formFieldOf(fields, 'acceptedTermsVersion')).toBe('termsAccepted');
  expect(formFieldOf(fields, 'medicalAnswers')).toBe('medicalAnswers');
  expect(formFieldOf(fields, null)).toBeNull();
  expect(formFieldOf(fields, 'benefitId')).toBeNull();
});

test('values suggested in the address fill in only the fields the benefit has, over the chosen ones', () => {
  const suggested = suggestedValues(fields, new URLSearchParams('cover=2400000&unknown=1&smoker='));
  expect(suggested).toEqual([{ name: 'cover', value: '2400000' }]);
  expect(initialValues(fields, [{ name: 'cover', value: '100' }, ...suggested]).fields[0]).toBe('24,000');
});
