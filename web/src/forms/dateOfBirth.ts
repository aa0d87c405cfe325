// The date-of-birth input's rules, kept apart from the widget so
// that they can be tested without a browser: digits only, day limited to the month's days (leap
// years handled), month 1-12, a 4-digit year inside the min/max years, arrow-key steps, padding to
// 2 digits, focus auto-advance, and the DD/MM/YYYY (payload) and DD-MM-YYYY (query) forms.

export type DatePart = 'day' | 'month' | 'year';

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export const EMPTY_DATE: DateParts = { day: '', month: '', year: '' };

export const DATE_PART_LENGTH: Record<DatePart, number> = { day: 2, month: 2, year: 4 };

export interface YearLimits {
  minYear?: number;
  maxYear?: number;
}

/** The widget's and the date-of-birth step's words; the quoted ones are the spec's. */
export const dateOfBirthStrings = {
  legend: 'Date of birth',
  day: 'Day',
  month: 'Month',
  year: 'Year',
  dayPlaceholder: 'DD',
  monthPlaceholder: 'MM',
  yearPlaceholder: 'YYYY',
  hint: 'e.g. 28 08 1978',
  /** The generic invalid-date message (the spec does not give its words). */
  invalidDate: 'Please enter a real date in the format DD MM YYYY',
  required: 'Date of birth is required',
  notValid: 'This date of birth is not valid',
  noMatch: 'This date does not match our records',
} as const;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (1-12). Without a year February allows 29, since the year may be a leap one. */
export function daysInMonth(month: number, year?: number): number {
  if (month === 2) return year === undefined || isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** What a keystroke may leave in a field: digits only, at most the field's length. */
export function sanitizePart(part: DatePart, value: string): string {
  return value.replace(/\D/g, '').slice(0, DATE_PART_LENGTH[part]);
}

/** Pads a 1-digit day or month to 2 digits on blur ("3" becomes "03"); "0" and "" stay as typed. */
export function padPart(part: DatePart, value: string): string {
  if (part === 'year' || value.length !== 1 || value === '0') return value;
  return value.padStart(2, '0');
}

/**
 * Whether focus moves on after this value: the field is full, or no further digit could make a
 * valid value (a day starting 4-9 can only be 04-09, a month starting 2-9 only 02-09).
 */
export function shouldAdvance(part: DatePart, value: string): boolean {
  if (value.length >= DATE_PART_LENGTH[part]) return true;
  if (value.length !== 1) return false;
  const digit = Number(value);
  if (part === 'day') return digit > 3;
  if (part === 'month') return digit > 1;
  return false;
}

function yearRange(limits: YearLimits, now: Date): { min: number; max: number } {
  const currentYear = now.getFullYear();
  if (limits.minYear !== undefined && limits.maxYear !== undefined) return { min: limits.minYear, max: limits.maxYear };
  // The spec's rule: with only maxYear, the year lies between the current year and maxYear.
  if (limits.maxYear !== undefined)
    return { min: Math.min(currentYear, limits.maxYear), max: Math.max(currentYear, limits.maxYear) };
  if (limits.minYear !== undefined) return { min: limits.minYear, max: 9999 };
  return { min: 1, max: 9999 };
}

/**
 * The value one arrow-key step up (+1) or down (-1) from the current one, wrapping inside the
 * field's range: days within the month (leap years handled), months 1-12, years within the limits.
 */
export function stepPart(
  part: DatePart,
  parts: DateParts,
  direction: 1 | -1,
  limits: YearLimits = {},
  now = new Date(),
): string {
  const current = Number(parts[part]);
  if (part === 'year') {
    const { min, max } = yearRange(limits, now);
    if (!parts.year) return String(direction === 1 ? min : max);
    const next = Math.min(Math.max(current + direction, min), max);
    return String(next).padStart(4, '0');
  }
  const max =
    part === 'month'
      ? 12
      : daysInMonth(Number(parts.month) || 1, parts.year.length === 4 ? Number(parts.year) : undefined);
  let next: number;
  if (!parts[part] || current < 1 || current > max) next = direction === 1 ? 1 : max;
  else next = ((current - 1 + direction + max) % max) + 1;
  return String(next).padStart(2, '0');
}

export type DateProblem = 'required' | 'invalid' | 'outOfRange';

export type DateCheck = { valid: true; iso: string } | { valid: false; problem: DateProblem };

/**
 * Checks a typed date. Empty is `required`; partial or impossible (31/02, 29/02 of a common year)
 * is the generic `invalid`; a real date whose year is outside the limits is `outOfRange`.
 */
export function checkDate(parts: DateParts, limits: YearLimits = {}, now = new Date()): DateCheck {
  const { day, month, year } = parts;
  if (!day && !month && !year) return { valid: false, problem: 'required' };
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year))
    return { valid: false, problem: 'invalid' };
  const d = Number(day);
  const m = Number(month);
  const y = Number(year);
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(m, y)) return { valid: false, problem: 'invalid' };
  const { min, max } = yearRange(limits, now);
  if (y < min || y > max) return { valid: false, problem: 'outOfRange' };
  return { valid: true, iso: `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}` };
}

/** The message for a problem, in the spec's words where it gives them. */
export function dateProblemMessage(problem: DateProblem): string {
  if (problem === 'required') return dateOfBirthStrings.required;
  if (problem === 'outOfRange') return dateOfBirthStrings.notValid;
  return dateOfBirthStrings.invalidDate;
}

/** The payload form the api takes: DD/MM/YYYY. */
export function toPayloadDate(parts: DateParts): string {
  return `${parts.day.padStart(2, '0')}/${parts.month.padStart(2, '0')}/${parts.year}`;
}

/** The query form of the reset route: DD-MM-YYYY. */
export function toQueryDate(parts: DateParts): string {
  return `${parts.day.padStart(2, '0')}-${parts.month.padStart(2, '0')}-${parts.year}`;
}

/** DD-MM-YYYY (a query) as the parts, or null when it is not in that form. */
export function fromQueryDate(value: string | null | undefined): DateParts | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value ?? '');
  return match ? { day: match[1]!, month: match[2]!, year: match[3]! } : null;
}

/** DD-MM-YYYY (query) to DD/MM/YYYY (payload); null when the query is not in that form. */
export function queryDateToPayload(value: string | null | undefined): string | null {
  const parts = fromQueryDate(value);
  return parts ? toPayloadDate(parts) : null;
}

/** DD/MM/YYYY (payload) to DD-MM-YYYY (query); null when it is not in that form. */
export function payloadDateToQuery(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}
