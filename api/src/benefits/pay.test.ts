// Whole-pence arithmetic, the tax and NI estimate, and how values read (no database).
import { formatBasisPoints, formatDate, formatPence } from './display.js';
import { divideRounded, marginalRates, monthlyCostsOf, withSavings } from './pay.js';
import { firstPayrollDay, endOfMonth } from './selection-dates.js';

test('division rounds half away from zero, exactly', () => {
  expect(divideRounded(120000, 12)).toBe(10000);
  expect(divideRounded(25, 10)).toBe(3);
  expect(divideRounded(24, 10)).toBe(2);
  expect(divideRounded(-25, 10)).toBe(-3);
  expect(divideRounded(6_000_000 * 1500, 120_000)).toBe(75000);
});

test('marginal rates follow the 2026/27 bands', () => {
  expect(marginalRates(1_000_000)).toEqual({ taxBps: 0, niBps: 0 });
  expect(marginalRates(3_000_000)).toEqual({ taxBps: 2000, niBps: 800 });
  expect(marginalRates(5_027_000)).toEqual({ taxBps: 2000, niBps: 800 });
  expect(marginalRates(5_027_100)).toEqual({ taxBps: 4000, niBps: 200 });
  expect(marginalRates(20_000_000)).toEqual({ taxBps: 4500, niBps: 200 });
});

test('only salary sacrifice saves tax and NI; net is gross less both', () => {
  expect(withSavings({ employeeGross: 10000, employer: 0 }, false, 3_000_000)).toEqual({
    employeeGross: 10000,
    employer: 0,
    taxSaving: 0,
    niSaving: 0,
  });
  const basic = withSavings({ employeeGross: 10417, employer: 0 }, true, 3_000_000);
  expect(basic).toEqual({ employeeGross: 10417, employer: 0, taxSaving: 2083, niSaving: 833 });
  expect(monthlyCostsOf(basic).employeeNet).toBe(10417 - 2083 - 833);
});

test('values read as en-GB money, percentages and dates', () => {
  expect(formatPence(123456)).toBe('£1,234.56');
  expect(formatPence(100000000)).toBe('£1,000,000.00');
  expect(formatPence(5)).toBe('£0.05');
  expect(formatPence(-3846)).toBe('-£38.46');
  expect(formatBasisPoints(550)).toBe('5.5%');
  expect(formatBasisPoints(500)).toBe('5%');
  expect(formatBasisPoints(1525)).toBe('15.25%');
  expect(formatDate('2027-01-01')).toBe('1 January 2027');
});

test('a choice starts on the next payroll day within the scheme year; an opt-out ends with the month', () => {
  expect(firstPayrollDay('2026-11-23', 2026)).toBe('2026-12-01');
  expect(firstPayrollDay('2026-12-23', 2026)).toBe('2027-01-01');
  expect(firstPayrollDay('2025-11-02', 2026)).toBe('2026-01-01');
  expect(endOfMonth('2026-02-10')).toBe('2026-02-28');
  expect(endOfMonth('2028-02-10')).toBe('2028-02-29');
});
