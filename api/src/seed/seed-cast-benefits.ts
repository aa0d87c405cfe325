// The cast's benefits (README.md, "Demo accounts"): Alex Morgan holds a selection in every state,
// with statements for every group that takes money and two Health Cash Plan claims; Sam Patel and
// Jordan Lee have their own; the generated employees' orders await approval.
import { asc, eq, inArray } from 'drizzle-orm';
import type { User } from '../auth/authentication.js';
import type { Values } from '../benefits/edit-fields.js';
import type { FamilyMember } from '../benefits/person.js';
import type { Database } from '../db/client.js';
import { benefitMedicalQuestions, claims, receiptUploads } from '../db/schema-benefits.js';
import { users } from '../db/schema-people.js';
import { selections, statements } from '../db/schema-selections.js';
import type { SecretBox } from '../secrets/secret-box.js';
import { type SeededBenefit, selectionRow } from './seed-benefits.js';

export interface CastBenefitsContext {
  acme: Map<string, SeededBenefit>;
  people: { alex: User; sam: User; jordan: User };
  alexFamily: FamilyMember[];
  /** Generated Acme employees, in order: the first 26 have orders awaiting approval. */
  generated: number[];
  secretBox: SecretBox;
}

export const rejectionReasonForAlex =
  'The insurer could not offer cover above your free cover of £25,000.00 on the medical answers given. You can reapply for a lower amount.';

/** The orders awaiting approval: 14 bikes and 12 technology orders, the last of which is Alex's. */
async function pendingOrders(db: Database, { acme, people, generated }: CastBenefitsContext) {
  const owners = await db
    .select()
    .from(users)
    .where(inArray(users.id, generated.slice(0, 26)));
  const byId = new Map(owners.map((owner) => [owner.id, owner]));
  const bikes = generated.slice(0, 14).map((userId, i) =>
    selectionRow(
      acme.get('cycle-to-work')!,
      byId.get(userId)!,
      [],
      {
        orderValue: 50000 + i * 12500,
        bikeModel: `Roadster ${i + 1}`,
        retailer: i % 2 ? 'Halfords' : 'Evans Cycles',
        accessories: i % 3 === 0,
      },
      { status: 'pending', acceptedTermsVersion: 1, createdAt: new Date(Date.UTC(2026, 1, 1 + i)) },
    ),
  );
  // Alex's order takes the twelfth place (still 12 orders, in the same order as before Alex had one).
  const technology = generated
    .slice(14, 26)
    .map((userId, i) =>
      selectionRow(
        acme.get('technology-scheme')!,
        i === 11 ? people.alex : byId.get(userId)!,
        [],
        { orderValue: 35000 + i * 9900, product: i % 2 ? 'Laptop' : 'Tablet', supplier: 'Currys' },
        { status: 'pending', acceptedTermsVersion: 1, createdAt: new Date(Date.UTC(2026, 1, 3 + i)) },
      ),
    );
  return [...bikes, ...technology];
}

export async function seedCastBenefits(db: Database, context: CastBenefitsContext): Promise<void> {
  const { acme, people, alexFamily, secretBox } = context;
  const { alex, sam, jordan } = people;
  const benefit = (slug: string) => acme.get(slug)!;
  const decided = { decidedAt: new Date(Date.UTC(2026, 0, 20)), decidedBy: sam.id };
  // Alex told the insurer of a condition: a yes to the first question, no to the others.
  const questions = await db
    .select({ id: benefitMedicalQuestions.id })
    .from(benefitMedicalQuestions)
    .where(eq(benefitMedicalQuestions.benefitId, benefit('critical-illness').id))
    .orderBy(asc(benefitMedicalQuestions.position));
  const alexAnswers = questions.map((question, i) => ({ questionId: question.id, answer: i === 0 }));
  // Last year's first, so a person's newest selection of a benefit by id is this year's.
  await db.insert(selections).values(previousYear(context));
  await db.insert(selections).values([
    selectionRow(benefit('pension'), alex, alexFamily, { percentage: 500 }, { status: 'active' }),
    selectionRow(
      benefit('life-assurance'),
      alex,
      alexFamily,
      { cover: alex.annualSalaryPence * 3, partnerCover: 10_000_000 },
      { status: 'active', acceptedTermsVersion: 1 },
    ),
    // Accepted version 1; version 2 came out since, so any change asks for it first.
    selectionRow(
      benefit('private-medical'),
      alex,
      alexFamily,
      { level: 'family' },
      { status: 'active', acceptedTermsVersion: 1 },
    ),
    selectionRow(
      benefit('dental-insurance'),
      alex,
      alexFamily,
      { level: 'employee-partner' },
      { status: 'active', acceptedTermsVersion: 1 },
    ),
    selectionRow(
      benefit('health-cash-plan'),
      alex,
      alexFamily,
      { level: 'level-2' },
      { status: 'active', acceptedTermsVersion: 1 },
    ),
    selectionRow(
      benefit('childcare-vouchers'),
      alex,
      alexFamily,
      { amount: 24300 },
      { status: 'active', acceptedTermsVersion: 1 },
    ),
    selectionRow(
      benefit('critical-illness'),
      alex,
      alexFamily,
      { cover: 10_000_000 },
      {
        status: 'declined',
        acceptedTermsVersion: 1,
        rejectionReason: rejectionReasonForAlex,
        underwritingRequired: true,
        medicalAnswersSealed: secretBox.seal(JSON.stringify(alexAnswers)),
        ...decided,
      },
    ),
    selectionRow(
      benefit('gym-membership'),
      alex,
      alexFamily,
      { level: 'standard' },
      { status: 'opted-out', endDate: '2026-06-30' },
    ),
    selectionRow(benefit('pension'), sam, [], { percentage: 800 }, { status: 'active' }),
    selectionRow(
      benefit('cycle-to-work'),
      sam,
      [],
      { orderValue: 120000, bikeModel: 'Brompton C Line', retailer: 'Evans Cycles', accessories: true },
      { status: 'approved', acceptedTermsVersion: 1, ...decided },
    ),
    selectionRow(
      benefit('life-assurance'),
      sam,
      [],
      { cover: sam.annualSalaryPence * 2 },
      { status: 'active', acceptedTermsVersion: 1 },
    ),
    selectionRow(
      benefit('private-medical'),
      sam,
      [],
      { level: 'employee' },
      { status: 'active', acceptedTermsVersion: 2 },
    ),
    selectionRow(benefit('pension'), jordan, [], { percentage: 500 }, { status: 'active' }),
    ...(await pendingOrders(db, context)),
  ]);
  await seedStatements(db, alex.id, acme);
  await seedClaims(db, alex.id, benefit('health-cash-plan').id);
}

