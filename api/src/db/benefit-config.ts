// How each kind of benefit is chosen and costed (docs/benefits.md "The catalogue"), as stored in
// benefits.config. Every amount is a whole number in its unit: pence, basis points (550 = 5.5 %)
// or days, so limits and steps compare exactly.

/** A value's limits in its unit; a null maximum is the spec's default bound (999999.9 in display units). */
export interface ValueLimits {
  minimum: number;
  maximum: number | null;
  step: number;
}

/** A detail an order asks for beside its value (bike model, retailer…), shown in the approvals table by its label. */
export interface DetailField {
  name: string;
  label: string;
  type: 'text' | 'boolean';
  required: boolean;
}

export interface CoverLevel {
  value: string;
  label: string;
  /** Whom the level covers besides the employee. */
  covers: 'employee' | 'partner' | 'family';
  premiumPence: number;
  /**
   * Added to the premium for each active dependant the level covers (a 'family' level priced by
   * the family it covers); absent, the premium is flat.
   */
  perDependantPence?: number;
  /** What the employer pays of the premium a month. */
  employerPence: number;
}

/** A rate in pence a month per £1,000 of cover, for people aged `fromAge` and over (the highest band that fits applies). */
export interface AgeBandRate {
  fromAge: number;
  pencePerThousand: number;
}

/** An amount given as a multiple of salary, or as a fixed amount (whichever is set). */
export interface SalaryMultipleOrAmount {
  salaryMultiple?: number;
  amountPence?: number;
}

/** The beam calculation's parameters (spec: beam cost results, value and partner value limits). */
export interface BeamConfig {
  freeCover: SalaryMultipleOrAmount;
  /** The most cover that can be held: a multiple of salary, never above `capPence`. */
  maxCover: SalaryMultipleOrAmount & { capPence: number };
  stepPence: number;
  rates: AgeBandRate[];
  /** Cover on the partner's life, bought at the partner's age; null when the benefit offers none. */
  partner: { maxPence: number; stepPence: number } | null;
}

export type BenefitConfig =
  | { kind: 'order'; orderValue: ValueLimits; hireMonths: number; details: DetailField[] }
  | { kind: 'cover'; beam: BeamConfig }
  | { kind: 'level'; levels: CoverLevel[] }
  | { kind: 'percentage'; percentage: ValueLimits; employerMatch: { ratioBps: number; capBps: number } }
  | { kind: 'days'; days: ValueLimits; workingDaysPerYear: number }
  | { kind: 'voucher'; amount: ValueLimits }
  | { kind: 'info' };

export type BenefitKind = BenefitConfig['kind'];
