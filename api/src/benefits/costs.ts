// What a choice costs a month, by kind (docs/benefits.md "The catalogue"), in whole pence.
import type { BenefitConfig, CoverLevel } from '../db/benefit-config.js';
import { beamCostsOf } from './beam.js';
import type { Values } from './edit-fields.js';
import { divideRounded, type GrossCosts } from './pay.js';
import type { Person } from './person.js';

const numberOf = (value: unknown) => (typeof value === 'number' ? value : 0);

/** A level's monthly premium for this person: a family level grows with each active dependant. */
export function levelPremiumOf(level: CoverLevel, person: Person): number {
  if (!level.perDependantPence || level.covers !== 'family') return level.premiumPence;
  const dependants = person.family.filter((member) => member.relationship === 'dependant').length;
  return level.premiumPence + level.perDependantPence * dependants;
}

/** What the employee and the employer pay a month for a level: the employer's part is fixed. */
export function levelCostsOf(level: CoverLevel, person: Person): GrossCosts {
  const premium = levelPremiumOf(level, person);
  const employer = Math.min(level.employerPence, premium);
  return { employeeGross: premium - employer, employer };
}

/** The costs of values already checked against the benefit's edit fields. */
export function grossCostsOf(config: BenefitConfig, values: Values, person: Person): GrossCosts {
  const salary = person.annualSalaryPence;
  switch (config.kind) {
    case 'order':
      // The order is paid back over the hire period.
      return { employeeGross: divideRounded(numberOf(values.orderValue), config.hireMonths), employer: 0 };
    case 'cover':
      return beamCostsOf(config.beam, person, numberOf(values.cover), numberOf(values.partnerCover));
    case 'level': {
      const level = config.levels.find((option) => option.value === values.level);
      return level ? levelCostsOf(level, person) : { employeeGross: 0, employer: 0 };
    }
    case 'percentage': {
      const bps = numberOf(values.percentage);
      const matched = Math.min(bps, config.employerMatch.capBps);
      return {
        employeeGross: divideRounded(salary * bps, 10_000 * 12),
        employer: divideRounded(salary * matched * config.employerMatch.ratioBps, 10_000 * 10_000 * 12),
      };
    }
    case 'days':
      // A day's pay is the salary over the working days of a year; selling days is a negative cost.
      return {
        employeeGross: divideRounded(salary * numberOf(values.days), config.workingDaysPerYear * 12),
        employer: 0,
      };
    case 'voucher':
      return { employeeGross: numberOf(values.amount), employer: 0 };
    case 'info':
      return { employeeGross: 0, employer: 0 };
  }
}
