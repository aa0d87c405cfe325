// Dates as the screens show them: en-GB, day month year ("31 March 2026"). The api sends ISO
// dates (YYYY-MM-DD), which are calendar days, so they are read and shown in UTC: a browser west
// of Greenwich must not show the day before.
const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function formatDate(isoDate: string): string {
  const day = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? isoDate : longDate.format(day);
}
