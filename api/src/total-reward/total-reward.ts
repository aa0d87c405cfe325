// Total reward (docs/benefits.md): what the package is worth by year or by month, by category.
// A benefit is worth what the employer pays towards it plus the tax and NI its salary sacrifice
// saves; only selections in force (active, approved) count, on this page as in My benefits'
// running total. The costs are the ones stored on each selection when it was made, so this page
// and My benefits agree to the penny, and a benefit counts under its own category, the one My
// benefits shows.
import type { z } from 'zod';
import { benefitCategoryLabels } from '@portal/contract/benefits';
import type {
  employerContributionKinds,
  overviewModes,
  rewardCategories,
  totalRewardCard,
  totalRewardPage,
  totalRewardStatement,
} from '@portal/contract/total-reward';
import { and, eq, inArray } from 'drizzle-orm';
import type { User } from '../auth/authentication.js';
import type { Database } from '../db/client.js';
import { clientOf } from '../db/clients.js';
import { benefits } from '../db/schema-benefits.js';
import { latestSelections } from '../db/selections.js';

type Mode = (typeof overviewModes)[number];
type RewardCategory = (typeof rewardCategories)[number];
type BenefitRow = typeof benefits.$inferSelect;
type PageAnswer = z.input<(typeof totalRewardPage.responses)[200]>;
type CardAnswer = z.input<(typeof totalRewardCard.responses)[200]>;
type StatementAnswer = z.input<(typeof totalRewardStatement.responses)[200]>;
type ContributionKind = (typeof employerContributionKinds)[number];

const categoryLabels: Record<RewardCategory, string> = { salary: 'Salary', ...benefitCategoryLabels };

interface Held {
  benefitId: number;
  slug: string;
  title: string;
  category: BenefitRow['category'];
  kind: BenefitRow['kind'];
  /** Monthly pence. */
  employerValue: number;
  employeeGross: number;
  employeeNet: number;
  employer: number;
  savings: number;
}

/** The person's selections in force in a scheme year, with their benefits, by title. */
async function heldIn(db: Database, user: User, clientId: number, schemeYear: number): Promise<Held[]> {
  const selections = [...(await latestSelections(db, user.id, schemeYear)).values()].filter(
    (row) => row.status === 'active' || row.status === 'approved',
  );
  if (selections.length === 0) return [];
  const rows = await db
    .select({
      id: benefits.id,
      slug: benefits.slug,
      name: benefits.name,
      category: benefits.category,
      kind: benefits.kind,
    })
    .from(benefits)
    .where(
      and(
        eq(benefits.clientId, clientId),
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
        slug: benefit.slug,
        title: benefit.name,
        category: benefit.category,
        kind: benefit.kind,
        employerValue: row.employerMonthlyPence + savings,
        employeeGross: row.employeeMonthlyPence,
        employeeNet: row.employeeMonthlyPence - savings,
        employer: row.employerMonthlyPence,
        savings,
      },
    ];
  });
  return held.sort((a, b) => a.title.localeCompare(b.title));
}

async function heldBenefits(db: Database, user: User): Promise<{ schemeYear: number; held: Held[] }> {
  const client = await clientOf(db, user);
  if (!client) return { schemeYear: new Date().getUTCFullYear(), held: [] };
  return { schemeYear: client.schemeYear, held: await heldIn(db, user, client.id, client.schemeYear) };
}

/** A year's salary as a month, rounded half up in whole pence. */
function monthlySalary(annualPence: number): number {
  return Math.floor((annualPence * 2 + 12) / 24);
}

