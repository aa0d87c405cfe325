// The edit fields' values as a person types them and as the gateway takes them: money in whole
// pence, percentages in basis points, days whole. Text is parsed digit by digit into integers,
// never through a float, so £1,234.56 is exactly 123456 pence and every limit and step is checked
// exactly (docs/benefits.md, "Values").
import { formatMoney } from '../../../format/money';
import { setupStrings as S } from './strings';

export type EditFieldKind = 'AMOUNT' | 'PERCENTAGE' | 'DAYS' | 'LEVEL' | 'TEXT' | 'BOOLEAN';

export interface EditFieldSpec {
  readonly name: string;
  readonly type: EditFieldKind | string;
  readonly minimum: number | null | undefined;
  readonly maximum: number | null | undefined;
  readonly stepSize: number | null | undefined;
  readonly validationMessage: string | null | undefined;
  readonly required: boolean;
  readonly options: ReadonlyArray<{ readonly value: string }>;
}

type NumberKind = 'AMOUNT' | 'PERCENTAGE' | 'DAYS';

/** The spec's default upper bound, 999999.9, in each kind's whole units. */
export const DEFAULT_MAXIMUM: Record<NumberKind, number> = {
  AMOUNT: 99_999_990,
  PERCENTAGE: 99_999_990,
  DAYS: 999_999,
};

const isNumberKind = (type: string): type is NumberKind =>
  type === 'AMOUNT' || type === 'PERCENTAGE' || type === 'DAYS';

/** 550 → "5.5%": basis points shown without a float. */
export function formatBasisPoints(bps: number): string {
  const sign = bps < 0 ? '-' : '';
  const whole = Math.trunc(Math.abs(bps) / 100);
  const fraction = String(Math.abs(bps) % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}%`;
}

/** A value as the messages name it: £1,234.56, 5.5% or a number of days. */
export function displayValue(type: string, value: number): string {
  if (type === 'AMOUNT') return formatMoney(value);
  if (type === 'PERCENTAGE') return formatBasisPoints(value);
  return String(value);
}

/**
 * "12,345.67" → 1234567 for two decimal places: the whole part and the fraction as digits, so the
 * result is exact. Null when the text is not a number with at most two decimals.
 */
function hundredths(text: string): number | null {
  const match = /^(-?)(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -value : value;
}

/** The typed text as the field's whole units (pence, basis points, days), or null when it is not a number. */
export function parseNumber(type: NumberKind, text: string): number | null {
  const cleaned = text.trim().replace(/\s/g, '');
  if (type === 'AMOUNT') {
    // Commas only where en-GB puts them: "1,234" but not "12,34".
    const pounds = cleaned.replace(/^(-?)£/, '$1');
    if (!/^-?\d{1,3}(,\d{3})*(\.\d+)?$|^-?\d+(\.\d+)?$/.test(pounds)) return null;
    return hundredths(pounds.replace(/,/g, ''));
  }
  if (type === 'PERCENTAGE') return hundredths(cleaned.replace(/%$/, ''));
  return /^-?\d{1,9}$/.test(cleaned) ? Number(cleaned) : null;
}

/** A stored value (pence, basis points, days) as the field's input shows it: "180,000", "5.5", "3". */
export function textOf(type: string, stored: string): string {
  if (!isNumberKind(type) || !/^-?\d+$/.test(stored)) return stored;
  const value = Number(stored);
  if (type === 'DAYS') return stored;
  const sign = value < 0 ? '-' : '';
  const whole = Math.trunc(Math.abs(value) / 100);
  const rest = Math.abs(value) % 100;
  if (type === 'PERCENTAGE')
    return `${sign}${whole}${rest ? `.${String(rest).padStart(2, '0').replace(/0$/, '')}` : ''}`;
  return `${sign}${whole.toLocaleString('en-GB')}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

export interface Limits {
  min: number;
  max: number;
  step: number | null;
}

/** The field's limits, the spec's default maximum where none is set. */
export function limitsOf(field: EditFieldSpec): Limits | null {
  if (!isNumberKind(field.type)) return null;
  return { min: field.minimum ?? 0, max: field.maximum ?? DEFAULT_MAXIMUM[field.type], step: field.stepSize ?? null };
}

export function rangeMessage(type: string, { min, max }: Limits): string {
  return S.between(displayValue(type, min), displayValue(type, max));
}

/** "Between £120,000.00 and £480,000.00, in steps of £1,000.00." */
export function limitsHint(type: string, limits: Limits): string {
  return S.limits(
    displayValue(type, limits.min),
    displayValue(type, limits.max),
    limits.step ? displayValue(type, limits.step) : null,
  );
}

export type Checked = { ok: true; value: string | null } | { ok: false; error: string };

/**
 * One field's typed text checked as the api checks it: required, a number within its limits and
 * on its step (counted from the minimum), a level it offers. `value` is what is sent (null: left
 * out, an optional field left empty). `limits` overrides the field's own (the beam's, which are
 * the person's).
 */
export function checkField(field: EditFieldSpec, text: string, limits: Limits | null = limitsOf(field)): Checked {
  const trimmed = text.trim();
  if (field.type === 'BOOLEAN') return { ok: true, value: trimmed === 'true' ? 'true' : 'false' };
  if (trimmed === '') return field.required ? { ok: false, error: S.required } : { ok: true, value: null };
  if (field.type === 'LEVEL') {
    return field.options.some((option) => option.value === trimmed)
      ? { ok: true, value: trimmed }
      : { ok: false, error: field.validationMessage ?? S.chooseLevel };
  }
  if (!isNumberKind(field.type) || !limits) return { ok: true, value: trimmed };
  const value = parseNumber(field.type, trimmed);
  if (value === null || value < limits.min || value > limits.max)
    return { ok: false, error: rangeMessage(field.type, limits) };
  if (limits.step && (value - limits.min) % limits.step !== 0)
    return { ok: false, error: S.inSteps(displayValue(field.type, limits.step)) };
  return { ok: true, value: String(value) };
}

/** The number a valid text stands for (pence for a cover), or null: what the beam is asked about. */
export function validNumber(field: EditFieldSpec, text: string, limits?: Limits | null): number | null {
  const checked = checkField(field, text, limits ?? limitsOf(field));
  return checked.ok && checked.value !== null && isNumberKind(field.type) ? Number(checked.value) : null;
}
