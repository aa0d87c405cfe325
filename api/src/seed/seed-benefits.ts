// Inserts a demo catalogue with its terms, medical questions and relations, and makes selections
// whose stored costs are worked out by the benefits domain itself, as a real choice would be.
import { grossCostsOf } from '../benefits/costs.js';
import { todayInLondon } from '../benefits/display.js';
import type { Values } from '../benefits/edit-fields.js';
import { withSavings } from '../benefits/pay.js';
import { type FamilyMember, personOf } from '../benefits/person.js';
import { approvalFieldsOf } from '../benefits/selection-dates.js';
import type { User } from '../auth/authentication.js';
import type { Database } from '../db/client.js';
import { benefitMedicalQuestions, benefitRelations, benefits, benefitTerms } from '../db/schema-benefits.js';
import { selections } from '../db/schema-selections.js';
import type { BenefitSeed } from './seed-catalogue.js';

export type SeededBenefit = typeof benefits.$inferSelect;

/** When each terms version was published: version 2 came after the demo cast accepted version 1. */
const publishedOn = (version: number) => new Date(Date.UTC(2025, 11 + (version - 1) * 10, 1));

export async function insertCatalogue(
  db: Database,
  clientId: number,
  schemeYear: number,
  seeds: BenefitSeed[],
  order: string[] = [],
): Promise<Map<string, SeededBenefit>> {
  const rows = await db
    .insert(benefits)
    .values(
      seeds.map((seed) => ({
        clientId,
        schemeYear,
        name: seed.name,
        slug: seed.slug,
        groupCode: seed.groupCode,
        category: seed.category,
        kind: seed.config.kind,
        config: seed.config,
        summary: seed.summary,
        description: seed.description,
        providerName: seed.providerName ?? null,
        requiresApproval: seed.requiresApproval ?? false,
        salarySacrifice: seed.salarySacrifice ?? false,
        excludesProbation: seed.excludesProbation ?? false,
        employmentStatuses: seed.employmentStatuses ?? ['active'],
        closedToNewMembers: seed.closedToNewMembers ?? false,
        faqs: seed.faqs ?? [],
        claimSteps: seed.claimSteps ?? [],
        claimsEnabled: seed.claimsEnabled ?? false,
        position: order.includes(seed.slug) ? order.indexOf(seed.slug) + 1 : 100,
      })),
    )
    .returning();
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  const terms = seeds.flatMap((seed) =>
    (seed.terms ?? []).map((content, i) => ({
      benefitId: bySlug.get(seed.slug)!.id,
      version: i + 1,
      content,
      publishedAt: publishedOn(i + 1),
    })),
  );
  if (terms.length > 0) await db.insert(benefitTerms).values(terms);
  const questions = seeds.flatMap((seed) =>
    (seed.medicalQuestions ?? []).map((question, position) => ({
      benefitId: bySlug.get(seed.slug)!.id,
      position,
      ...question,
    })),
  );
  if (questions.length > 0) await db.insert(benefitMedicalQuestions).values(questions);
  const relations = seeds.flatMap((seed) =>
    (seed.related ?? []).flatMap((slug, position) =>
      bySlug.has(slug)
        ? [{ benefitId: bySlug.get(seed.slug)!.id, relatedBenefitId: bySlug.get(slug)!.id, position }]
        : [],
    ),
  );
  if (relations.length > 0) await db.insert(benefitRelations).values(relations);
  return bySlug;
}

export type SelectionSeed = Partial<typeof selections.$inferInsert> & {
  status: (typeof selections.$inferInsert)['status'];
};

/** A selection row for `values`, with the costs, approval columns and dates a real choice would get. */
export function selectionRow(
  benefit: SeededBenefit,
  user: User,
  family: FamilyMember[],
  values: Values,
  extra: SelectionSeed,
): typeof selections.$inferInsert {
  const person = personOf(user, family, todayInLondon());
  const costs = withSavings(
    grossCostsOf(benefit.config, values, person),
    benefit.salarySacrifice,
    user.annualSalaryPence,
  );
  return {
    userId: user.id,
    benefitId: benefit.id,
    schemeYear: benefit.schemeYear,
    values,
    ...approvalFieldsOf(benefit.config, values, person),
    employeeMonthlyPence: costs.employeeGross,
    employerMonthlyPence: costs.employer,
    taxSavingMonthlyPence: costs.taxSaving,
    niSavingMonthlyPence: costs.niSaving,
    startDate: `${benefit.schemeYear}-01-01`,
    endDate: `${benefit.schemeYear}-12-31`,
    createdAt: new Date(Date.UTC(benefit.schemeYear - 1, 11, 12)),
    ...extra,
  };
}

export interface GeneratedBenefitsOptions {
  clientId: number;
  schemeYear: number;
  count: number;
  /** Someone who holds an active selection of each (to measure lists with selections too). */
  selectedBy?: User;
}

/** Benefits for benchmarks: vouchers and levels in turn, each optionally selected by one person. */
export async function seedGeneratedBenefits(db: Database, options: GeneratedBenefitsOptions): Promise<SeededBenefit[]> {
  const seeds: BenefitSeed[] = Array.from({ length: options.count }, (_, i) => ({
    slug: `generated-${Date.now().toString(36)}-${i + 1}`,
    name: `Generated benefit ${i + 1}`,
    groupCode: `generated-${i + 1}`,
    category: i % 2 ? 'wellbeing' : 'lifestyle',
    summary: 'A benefit made for benchmarks.',
    description: '<p>Made for benchmarks.</p>',
    config:
      i % 2
        ? {
            kind: 'level',
            levels: [
              { value: 'standard', label: 'Standard', covers: 'employee', premiumPence: 1000 + i, employerPence: 500 },
            ],
          }
        : { kind: 'voucher', amount: { minimum: 100, maximum: 10000, step: 100 } },
  }));
  const rows = [...(await insertCatalogue(db, options.clientId, options.schemeYear, seeds)).values()];
  const person = options.selectedBy;
  if (person) {
    await db
      .insert(selections)
      .values(
        rows.map((row, i) =>
          selectionRow(row, person, [], i % 2 ? { level: 'standard' } : { amount: 1000 }, { status: 'active' }),
        ),
      );
  }
  return rows;
}
