import { billingFrequencyLabels, formatMoney, formatWholePounds } from './money';

test('pence are shown as en-GB pounds', () => {
  expect(formatMoney(123456)).toBe('£1,234.56');
  expect(formatMoney(5)).toBe('£0.05');
  expect(formatMoney(-2500)).toBe('-£25.00');
  expect(formatWholePounds(4825049)).toBe('£48,250');
  expect(billingFrequencyLabels).toEqual({ YEAR: 'annually', MONTH: 'monthly' });
});
