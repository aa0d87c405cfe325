// One line per budget, the same shape in every bench: `name: measured vs budget PASS|FAIL`.
// Each verdict is also kept, so that `npm run bench` can end with the ones that failed.

export type Budget = { atMost: number } | { below: number } | { atLeast: number } | { equals: number };

export interface Verdict {
  name: string;
  measured: string;
  budget: string;
  pass: boolean;
}

const given: Verdict[] = [];

function judge(measured: number, budget: Budget): boolean {
  if ('atMost' in budget) return measured <= budget.atMost;
  if ('below' in budget) return measured < budget.below;
  if ('atLeast' in budget) return measured >= budget.atLeast;
  return measured === budget.equals;
}

function bound(budget: Budget): [string, number] {
  if ('atMost' in budget) return ['≤', budget.atMost];
  if ('below' in budget) return ['<', budget.below];
  if ('atLeast' in budget) return ['≥', budget.atLeast];
  return ['=', budget.equals];
}

/**
 * Prints `  name: 0.42 vs ≤ 0.2 FAIL` (with the unit after both numbers when given) and returns
 * whether the budget is met. `digits` is how many decimals the measured figure shows (2).
 */
export function verdict(
  name: string,
  measured: number,
  budget: Budget,
  options: { unit?: string; digits?: number; indent?: string } = {},
): boolean {
  const unit = options.unit ? ` ${options.unit}` : '';
  const pass = Number.isFinite(measured) && judge(measured, budget);
  const [sign, limit] = bound(budget);
  const line: Verdict = {
    name,
    measured: `${measured.toFixed(options.digits ?? 2)}${unit}`,
    budget: `${sign} ${limit}${unit}`,
    pass,
  };
  given.push(line);
  console.log(`${options.indent ?? '  '}${line.name}: ${line.measured} vs ${line.budget} ${pass ? 'PASS' : 'FAIL'}`);
  return pass;
}

/** A budget that is a yes or no (the same number of api calls, the totals read from one row). */
export function check(name: string, pass: boolean, what: string, options: { indent?: string } = {}): boolean {
  const line: Verdict = { name, measured: what, budget: 'as required', pass };
  given.push(line);
  console.log(`${options.indent ?? '  '}${name}: ${what} ${pass ? 'PASS' : 'FAIL'}`);
  return pass;
}

/** Every verdict printed so far in this process. */
export function verdicts(): readonly Verdict[] {
  return given;
}
