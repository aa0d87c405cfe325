import { dataLoadRow } from './data-loads.js';

const row = (dates: { date_of_birth: string; employment_start_date?: string }) => ({
  employee_number: 'DL-1',
  first_name: 'Alex',
  surname: 'Morgan',
  email: 'alex@example.test',
  annual_salary: '30000.00',
  ...dates,
});

/** The date of birth as read, or its error's message. */
function dateOfBirth(text: string): string {
  const result = dataLoadRow.safeParse(row({ date_of_birth: text }));
  return result.success ? result.data.date_of_birth : result.error.issues.map((issue) => issue.message).join('; ');
}

test('a DD/MM/YYYY date is read as an ISO date, one or two digits for the day and month, spaces around ignored', () => {
  expect(dateOfBirth('21/07/1986')).toBe('1986-07-21');
  expect(dateOfBirth('1/2/2020')).toBe('2020-02-01');
  expect(dateOfBirth(' 05/06/1990 ')).toBe('1990-06-05');
  expect(dateOfBirth('31/12/9999')).toBe('9999-12-31');
  expect(dateOfBirth('01/01/0100')).toBe('0100-01-01');
});

test('29 February only in leap years: every fourth year, not centuries but every fourth century', () => {
  expect(dateOfBirth('29/02/2024')).toBe('2024-02-29');
  expect(dateOfBirth('29/02/2000')).toBe('2000-02-29');
  expect(dateOfBirth('29/02/2023')).toBe('29/02/2023 is not a date');
  expect(dateOfBirth('29/02/1900')).toBe('29/02/1900 is not a date');
});

test('an impossible day or month, a year before 100, or another shape is "… is not a date"', () => {
  for (const text of [
    '31/04/2020',
    '32/01/2020',
    '00/01/2020',
    '01/00/2020',
    '01/13/2020',
    '01/01/0050',
    '2020-01-01',
    '5/6/1990x',
    '1/1/20',
  ]) {
    expect(dateOfBirth(text)).toBe(`${text} is not a date`);
  }
  expect(dateOfBirth('')).toBe('is required');
});

test('an optional date column may be empty; when given it is checked the same way', () => {
  expect(
    dataLoadRow.parse(row({ date_of_birth: '01/01/1990', employment_start_date: '' })).employment_start_date,
  ).toBeUndefined();
  expect(
    dataLoadRow.parse(row({ date_of_birth: '01/01/1990', employment_start_date: '1/4/2019' })).employment_start_date,
  ).toBe('2019-04-01');
  expect(
    dataLoadRow.safeParse(row({ date_of_birth: '01/01/1990', employment_start_date: '31/09/2019' })).error?.issues[0]
      ?.message,
  ).toBe('31/09/2019 is not a date');
});
