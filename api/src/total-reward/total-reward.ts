// Total reward (docs/benefits.md): what the package is worth by year or by month, by category.
// A benefit is worth what the employer pays towards it plus the tax and NI its salary sacrifice
// saves; only selections in force (active, approved) count. The costs are the ones stored on each
// selection when it was made, so this page and My benefits agree to the penny.
import type { z } from 'zod';
import type { overviewModes, rewardCategories, totalRewardCard, totalRewardPage } from '@portal/contract/total-reward';
import { and, eq, inArray } from 'drizzle-orm';
import type { User } from '../auth/authentication.js';
import type { Database } from '../db/client.js';
import { clientOf } from '../db/clients.js';
import { benefits } from '../db/schema-benefits.js';
import { latestSelections } from '../db/selections.js';

type Mode = (typeof overviewModes)[number];
type RewardCategory = (typeof rewardCategories)[number];
type PageAnswer = z.input<(typeof totalRewardPage.responses)[200]>;
type CardAnswer = z.input<(typeof totalRewardCard.responses)[200]>;

const categoryLabels: Record<RewardCategory, string> = {
  salary: 'Salary',
  pension: 'Pension',
  insurance: 'Insurance',
  lifestyle: 'Lifestyle',
};

/** The benefit categories folded into the four of total reward. */
const rewardCategoryOf: Record<(typeof benefits.$inferSelect)['category'], RewardCategory> = {
  pension: 'pension',
  insurance: 'insurance',
  health: 'insurance',
  lifestyle: 'lifestyle',
  wellbeing: 'lifestyle',
  family: 'lifestyle',
  'time-off': 'lifestyle',
};

interface Held {
  benefitId: number;
  title: string;
  category: RewardCategory;
  /** Monthly pence. */
  employerValue: number;
  employeeGross: number;
  employeeNet: number;
  employer: number;
}

async function heldBenefits(db: Database, user: User): Promise<{ schemeYear: number; held: Held[] }> {
  const client = await clientOf(db, user);
  if (!client) return { schemeYear: new Date().getUTCFullYear(), held: [] };
  const selections = [...(await latestSelections(db, user.id, client.schemeYear)).values()].filter(
    (row) => row.status === 'active' || row.status === 'approved',
  );
  if (selections.length === 0) return { schemeYear: client.schemeYear, held: [] };
  const rows = await db
    .select({ id: benefits.id, name: benefits.name, category: benefits.category })
    .from(benefits)
    .where(
      and(
        eq(benefits.clientId, client.id),
        inArray(
          benefits.id,
          selections.map((row) => row.benefitId),
        ),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const held = selections.flatMap((row) => {
    const benefit = byId.get(row.benefitId);
    if (!benefit) return [];
    const savings = row.taxSavingMonthlyPence + row.niSavingMonthlyPence;
    return [
      {
        benefitId: benefit.id,
        title: benefit.name,
        category: rewardCategoryOf[benefit.category],
        employerValue: row.employerMonthlyPence + savings,
        employeeGross: row.employeeMonthlyPence,
        employeeNet: row.employeeMonthlyPence - savings,
        employer: row.employerMonthlyPence,
      },
    ];
  });
  return { schemeYear: client.schemeYear, held: held.sort((a, b) => a.title.localeCompare(b.title)) };
}

/** A year's salary as a month, rounded half up in whole pence. */
function monthlySalary(annualPence: number): number {
  return Math.floor((annualPence * 2 + 12) / 24);
}

export async function totalRewardPageOf(db: Database, user: User, mode: Mode): Promise<PageAnswer> {
  const { schemeYear, held } = await heldBenefits(db, user);
  const times = mode === 'year' ? 12 : 1;
  const salary = mode === 'year' ? user.annualSalaryPence : monthlySalary(user.annualSalaryPence);
  const values: Record<RewardCategory, number> = { salary, pension: 0, insurance: 0, lifestyle: 0 };
  for (const benefit of held) values[benefit.category] += benefit.employerValue * times;
  const sum = (of: (benefit: Held) => number) => held.reduce((total, benefit) => total + of(benefit), 0) * times;
  return {
    schemeYear,
    mode,
    total: values.salary + values.pension + values.insurance + values.lifestyle,
    categories: (Object.keys(categoryLabels) as RewardCategory[]).map((category) => ({
      category,
      label: categoryLabels[category],
      value: values[category],
    })),
    benefits: held.map((benefit) => ({
      benefitId: benefit.benefitId,
      title: benefit.title,
      category: benefit.category,
      employerValue: benefit.employerValue * times,
      employeeCost: benefit.employeeGross * times,
    })),
    costs: {
      employeeGross: sum((benefit) => benefit.employeeGross),
      employeeNet: sum((benefit) => benefit.employeeNet),
      employer: sum((benefit) => benefit.employer),
    },
  };
}

export async function totalRewardCardOf(db: Database, user: User): Promise<CardAnswer> {
  const page = await totalRewardPageOf(db, user, 'year');
  return { schemeYear: page.schemeYear, totalAnnual: page.total, employerAnnual: page.costs.employer };
}
