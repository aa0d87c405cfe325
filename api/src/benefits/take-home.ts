// A month's take-home pay, worked out as a payslip would from the annual salary: salary sacrifice
// comes off gross pay first, income tax and employee's National Insurance are charged on what is
// left, then benefits paid out of net pay come off. An estimate (docs/basket.md "Take-home pay"):
// the 2026/27 rates for England, Wales and Northern Ireland, tax code 1257L, no student loan, no
// other deductions, the year's tax and NI spread evenly over twelve months.
import type { TakeHomePay } from '@portal/contract/basket';
import { divideRounded } from './pay.js';

// Annual pence.
const personalAllowance = 1_257_000;
/** The personal allowance shrinks by £1 for every £2 of income above this. */
const allowanceTaperFrom = 10_000_000;
const basicRateBand = 3_770_000;
const additionalRateFrom = 12_514_000;
const niPrimaryThreshold = 1_257_000;
const niUpperEarningsLimit = 5_027_000;

const rates = { basic: 2000, higher: 4000, additional: 4500, niMain: 800, niUpper: 200 } as const;

/** n pence × bps basis points, in hundredths of a penny, exactly (summed before rounding once). */
const part = (pence: number, bps: number) => Math.max(0, pence) * bps;

/** Income tax for a year, in pence, on an annual income (after salary sacrifice). */
export function annualIncomeTax(income: number): number {
  const allowance = Math.max(0, personalAllowance - Math.floor(Math.max(0, income - allowanceTaperFrom) / 2));
  const taxable = Math.max(0, income - allowance);
  const basic = Math.min(taxable, basicRateBand);
  const higher = Math.min(taxable, additionalRateFrom) - basic;
  const additional = Math.max(0, taxable - additionalRateFrom);
  return divideRounded(
    part(basic, rates.basic) + part(higher, rates.higher) + part(additional, rates.additional),
    10_000,
  );
}

/** Employee's Class 1 National Insurance for a year, in pence. */
export function annualNationalInsurance(income: number): number {
  const main = Math.min(income, niUpperEarningsLimit) - niPrimaryThreshold;
  const upper = income - niUpperEarningsLimit;
  return divideRounded(part(main, rates.niMain) + part(upper, rates.niUpper), 10_000);
}

export interface MonthlyDeductions {
  /** What salary-sacrifice benefits take off gross pay a month. */
  salarySacrifice: number;
  /** What benefits paid out of net pay take a month. */
  afterTax: number;
}

export function monthlyTakeHome(annualSalaryPence: number, deductions: MonthlyDeductions): TakeHomePay {
  const grossPay = divideRounded(annualSalaryPence, 12);
  const salarySacrifice = Math.min(deductions.salarySacrifice, grossPay);
  const income = annualSalaryPence - salarySacrifice * 12;
  const incomeTax = divideRounded(annualIncomeTax(income), 12);
  const nationalInsurance = divideRounded(annualNationalInsurance(income), 12);
  const afterTaxDeductions = deductions.afterTax;
  return {
    grossPay,
    salarySacrifice,
    incomeTax,
    nationalInsurance,
    afterTaxDeductions,
    takeHome: grossPay - salarySacrifice - incomeTax - nationalInsurance - afterTaxDeductions,
  };
}
