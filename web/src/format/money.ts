// Money as every screen shows it: kept in whole pence, shown in en-GB pounds (£1,234.56).
const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const wholePounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

export function formatMoney(pence: number): string {
  return pounds.format(pence / 100);
}

/** For large, rounded figures (a year's total reward): £48,250. */
export function formatWholePounds(pence: number): string {
  return wholePounds.format(Math.round(pence / 100));
}

/** The spec's billing frequency labels (YEAR is annually, MONTH is monthly). */
export const billingFrequencyLabels = { YEAR: 'annually', MONTH: 'monthly' } as const;
