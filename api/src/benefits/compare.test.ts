// Compare's options, by kind, on Acme's catalogue: levels as the benefit has them, cover at steps of
// salary from the free cover, a pension at the minimum, the match and above; the current choice marked.
import { acmeCatalogue } from '../seed/seed-catalogue.js';
import { compareOptionsOf } from './compare.js';
import type { Person } from './person.js';

const person: Person = {
  userId: 1,
  name: 'Test Person',
  annualSalaryPence: 4_000_000,
  age: 35,
  partner: { name: 'Pat Person', age: 34 },
  family: [
    { name: 'Pat Person', relationship: 'partner', dateOfBirth: '1992-01-01' },
    { name: 'Sam Person', relationship: 'dependant', dateOfBirth: '2023-03-01' },
  ],
};
const config = (slug: string) => acmeCatalogue.find((seed) => seed.slug === slug)!;

test('private medical: you, your partner, your family, with the employer’s part and the current level marked', () => {
  const options = compareOptionsOf(config('private-medical').config, false, person, { level: 'employee-partner' });
  expect(options.map((option) => [option.label, option.covers, option.current])).toEqual([
    ['Employee', 'You', false],
    ['Employee and partner', 'You and your partner', true],
    ['Family', 'You, your partner and your children', false],
  ]);
  // £160.00 + one dependant at £35.00, less the employer's £68.00.
  expect(options[2]!.costs).toMatchObject({ employeeGross: 12_700, employeeNet: 12_700, employer: 6800 });
  expect(options[2]!.values).toEqual([{ name: 'level', value: 'family' }]);
});

test('life assurance: the free cover and three, four and six times salary, partner cover kept', () => {
  const options = compareOptionsOf(config('life-assurance').config, false, person, {
    cover: 12_000_000,
    partnerCover: 5_000_000,
  });
  expect(options.map((option) => [option.label, option.covers, option.current])).toEqual([
    ['£80,000.00 of cover', 'Your free cover', false],
    ['£120,000.00 of cover', '3 times your salary', true],
    ['£160,000.00 of cover', '4 times your salary', false],
    ['£240,000.00 of cover', '6 times your salary', false],
  ]);
  expect(options[0]!.values).toEqual([
    { name: 'cover', value: '8000000' },
    { name: 'partnerCover', value: '5000000' },
  ]);
});

test('pension: the minimum, the match and above, after tax and NI', () => {
  const options = compareOptionsOf(config('pension').config, true, person, null);
  expect(options.map((option) => option.label)).toEqual([
    '3% of your salary',
    '5% of your salary',
    '7.5% of your salary',
    '15% of your salary',
  ]);
  expect(options[1]!.costs).toMatchObject({ employeeGross: 16_667, employeeNet: 12_001, employer: 20_833 });
  expect(options.every((option) => !option.current)).toBe(true);
});

test('nothing to compare for an order, vouchers or days', () => {
  for (const slug of ['cycle-to-work', 'childcare-vouchers', 'holiday-trading', 'employee-assistance'])
    expect(compareOptionsOf(config(slug).config, true, person, null)).toEqual([]);
});
