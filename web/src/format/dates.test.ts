import { formatDate } from './dates';

test('an ISO date is shown as an en-GB day, month and year, whatever the time zone', () => {
  expect(formatDate('2026-03-31')).toBe('31 March 2026');
  expect(formatDate('2026-01-01T10:00:00Z')).toBe('1 January 2026');
});

test('anything that is not a date is shown as it came', () => {
  expect(formatDate('soon')).toBe('soon');
});