/**
 * The previous scheme year's selections of the cast, for the year-on-year comparison of My total
 * benefits (enhanced): the same benefits, costed as a choice then would have been, in force from
 * January to December of that year. Alex paid a smaller pension and had no dental cover or
 * critical illness, held the gym membership since given up, and the employee-and-partner level of
 * private medical before the family level.
 */
function previousYear({ acme, people, alexFamily }: CastBenefitsContext) {
  const { alex, sam, jordan } = people;
  const lastYear = (slug: string) => {
    const benefit = acme.get(slug)!;
    return { ...benefit, schemeYear: benefit.schemeYear - 1 };
  };
  // selectionRow dates and years the selection by the benefit's scheme year.
  const row = (slug: string, user: User, family: FamilyMember[], values: Values) =>
    selectionRow(lastYear(slug), user, family, values, { status: 'active', acceptedTermsVersion: 1 });
  return [
    row('pension', alex, alexFamily, { percentage: 400 }),
    row('life-assurance', alex, alexFamily, { cover: alex.annualSalaryPence * 2, partnerCover: 10_000_000 }),
    row('private-medical', alex, alexFamily, { level: 'employee-partner' }),
    row('health-cash-plan', alex, alexFamily, { level: 'level-1' }),
    row('childcare-vouchers', alex, alexFamily, { amount: 20000 }),
    row('gym-membership', alex, alexFamily, { level: 'standard' }),
    row('pension', sam, [], { percentage: 600 }),
    row('life-assurance', sam, [], { cover: sam.annualSalaryPence * 2 }),
    row('pension', jordan, [], { percentage: 300 }),
  ];
}

/** The last twelve full months before today, for every group of Alex's that takes money. */
async function seedStatements(db: Database, userId: number, acme: Map<string, SeededBenefit>) {
  const monthly: [string, number, number][] = [
    ['pension', 25000, 31250],
    ['life-assurance', 1040, 1080],
    ['private-medical', 12700, 6800],
    ['dental-insurance', 2400, 0],
    ['health-cash-plan', 600, 600],
    ['childcare-vouchers', 24300, 0],
  ];
  const now = new Date();
  await db.insert(statements).values(
    Array.from(
      { length: 12 },
      (_, i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1 - i, 1)),
    ).flatMap((when) =>
      monthly.map(([slug, employee, employer]) => ({
        userId,
        benefitId: acme.get(slug)!.id,
        month: when.getUTCMonth() + 1,
        year: when.getUTCFullYear(),
        employeeContributionPence: employee,
        employerContributionPence: employer,
      })),
    ),
  );
}

/** A tiny PDF, as a scanned receipt would start. */
const receiptPdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function seedClaims(db: Database, userId: number, benefitId: number) {
  const receipts = await db
    .insert(receiptUploads)
    .values(
      ['dentist-receipt.pdf', 'opticians-receipt.pdf'].map((fileName, i) => ({
        publicId: `demo-receipt-${i + 1}-${'x'.repeat(24)}`,
        userId,
        fileName,
        mediaType: 'application/pdf' as const,
        sizeBytes: receiptPdf.length,
        content: receiptPdf,
        expiresAt: new Date(Date.UTC(2026, 8, 20)),
        claimedAt: new Date(Date.UTC(2026, 8, 20 + i * 30)),
      })),
    )
    .returning({ id: receiptUploads.id });
  await db.insert(claims).values([
    {
      userId,
      benefitId,
      amountPence: 4500,
      treatmentDate: '2026-09-14',
      description: 'Dental check-up and clean',
      status: 'paid',
      receiptId: receipts[0]!.id,
      submittedAt: new Date(Date.UTC(2026, 8, 20)),
    },
    {
      userId,
      benefitId,
      amountPence: 12000,
      treatmentDate: '2026-10-16',
      description: 'Eye test and glasses',
      status: 'submitted',
      receiptId: receipts[1]!.id,
      submittedAt: new Date(Date.UTC(2026, 9, 20)),
    },
  ]);
}
