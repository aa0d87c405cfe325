// Compare: two to four options of a benefit with levels or amounts, side by side, each with what
// it covers, its monthly cost before and after tax and NI, and the employer's part; the person's
// current choice is marked. Levels are the benefit's own (at most four); a cover is compared at
// steps of salary from the free cover; a pension at the minimum, the employer's match and above.
// Other kinds (an order, vouchers, days) have no options to set side by side.
import type { CompareOption } from '@portal/contract/benefits';
import type { BenefitConfig, CoverLevel } from '../db/benefit-config.js';
import { coverLimits, freeCoverOf } from './beam.js';
import { grossCostsOf } from './costs.js';
import { formatBasisPoints, formatPence } from './display.js';
import type { Values } from './edit-fields.js';
import { monthlyCostsOf, withSavings } from './pay.js';
import type { Person } from './person.js';

const coversWords: Record<CoverLevel['covers'], string> = {
  employee: 'You',
  partner: 'You and your partner',
  family: 'You, your partner and your children',
};

interface Option {
  label: string;
  covers: string;
  values: Values;
}

function onStep(value: number, min: number, max: number, step: number): number {
  const clamped = Math.max(min, Math.min(max, value));
  return min + Math.floor((clamped - min) / step) * step;
}

/** Distinct options in order, at most four. */
function firstFour(options: Option[]): Option[] {
  const seen = new Set<string>();
  return options
    .filter((option) => {
      const key = JSON.stringify(option.values);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, 4);
}

function optionsOf(config: BenefitConfig, person: Person, current: Values | null): Option[] {
  switch (config.kind) {
    case 'level': {
      // Plans for the employee alone differ by their level, not by whom they cover.
      const byWhom = new Set(config.levels.map((level) => level.covers)).size > 1;
      return config.levels.slice(0, 4).map((level) => ({
        label: level.label,
        covers: byWhom ? coversWords[level.covers] : `${level.label} plan`,
        values: { level: level.value },
      }));
    }
    case 'cover': {
      const limits = coverLimits(config.beam, person);
      const free = freeCoverOf(config.beam, person);
      const salary = person.annualSalaryPence;
      const partnerCover = typeof current?.partnerCover === 'number' && person.partner ? current.partnerCover : null;
      const amounts = [
        free,
        ...[3, 4, 6].map((multiple) => onStep(salary * multiple, limits.min, limits.max, limits.step)),
      ];
      return firstFour(
        amounts
          .filter((amount) => amount >= free)
          .map((amount): Option => ({
            label: `${formatPence(amount)} of cover`,
            covers:
              amount === free
                ? 'Your free cover'
                : salary > 0 && amount % salary === 0
                  ? `${amount / salary} times your salary`
                  : `${formatPence(amount - free)} above your free cover`,
            values: partnerCover === null ? { cover: amount } : { cover: amount, partnerCover },
          })),
      );
    }
    case 'percentage': {
      const { minimum, maximum, step } = config.percentage;
      const top = maximum ?? minimum;
      const match = config.employerMatch.capBps;
      const steps = [minimum, match, match + 250, top].map((bps) => onStep(bps, minimum, top, step));
      return firstFour(
        [...new Set(steps)]
          .sort((a, b) => a - b)
          .map((bps) => ({
            label: `${formatBasisPoints(bps)} of your salary`,
            covers: bps >= match ? 'Your employer matches the most it can' : 'Your employer matches it all',
            values: { percentage: bps },
          })),
      );
    }
    default:
      return [];
  }
}

/** Whether an option is the current selection's choice (partner cover aside). */
function isCurrent(option: Option, current: Values | null): boolean {
  if (!current) return false;
  return Object.entries(option.values).every(([name, value]) => name === 'partnerCover' || current[name] === value);
}

export function compareOptionsOf(
  config: BenefitConfig,
  salarySacrifice: boolean,
  person: Person,
  current: Values | null,
): CompareOption[] {
  const options = optionsOf(config, person, current);
  if (options.length < 2) return [];
  return options.map((option) => ({
    label: option.label,
    covers: option.covers,
    values: Object.entries(option.values).map(([name, value]) => ({ name, value: String(value) })),
    costs: monthlyCostsOf(
      withSavings(grossCostsOf(config, option.values, person), salarySacrifice, person.annualSalaryPence),
    ),
    current: isCurrent(option, current),
  }));
}