export async function totalRewardPageOf(db: Database, user: User, mode: Mode): Promise<PageAnswer> {
  const { schemeYear, held } = await heldBenefits(db, user);
  const times = mode === 'year' ? 12 : 1;
  const salary = mode === 'year' ? user.annualSalaryPence : monthlySalary(user.annualSalaryPence);
  const values = new Map<RewardCategory, number>([['salary', salary]]);
  for (const benefit of held)
    values.set(benefit.category, (values.get(benefit.category) ?? 0) + benefit.employerValue * times);
  const sum = (of: (benefit: Held) => number) => held.reduce((total, benefit) => total + of(benefit), 0) * times;
  return {
    schemeYear,
    mode,
    total: [...values.values()].reduce((total, value) => total + value, 0),
    // Salary, then each category that holds a benefit, in My benefits' order of categories.
    categories: (Object.keys(categoryLabels) as RewardCategory[])
      .filter((category) => values.has(category))
      .map((category) => ({ category, label: categoryLabels[category], value: values.get(category)! })),
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

/**
 * What the employer's money towards a benefit is: a pension contribution, an insurer's premium, or
 * other. A benefit the employer pays nothing towards is listed for the tax and NI its salary
 * sacrifice saves, and says so rather than "paid by your employer" over £0.00.
 */
function contributionOf(benefit: Held): { kind: ContributionKind; label: string } {
  if (benefit.category === 'pension') return { kind: 'pension-contribution', label: 'Employer pension contribution' };
  if (benefit.employer === 0) return { kind: 'other', label: 'Salary sacrifice: tax and NI saving only' };
  if (benefit.category === 'insurance' || benefit.category === 'health')
    return { kind: 'insurance-premium', label: 'Insurance premium paid by your employer' };
  return { kind: 'other', label: 'Paid by your employer' };
}

const yearOf = (benefit: Held) => ({
  employerValue: benefit.employerValue * 12,
  employeeCost: benefit.employeeGross * 12,
  employer: benefit.employer * 12,
});

/**
 * The total reward statement: each benefit in force this scheme year or the previous one, a year
 * of each, side by side (a benefit is the same one across years when its slug is), and the
 * employer's money this year benefit by benefit.
 */
export async function totalRewardStatementOf(db: Database, user: User): Promise<StatementAnswer> {
  const client = await clientOf(db, user);
  const schemeYear = client?.schemeYear ?? new Date().getUTCFullYear();
  const [current, previous] = client
    ? await Promise.all([
        heldIn(db, user, client.id, client.schemeYear),
        heldIn(db, user, client.id, client.schemeYear - 1),
      ])
    : [[], []];
  const previousBySlug = new Map(previous.map((benefit) => [benefit.slug, benefit]));
  const currentSlugs = new Set(current.map((benefit) => benefit.slug));
  const rows = [
    ...current.map((benefit) => ({ benefit, now: benefit, before: previousBySlug.get(benefit.slug) })),
    ...previous
      .filter((benefit) => !currentSlugs.has(benefit.slug))
      .map((benefit) => ({ benefit, now: undefined, before: benefit })),
  ].sort((a, b) => a.benefit.title.localeCompare(b.benefit.title));
  const totalOf = (held: Held[]) =>
    held.reduce(
      (total, benefit) => {
        const year = yearOf(benefit);
        return {
          employerValue: total.employerValue + year.employerValue,
          employeeCost: total.employeeCost + year.employeeCost,
          employer: total.employer + year.employer,
        };
      },
      { employerValue: 0, employeeCost: 0, employer: 0 },
    );
  const currentTotals = totalOf(current);
  return {
    schemeYear,
    previousSchemeYear: schemeYear - 1,
    salary: user.annualSalaryPence,
    benefits: rows.map(({ benefit, now, before }) => ({
      benefitId: benefit.benefitId,
      title: benefit.title,
      category: benefit.category,
      categoryLabel: benefitCategoryLabels[benefit.category],
      kind: benefit.kind,
      current: now ? yearOf(now) : null,
      previous: before ? yearOf(before) : null,
    })),
    employerContributions: current
      .filter((benefit) => benefit.employer > 0 || benefit.savings > 0)
      .map((benefit) => ({
        benefitId: benefit.benefitId,
        title: benefit.title,
        ...contributionOf(benefit),
        employer: benefit.employer * 12,
        savings: benefit.savings * 12,
      })),
    totals: { current: currentTotals, previous: previous.length > 0 ? totalOf(previous) : null },
    total: user.annualSalaryPence + currentTotals.employerValue,
  };
}
