// Values as a person reads them in messages and plan details (en-GB): money as £1,234.56,
// basis points as a percentage, dates as "1 January 2027". Only formatting: arithmetic on money
// is done in whole pence elsewhere.

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

export function formatPence(pence: number): string {
  // Integer division keeps the pence exact; the formatter only adds the symbol and separators.
  const sign = pence < 0 ? '-' : '';
  const whole = Math.trunc(Math.abs(pence) / 100);
  const rest = Math.abs(pence) % 100;
  return `${sign}${pounds.format(whole).replace(/\.00$/, '')}.${String(rest).padStart(2, '0')}`;
}

/** 550 → "5.5%", 500 → "5%". */
export function formatBasisPoints(bps: number): string {
  const sign = bps < 0 ? '-' : '';
  const whole = Math.trunc(Math.abs(bps) / 100);
  const fraction = String(Math.abs(bps) % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}%`;
}

export function formatDays(days: number): string {
  return Math.abs(days) === 1 ? `${days} day` : `${days} days`;
}

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** An ISO date as "1 January 2027". */
export function formatDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}

const londonDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in the UK, as an ISO date: windows, start dates and ages follow UK calendar days. */
export function todayInLondon(now = new Date()): string {
  return londonDate.format(now);
}
