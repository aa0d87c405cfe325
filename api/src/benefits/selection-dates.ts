// When a choice starts and ends, and what the approvals table shows of it.
import type { BenefitConfig } from '../db/benefit-config.js';
import type { Values } from './edit-fields.js';
import type { Person } from './person.js';
import { planDetailsOf } from './selection-view.js';

/** Payroll changes take effect on the 1st of next month, and never before the scheme year starts. */
export function firstPayrollDay(today: string, schemeYear: number): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  const yearStart = `${schemeYear}-01-01`;
  return next < yearStart ? yearStart : next;
}

/** An opt-out takes effect at the end of the current month. */
export function endOfMonth(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/**
 * The approvals table's columns: an order's value and details by their labels (as the employer
 * reads them), any other choice in the words of its plan details.
 */
export function approvalFieldsOf(
  config: BenefitConfig,
  values: Values,
  person: Person,
): { orderValuePence: number; fields: Record<string, string | number | boolean> } {
  if (config.kind === 'order') {
    const fields: Record<string, string | boolean> = {};
    for (const detail of config.details) {
      const value = values[detail.name];
      if (typeof value === 'string' || typeof value === 'boolean') fields[detail.label] = value;
    }
    return { orderValuePence: typeof values.orderValue === 'number' ? values.orderValue : 0, fields };
  }
  return {
    orderValuePence: 0,
    fields: Object.fromEntries(planDetailsOf(config, values, person).map((detail) => [detail.label, detail.value])),
  };
}
