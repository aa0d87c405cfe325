// Selections of the generated Acme employees and of Globex's people, so that benefit take-up
// (docs/benefit-takeup.md) has figures to show on a fresh database: pension, private medical and
// dental held by many, the gym opted out of by some. Only active and opted-out selections of
// benefits that need no approval: the approval queues and their counts stay as they were. Globex
// is the insight-enabled client (client exception benefit_insights). Seeded last, so that no
// earlier row's id moves.
import { benefitInsightsException } from '@portal/contract/benefit-takeup';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { clientExceptions } from '../db/schema-clients.js';
import { users } from '../db/schema-people.js';
import { selections } from '../db/schema-selections.js';
import { type SeededBenefit, selectionRow } from './seed-benefits.js';

export interface TakeupSeedContext {
  acme: Map<string, SeededBenefit>;
  globex: Map<string, SeededBenefit>;
  globexId: number;
  /** Generated Acme employees, in order; the first 26 have orders awaiting approval. */
  generated: number[];
  /** Globex people who hold a pension. */
  globexPensioners: number[];
}

/** Rows a batch: a generated client of 100,000 stays within PostgreSQL's parameter limit. */
const batchSize = 500;

export async function seedTakeup(db: Database, context: TakeupSeedContext): Promise<void> {
  const { acme, globex, generated } = context;
  // The childcare-voucher scheme is closed to new members; one former member (who opted out in
  // the spring) may rejoin it, as the voucher screen's tests do.
  let formerVoucherMember = false;
  for (let start = 0; start < generated.length; start += batchSize) {
    const ids = generated.slice(start, start + batchSize);
    const people = await db.select().from(users).where(inArray(users.id, ids));
    const byId = new Map(people.map((person) => [person.id, person]));
    const rows: (typeof selections.$inferInsert)[] = [];
    ids.forEach((userId, offset) => {
      const i = start + offset;
      const person = byId.get(userId)!;
      // Whoever has left holds nothing now.
      if (i < 26 || person.employmentStatus !== 'active') return;
      if (i % 3 !== 2)
        rows.push(
          selectionRow(acme.get('pension')!, person, [], { percentage: 400 + (i % 5) * 100 }, { status: 'active' }),
        );
      if (i % 4 === 1 && !person.onProbation)
        rows.push(
          selectionRow(
            acme.get('private-medical')!,
            person,
            [],
            { level: 'employee' },
            { status: 'active', acceptedTermsVersion: 2 },
          ),
        );
      if (i % 5 === 3)
        rows.push(
          selectionRow(
            acme.get('dental-insurance')!,
            person,
            [],
            { level: 'employee' },
            { status: 'active', acceptedTermsVersion: 1 },
          ),
        );
      if (i % 6 === 4)
        rows.push(
          selectionRow(
            acme.get('gym-membership')!,
            person,
            [],
            { level: 'off-peak' },
            { status: 'opted-out', endDate: '2026-03-31' },
          ),
        );
      if (!formerVoucherMember && !person.onProbation && person.activatedAt !== null && !person.mfaEnabled) {
        formerVoucherMember = true;
        rows.push(
          selectionRow(
            acme.get('childcare-vouchers')!,
            person,
            [],
            { amount: 5000 },
            { status: 'opted-out', endDate: '2026-03-31', acceptedTermsVersion: 1 },
          ),
        );
      }
    });
    if (rows.length > 0) await db.insert(selections).values(rows);
  }
  const pensioners = await db.select().from(users).where(inArray(users.id, context.globexPensioners));
  await db
    .insert(selections)
    .values(
      pensioners.map((person) =>
        selectionRow(globex.get('pension')!, person, [], { percentage: 500 }, { status: 'active' }),
      ),
    );
  await db
    .insert(clientExceptions)
    .values({ clientId: context.globexId, code: benefitInsightsException, status: 'active' });
}
