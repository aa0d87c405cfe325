import { checkField, displayValue, type EditFieldSpec, limitsHint, limitsOf, parseNumber, textOf } from './editValues';

const field = (overrides: Partial<EditFieldSpec>): EditFieldSpec => ({
  name: 'cover',
  type: 'AMOUNT',
  minimum: 12_000_000,
  maximum: 48_000_000,
  stepSize: 100_000,
  validationMessage: null,
  required: true,
  options: [],
  ...overrides,
});

test('money is parsed into exact pence, with or without £ and en-GB commas', () => {
  expect(parseNumber('AMOUNT', '1,234.56')).toBe(123_456);
  expect(parseNumber('AMOUNT', '£250,000')).toBe(25_000_000);
  expect(parseNumber('AMOUNT', '0.1')).toBe(10);
  // 0.29 is 28.999… as a float times 100: digit by digit it is 29 pence.
  expect(parseNumber('AMOUNT', '0.29')).toBe(29);
  expect(parseNumber('AMOUNT', '1.005')).toBeNull();
  expect(parseNumber('AMOUNT', '12,34')).toBeNull();
  expect(parseNumber('AMOUNT', 'ten')).toBeNull();
  expect(parseNumber('PERCENTAGE', '5.5%')).toBe(550);
  expect(parseNumber('DAYS', '-3')).toBe(-3);
  expect(parseNumber('DAYS', '1.5')).toBeNull();
});

test('stored values are shown as typed: pounds with commas, percentages, days', () => {
  expect(textOf('AMOUNT', '18000000')).toBe('180,000');
  expect(textOf('AMOUNT', '123456')).toBe('1,234.56');
  expect(textOf('PERCENTAGE', '550')).toBe('5.5');
  expect(textOf('PERCENTAGE', '500')).toBe('5');
  expect(textOf('DAYS', '-2')).toBe('-2');
  expect(textOf('TEXT', 'Brompton')).toBe('Brompton');
});

test('out of range reads "Please enter a value between {min} and {max}" in the units a person reads', () => {
  expect(checkField(field({}), '100,000')).toEqual({
    ok: false,
    error: 'Please enter a value between £120,000.00 and £480,000.00',
  });
  expect(checkField(field({ type: 'PERCENTAGE', minimum: 300, maximum: 1500, stepSize: 50 }), '16')).toEqual({
    ok: false,
    error: 'Please enter a value between 3% and 15%',
  });
  expect(checkField(field({ type: 'DAYS', minimum: -5, maximum: 5, stepSize: 1 }), '6')).toEqual({
    ok: false,
    error: 'Please enter a value between -5 and 5',
  });
  expect(checkField(field({}), 'lots')).toEqual({
    ok: false,
    error: 'Please enter a value between £120,000.00 and £480,000.00',
  });
});

test('with no maximum the spec default of 999999.9 is the upper bound', () => {
  const open = field({ maximum: null, minimum: 0, stepSize: null });
  expect(limitsOf(open)).toEqual({ min: 0, max: 99_999_990, step: null });
  expect(checkField(open, '999,999.90')).toEqual({ ok: true, value: '99999990' });
  expect(checkField(open, '999,999.91')).toEqual({
    ok: false,
    error: 'Please enter a value between £0.00 and £999,999.90',
  });
});

test('steps are counted exactly from the minimum', () => {
  expect(checkField(field({}), '250,000')).toEqual({ ok: true, value: '25000000' });
  expect(checkField(field({}), '250,500')).toEqual({ ok: false, error: 'Please enter a value in steps of £1,000.00' });
  expect(checkField(field({ minimum: 12_050_000 }), '250,500')).toEqual({ ok: true, value: '25050000' });
});

test('required, optional, levels, text and yes/no', () => {
  expect(checkField(field({}), '  ')).toEqual({ ok: false, error: 'This field is required' });
  expect(checkField(field({ required: false }), '')).toEqual({ ok: true, value: null });
  const level = field({
    type: 'LEVEL',
    minimum: null,
    maximum: null,
    stepSize: null,
    validationMessage: 'Please choose a cover level',
    options: [{ value: 'family' }],
  });
  expect(checkField(level, 'family')).toEqual({ ok: true, value: 'family' });
  expect(checkField(level, 'gold')).toEqual({ ok: false, error: 'Please choose a cover level' });
  expect(checkField(field({ type: 'TEXT', minimum: null, maximum: null }), ' Brompton ')).toEqual({
    ok: true,
    value: 'Brompton',
  });
  expect(checkField(field({ type: 'BOOLEAN', required: false }), '')).toEqual({ ok: true, value: 'false' });
});

test('the limits hint and display values', () => {
  expect(limitsHint('AMOUNT', { min: 12_000_000, max: 48_000_000, step: 100_000 })).toBe(
    'Between £120,000.00 and £480,000.00, in steps of £1,000.00.',
  );
  expect(displayValue('PERCENTAGE', 550)).toBe('5.5%');
});
