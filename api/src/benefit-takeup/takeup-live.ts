// The take-up counts as they were read before takeup_counts (docs/benefit-takeup.md): counted live
// from the selections, the latest-selection rule as an anti-join. Not used by the api: it is the
// reference the counts table is held to, by takeup.test.ts and by bench/benefit-takeup.ts.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { benefits } from '../db/schema-benefits.js';
import { users } from '../db/schema-people.js';
import { selections } from '../db/schema-selections.js';
import { isLatest, personEligible, type SelectionCounts } from './takeup.js';

/** Current selections of eligible people, counted by benefit and status: the summary's old query. */
export function liveSelectionCounts(db: Database, benefitIds: number[], schemeYear: number) {
  return db
    .select({ benefitId: selections.benefitId, status: selections.status, people: sql<number>`count(*)::int` })
    .from(selections)
    .innerJoin(benefits, eq(benefits.id, selections.benefitId))
    .innerJoin(users, eq(users.id, selections.userId))
    .where(
      and(inArray(selections.benefitId, benefitIds), eq(selections.schemeYear, schemeYear), personEligible, isLatest),
    )
    .groupBy(selections.benefitId, selections.status);
}

/** Every current selection counted as takeup_counts keys them, from scratch (as the migration's backfill). */
export function liveTakeupCounts(db: Database) {
  return db
    .select({
      clientId: benefits.clientId,
      schemeYear: selections.schemeYear,
      benefitId: selections.benefitId,
      status: selections.status,
      employmentStatus: users.employmentStatus,
      onProbation: users.onProbation,
      people: sql<number>`count(*)::int`,
    })
    .from(selections)
    .innerJoin(benefits, eq(benefits.id, selections.benefitId))
    .innerJoin(users, eq(users.id, selections.userId))
    .where(isLatest)
    .groupBy(
      benefits.clientId,
      selections.schemeYear,
      selections.benefitId,
      selections.status,
      users.employmentStatus,
      users.onProbation,
    );
}

/**
 * The summary's selection counts read live (what takeup_counts replaced), in the shape the summary
 * takes: `takeupSummary(db, employer, liveCountsOf)` is the summary as it was, for the bench.
 */
export const liveCountsOf: SelectionCounts = (db, _clientId, benefitIds, schemeYear) =>
  db
    .select({
      benefitId: selections.benefitId,
      status: selections.status,
      employmentStatus: users.employmentStatus,
      onProbation: users.onProbation,
      people: sql<number>`count(*)::int`,
    })
    .from(selections)
    .innerJoin(benefits, eq(benefits.id, selections.benefitId))
    .innerJoin(users, eq(users.id, selections.userId))
    .where(
      and(inArray(selections.benefitId, benefitIds), eq(selections.schemeYear, schemeYear), personEligible, isLatest),
    )
    .groupBy(selections.benefitId, selections.status, users.employmentStatus, users.onProbation);
