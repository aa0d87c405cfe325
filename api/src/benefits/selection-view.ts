// A selection as the benefit page shows it: its status in words, the
// choice in words (plan details), who it covers, its monthly costs and any call to action.
// Medical answers are never part of it.
import type { Selection } from '@portal/contract/benefits';
import type { BenefitConfig } from '../db/benefit-config.js';
import type { SelectionRow } from '../db/selections.js';
import { freeCoverOf } from './beam.js';
import { formatBasisPoints, formatDays, formatPence } from './display.js';
import { reapplyCta, statusLabels } from './labels.js';
import { monthlyCostsOf, type StoredCosts } from './pay.js';
import type { Person } from './person.js';

type PlanDetail = Selection['planDetails'][number];

export const underwritingNote =
  'Your medical answers are with the insurer: cover above your free cover starts once they agree';

export function storedCostsOf(row: SelectionRow): StoredCosts {
  return {
    employeeGross: row.employeeMonthlyPence,
    employer: row.employerMonthlyPence,
    taxSaving: row.taxSavingMonthlyPence,
    niSaving: row.niSavingMonthlyPence,
  };
}

export function planDetailsOf(config: BenefitConfig, values: SelectionRow['values'], person: Person): PlanDetail[] {
  const amount = (name: string) => (typeof values[name] === 'number' ? (values[name] as number) : 0);
  switch (config.kind) {
    case 'order':
      return [
        { label: 'Order value', value: formatPence(amount('orderValue')) },
        { label: 'Repayment period', value: `${config.hireMonths} months` },
        ...config.details.flatMap((detail) => {
          const value = values[detail.name];
          if (value === undefined) return [];
          return [{ label: detail.label, value: typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value) }];
        }),
      ];
    case 'cover':
      return [
        { label: 'Cover amount', value: formatPence(amount('cover')) },
        { label: 'Free cover', value: formatPence(freeCoverOf(config.beam, person)) },
        ...(amount('partnerCover') > 0 ? [{ label: 'Partner cover', value: formatPence(amount('partnerCover')) }] : []),
      ];
    case 'level': {
      const level = config.levels.find((option) => option.value === values.level);
      return level ? [{ label: 'Cover level', value: level.label }] : [];
    }
    case 'percentage':
      return [{ label: 'Your contribution', value: `${formatBasisPoints(amount('percentage'))} of salary` }];
    case 'days': {
      const days = amount('days');
      return [{ label: days < 0 ? 'Days sold' : 'Days bought', value: formatDays(Math.abs(days)) }];
    }
    case 'voucher':
      return [{ label: 'Monthly amount', value: formatPence(amount('amount')) }];
    case 'info':
      return [];
  }
}

function peopleCoveredOf(config: BenefitConfig, values: SelectionRow['values'], person: Person): string[] {
  const people = [person.name];
  if (config.kind === 'level') {
    const covers = config.levels.find((option) => option.value === values.level)?.covers;
    if (covers === 'partner' && person.partner) people.push(person.partner.name);
    if (covers === 'family') people.push(...person.family.map((member) => member.name));
  }
  if (config.kind === 'cover' && typeof values.partnerCover === 'number' && values.partnerCover > 0 && person.partner)
    people.push(person.partner.name);
  return people;
}

export function selectionAnswerOf(config: BenefitConfig, row: SelectionRow, person: Person): Selection {
  const reapply = row.status === 'declined' || row.status === 'opted-out';
  const planDetails = planDetailsOf(config, row.values, person);
  if (row.status === 'pending' && row.underwritingRequired)
    planDetails.push({ label: 'Underwriting', value: underwritingNote });
  return {
    selectionId: row.id,
    benefitId: row.benefitId,
    status: row.status,
    statusLabel: statusLabels[row.status],
    values: row.values,
    planDetails,
    peopleCovered: peopleCoveredOf(config, row.values, person),
    costsSummaryForMonthlyCostSection: monthlyCostsOf(storedCostsOf(row)),
    cta: reapply ? { ...reapplyCta } : null,
    startDate: row.startDate,
    endDate: row.endDate,
    acceptedTermsVersion: row.acceptedTermsVersion,
    rejectionReason: row.status === 'declined' ? row.rejectionReason : null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
