// The beam cost calculation for cover benefits (docs/benefits.md): free cover as a multiple of
// salary or an amount, extra cover in steps up to a capped multiple, priced per £1,000 above the
// free cover at the rate of the person's age band; partner cover at the partner's age.
import type { AgeBandRate, BeamConfig, SalaryMultipleOrAmount } from '../db/benefit-config.js';
import { divideRounded, type GrossCosts } from './pay.js';
import type { Person } from './person.js';

export interface Limits {
  min: number;
  max: number;
  step: number;
}

const perThousand = 100_000;

function amountOf(rule: SalaryMultipleOrAmount, salary: number): number {
  return rule.amountPence ?? salary * (rule.salaryMultiple ?? 0);
}

export function freeCoverOf(beam: BeamConfig, person: Person): number {
  return amountOf(beam.freeCover, person.annualSalaryPence);
}

/** From the free cover up to the cap, the top rounded down onto a step so it can be chosen. */
export function coverLimits(beam: BeamConfig, person: Person): Limits {
  const min = freeCoverOf(beam, person);
  const cap = Math.max(min, Math.min(amountOf(beam.maxCover, person.annualSalaryPence), beam.maxCover.capPence));
  return { min, max: min + Math.floor((cap - min) / beam.stepPence) * beam.stepPence, step: beam.stepPence };
}

/** Partner cover needs both the benefit's offer and a partner in the family details. */
export function partnerLimits(beam: BeamConfig, person: Person): Limits | null {
  if (!beam.partner || !person.partner) return null;
  return { min: 0, max: beam.partner.maxPence, step: beam.partner.stepPence };
}

/** The highest band the age reaches; an unknown age pays the highest band's rate. */
export function rateFor(rates: AgeBandRate[], age: number | null): number {
  const sorted = [...rates].sort((a, b) => a.fromAge - b.fromAge);
  const band = age === null ? sorted.at(-1) : sorted.filter((rate) => rate.fromAge <= age).at(-1);
  return band?.pencePerThousand ?? 0;
}

/** The employer pays for the free cover; the employee for the cover above it and for partner cover. */
export function beamCostsOf(beam: BeamConfig, person: Person, cover: number, partnerCover: number): GrossCosts {
  const free = freeCoverOf(beam, person);
  const rate = rateFor(beam.rates, person.age);
  const partnerRate = person.partner ? rateFor(beam.rates, person.partner.age) : 0;
  return {
    employeeGross:
      divideRounded(Math.max(0, cover - free) * rate, perThousand) +
      divideRounded(partnerCover * partnerRate, perThousand),
    employer: divideRounded(free * rate, perThousand),
  };
}
