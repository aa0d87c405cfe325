// Monthly costs in whole pence, and the estimate of the income tax and National Insurance a
// salary sacrifice saves, at the employee's marginal rates (docs/benefits.md "Costs").
import type { MonthlyCosts } from '@portal/contract/benefits';

/** n ÷ d rounded half away from zero, exactly, for whole n and positive whole d. */
export function divideRounded(n: number, d: number): number {
  const magnitude = Math.floor((Math.abs(n) * 2 + d) / (2 * d));
  return n < 0 ? -magnitude : magnitude;
}

export function applyBasisPoints(pence: number, bps: number): number {
  return divideRounded(pence * bps, 10_000);
}

// 2026/27 bands, annual pence: no tax or NI below the personal allowance / primary threshold.
const personalAllowance = 1_257_000;
const basicRateLimit = 5_027_000;
const higherRateLimit = 12_514_000;

/** The rates that apply to the top pound of a salary, in basis points. */
export function marginalRates(annualSalaryPence: number): { taxBps: number; niBps: number } {
  if (annualSalaryPence <= personalAllowance) return { taxBps: 0, niBps: 0 };
  if (annualSalaryPence <= basicRateLimit) return { taxBps: 2000, niBps: 800 };
  if (annualSalaryPence <= higherRateLimit) return { taxBps: 4000, niBps: 200 };
  return { taxBps: 4500, niBps: 200 };
}

/** What a selection costs a month before any saving: the employee's part and the employer's. */
export interface GrossCosts {
  employeeGross: number;
  employer: number;
}

export interface StoredCosts extends GrossCosts {
  taxSaving: number;
  niSaving: number;
}

/** Adds the tax and NI saved when the benefit is paid for out of gross pay. */
export function withSavings(costs: GrossCosts, salarySacrifice: boolean, annualSalaryPence: number): StoredCosts {
  if (!salarySacrifice) return { ...costs, taxSaving: 0, niSaving: 0 };
  const { taxBps, niBps } = marginalRates(annualSalaryPence);
  return {
    ...costs,
    taxSaving: applyBasisPoints(costs.employeeGross, taxBps),
    niSaving: applyBasisPoints(costs.employeeGross, niBps),
  };
}

export function monthlyCostsOf(costs: StoredCosts): MonthlyCosts {
  return {
    employeeGross: costs.employeeGross,
    employeeNet: costs.employeeGross - costs.taxSaving - costs.niSaving,
    taxSaving: costs.taxSaving,
    niSaving: costs.niSaving,
    employer: costs.employer,
  };
}

export const noCosts: StoredCosts = { employeeGross: 0, employer: 0, taxSaving: 0, niSaving: 0 };

export function addCosts(a: StoredCosts, b: StoredCosts): StoredCosts {
  return {
    employeeGross: a.employeeGross + b.employeeGross,
    employer: a.employer + b.employer,
    taxSaving: a.taxSaving + b.taxSaving,
    niSaving: a.niSaving + b.niSaving,
  };
}
