// The edit fields of a benefit for one person (spec: name, minimum, maximum, stepSize,
// validationMessage) and the check of the values sent for them: every limit and step exact, in
// whole pence, basis points or days, with messages in the units a person reads.
import type { EditField } from '@portal/contract/benefits';
import { requiredMessage } from '@portal/contract/fields';
import type { BenefitConfig, ValueLimits } from '../db/benefit-config.js';
import { coverLimits, type Limits, partnerLimits } from './beam.js';
import { levelCostsOf } from './costs.js';
import { formatBasisPoints, formatPence } from './display.js';
import type { Person } from './person.js';

export type Values = Record<string, string | number | boolean>;

/** The spec's default upper bound of 999999.9, in whole units of each kind. */
const defaultMaximum: Record<EditField['type'], number> = {
  amount: 99_999_990,
  percentage: 99_999_990,
  days: 999_999,
  level: 0,
  text: 0,
  boolean: 0,
};

export const notPartOfBenefitMessage = 'This field is not part of this benefit';
export const chooseLevelMessage = 'Please choose a cover level';

function display(type: EditField['type'], value: number): string {
  if (type === 'amount') return formatPence(value);
  if (type === 'percentage') return formatBasisPoints(value);
  return String(value);
}

export function rangeMessage(type: EditField['type'], min: number, max: number): string {
  return `Please enter a value between ${display(type, min)} and ${display(type, max)}`;
}

export function stepMessage(type: EditField['type'], step: number): string {
  return `Please enter a value in steps of ${display(type, step)}`;
}

function numberField(
  name: string,
  label: string,
  type: 'amount' | 'percentage' | 'days',
  limits: ValueLimits | Limits,
  required = true,
): EditField {
  const minimum = 'minimum' in limits ? limits.minimum : limits.min;
  const maximum = 'maximum' in limits ? limits.maximum : limits.max;
  return {
    name,
    label,
    type,
    minimum,
    maximum,
    stepSize: limits.step,
    validationMessage: rangeMessage(type, minimum, maximum ?? defaultMaximum[type]),
    required,
    options: [],
  };
}

export function editFieldsOf(config: BenefitConfig, person: Person): EditField[] {
  switch (config.kind) {
    case 'order':
      return [
        numberField('orderValue', 'Order value', 'amount', config.orderValue),
        ...config.details.map((detail) => ({
          name: detail.name,
          label: detail.label,
          type: detail.type,
          minimum: null,
          maximum: null,
          stepSize: null,
          validationMessage: detail.required ? requiredMessage : null,
          required: detail.required,
          options: [],
        })),
      ];
    case 'cover': {
      const partner = partnerLimits(config.beam, person);
      return [
        numberField('cover', 'Cover amount', 'amount', coverLimits(config.beam, person)),
        ...(partner ? [numberField('partnerCover', 'Partner cover', 'amount', partner, false)] : []),
      ];
    }
    case 'level':
      return [
        {
          name: 'level',
          label: 'Cover level',
          type: 'level',
          minimum: null,
          maximum: null,
          stepSize: null,
          validationMessage: chooseLevelMessage,
          required: true,
          options: config.levels.map((level) => ({
            value: level.value,
            label: level.label,
            monthlyCost: levelCostsOf(level, person).employeeGross,
          })),
        },
      ];
    case 'percentage':
      return [numberField('percentage', 'Your contribution', 'percentage', config.percentage)];
    case 'days':
      return [numberField('days', 'Days to buy (or sell, below 0)', 'days', config.days)];
    case 'voucher':
      return [numberField('amount', 'Monthly amount', 'amount', config.amount)];
    case 'info':
      return [];
  }
}

function checkNumber(field: EditField, value: unknown): string | null {
  const max = field.maximum ?? defaultMaximum[field.type];
  const min = field.minimum ?? 0;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    return rangeMessage(field.type, min, max);
  if (field.stepSize && (value - min) % field.stepSize !== 0) return stepMessage(field.type, field.stepSize);
  return null;
}

function checkField(field: EditField, value: unknown): string | null {
  if (value === undefined || (typeof value === 'string' && value.trim() === ''))
    return field.required ? requiredMessage : null;
  switch (field.type) {
    case 'level':
      return typeof value === 'string' && field.options.some((option) => option.value === value)
        ? null
        : chooseLevelMessage;
    case 'text':
      return typeof value === 'string' ? null : requiredMessage;
    case 'boolean':
      return typeof value === 'boolean' ? null : requiredMessage;
    default:
      return checkNumber(field, value);
  }
}

/**
 * The values kept (trimmed, optional ones left out when empty) or the errors by field, keyed
 * `values.<name>` as the body names them.
 */
export function checkValues(fields: EditField[], values: Values): { values: Values; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const kept: Values = {};
  for (const name of Object.keys(values)) {
    if (!fields.some((field) => field.name === name)) errors[`values.${name}`] = [notPartOfBenefitMessage];
  }
  for (const field of fields) {
    const value = values[field.name];
    const message = checkField(field, value);
    if (message) errors[`values.${field.name}`] = [message];
    else if (value !== undefined && !(typeof value === 'string' && value.trim() === ''))
      kept[field.name] = typeof value === 'string' ? value.trim() : value;
  }
  return { values: kept, errors };
}
