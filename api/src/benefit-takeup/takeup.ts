// Benefit take-up (docs/benefit-takeup.md): figures per benefit of the employer's own client and
// scheme year, counted by PostgreSQL, never from rows brought into the api. Two small reads
// whatever the number of employees or benefits: people by the two facts eligibility depends on
// (employment status, probation; an index-only scan of users_client_eligibility), and the
// takeup_counts rows of the client's year, which the triggers of migration 0015 keep equal to the
// current selections by benefit, status and those same two facts. One benefit's people are read
// from whichever end of the name order is nearer, along users_client_name when the state is
// common, from the selections when it is rare.
import type { BenefitTakeupFigures, TakeupStatus } from '@portal/contract/benefit-takeup';
import { benefitInsightsException, takeupPerPage } from '@portal/contract/benefit-takeup';
import { and, asc, desc, eq, gt, inArray, not, sql, type SQL } from 'drizzle-orm';
import { type EmployerSession, isEligible } from '../access/rules.js';
import type { BenefitConfig } from '../db/benefit-config.js';
import type { Database } from '../db/client.js';
import { clientOf } from '../db/clients.js';
import { benefits, type EmploymentStatus } from '../db/schema-benefits.js';
import { clientExceptions } from '../db/schema-clients.js';
import { takeupCounts } from '../db/schema-counts.js';
import { users } from '../db/schema-people.js';
import { selections } from '../db/schema-selections.js';
import { isLatest, personEligible, type SelectionRow } from '../db/selections.js';
import { notFound } from '../http/errors.js';

/** The selection statuses each state of the take-up page counts. */
export const statusesOf: Record<TakeupStatus, SelectionRow['status'][]> = {
  enrolled: ['active', 'approved'],
  pending: ['pending'],
  'opted-out': ['opted-out'],
};

interface TakeupBenefit {
  id: number;
  name: string;
  employmentStatuses: EmploymentStatus[];
  excludesProbation: boolean;
}

/** How many of the client's people share each (employment status, probation) pair. */
type PeopleGroups = { employmentStatus: EmploymentStatus; onProbation: boolean; people: number }[];

// The latest-selection and eligibility rules are shared with the approvals, so the dashboard's
// count of selections awaiting approval is take-up's Pending.
export { isLatest, personEligible } from '../db/selections.js';

async function schemeYearOf(db: Database, employer: EmployerSession): Promise<number> {
  const client = await clientOf(db, employer.user);
  if (!client) throw notFound();
  return client.schemeYear;
}

/** The client's active benefits of the scheme year, in catalogue order. */
function takeupBenefits(db: Database, clientId: number, schemeYear: number, where?: SQL): Promise<TakeupBenefit[]> {
  return db
    .select({
      id: benefits.id,
      name: benefits.name,
      employmentStatuses: benefits.employmentStatuses,
      excludesProbation: benefits.excludesProbation,
    })
    .from(benefits)
    .where(and(eq(benefits.clientId, clientId), eq(benefits.schemeYear, schemeYear), eq(benefits.active, true), where))
    .orderBy(asc(benefits.position), asc(benefits.name), asc(benefits.id));
}

function peopleGroups(db: Database, clientId: number): Promise<PeopleGroups> {
  return db
    .select({
      employmentStatus: users.employmentStatus,
      onProbation: users.onProbation,
      people: sql<number>`count(*)::int`,
    })
    .from(users)
    .where(eq(users.clientId, clientId))
    .groupBy(users.employmentStatus, users.onProbation);
}

function eligibleCount(benefit: TakeupBenefit, groups: PeopleGroups): number {
  return groups.filter((group) => isEligible(benefit, group)).reduce((sum, group) => sum + group.people, 0);
}

/** Current selections of the year by benefit, status and the person's employment status and probation. */
export type SelectionCounts = (
  db: Database,
  clientId: number,
  benefitIds: number[],
  schemeYear: number,
) => Promise<
  {
    benefitId: number;
    status: SelectionRow['status'];
    employmentStatus: EmploymentStatus;
    onProbation: boolean;
    people: number;
  }[]
>;

/** The client's current selections of the year, as takeup_counts holds them. */
const selectionCounts: SelectionCounts = (db, clientId, benefitIds, schemeYear) => {
  return db
    .select({
      benefitId: takeupCounts.benefitId,
      status: takeupCounts.status,
      employmentStatus: takeupCounts.employmentStatus,
      onProbation: takeupCounts.onProbation,
      people: takeupCounts.people,
    })
    .from(takeupCounts)
    .where(
      and(
        eq(takeupCounts.clientId, clientId),
        eq(takeupCounts.schemeYear, schemeYear),
        inArray(takeupCounts.benefitId, benefitIds),
        gt(takeupCounts.people, 0),
      ),
    );
};

function percentageOf(part: number, total: number): number {
  return total === 0 ? 0 : Math.round((part / total) * 1000) / 10;
}

/** The benefits' figures, and how many people the client has (what a walk of its name index passes). */
async function figuresAndPeople(
  db: Database,
  clientId: number,
  schemeYear: number,
  list: TakeupBenefit[],
  countsOf: SelectionCounts = selectionCounts,
): Promise<{ figures: BenefitTakeupFigures[]; people: number }> {
  if (list.length === 0) return { figures: [], people: 0 };
  const [groups, counts] = await Promise.all([
    peopleGroups(db, clientId),
    countsOf(
      db,
      clientId,
      list.map((benefit) => benefit.id),
      schemeYear,
    ),
  ]);
  const figures = list.map((benefit) => {
    // Only the people the benefit's rules allow count, as for eligible.
    const of = (statuses: SelectionRow['status'][]) =>
      counts
        .filter((row) => row.benefitId === benefit.id && statuses.includes(row.status) && isEligible(benefit, row))
        .reduce((sum, row) => sum + row.people, 0);
    const eligible = eligibleCount(benefit, groups);
    const enrolled = of(statusesOf.enrolled);
    return {
      benefitId: benefit.id,
      benefitName: benefit.name,
      eligible,
      enrolled,
      pending: of(statusesOf.pending),
      optedOut: of(statusesOf['opted-out']),
      takeUpPercentage: percentageOf(enrolled, eligible),
    };
  });
  return { figures, people: groups.reduce((sum, group) => sum + group.people, 0) };
}

/**
 * Every benefit's take-up (client/{id}/benefit-takeup). `countsOf` is for the bench alone, which
 * holds takeup_counts to the live count (takeup-live.ts).
 */
export async function takeupSummary(
  db: Database,
  employer: EmployerSession,
  countsOf: SelectionCounts = selectionCounts,
): Promise<{ schemeYear: number; data: BenefitTakeupFigures[] }> {
  const schemeYear = await schemeYearOf(db, employer);
  const list = await takeupBenefits(db, employer.user.clientId, schemeYear);
  return { schemeYear, data: (await figuresAndPeople(db, employer.user.clientId, schemeYear, list, countsOf)).figures };
}

/** A current selection on one benefit's page, with what the route needs to word the choice. */
export interface TakeupSelectionRow {
  selection: SelectionRow;
  config: BenefitConfig;
  employee: {
    id: number;
    firstName: string;
    surname: string;
    email: string;
    department: string | null;
    location: string | null;
    dateOfBirth: string | null;
    annualSalaryPence: number;
  };
}

export interface TakeupPage {
  benefit: BenefitTakeupFigures;
  rows: TakeupSelectionRow[];
  total: number;
  page: number;
}

/** Which rows of the name order a page is, and from which end they are nearer. */
export interface PageSlice {
  /** Rows to pass over from the nearer end. */
  skip: number;
  take: number;
  fromEnd: boolean;
}

/** Page `page` of `total` rows ten a page, read from whichever end of the order is nearer: the last page costs what the first does. */
export function sliceOf(total: number, page: number, perPage = takeupPerPage): PageSlice | null {
  const start = (page - 1) * perPage;
  if (start >= total) return null;
  const end = Math.min(total, start + perPage);
  const fromEnd = total - end < start;
  return { skip: fromEnd ? total - end : start, take: end - start, fromEnd };
}

interface StateQuery {
  clientId: number;
  benefit: TakeupBenefit;
  schemeYear: number;
  statuses: SelectionRow['status'][];
}

const byName = (fromEnd: boolean) => {
  const order = fromEnd ? desc : asc;
  return [order(users.surname), order(users.firstName), order(users.id)];
};

/**
 * The page's selection ids walking the client's people in name order (users_client_name, forwards
 * or backwards), each person's latest selection of the benefit and year probed on selections_user:
 * stops after the page, so it costs the rows passed over, not the state's size.
 */
async function idsByWalk(
  db: Database,
  { clientId, benefit, schemeYear, statuses }: StateQuery,
  slice: PageSlice,
): Promise<number[]> {
  const current = db
    .select({ id: selections.id, status: selections.status })
    .from(selections)
    .where(
      and(eq(selections.userId, users.id), eq(selections.benefitId, benefit.id), eq(selections.schemeYear, schemeYear)),
    )
    .orderBy(desc(selections.id))
    .limit(1)
    .as('current');
  const rows = await db
    .select({ id: current.id })
    .from(users)
    .crossJoinLateral(current)
    .where(
      and(
        eq(users.clientId, clientId),
        inArray(users.employmentStatus, benefit.employmentStatuses),
        benefit.excludesProbation ? not(users.onProbation) : undefined,
        inArray(current.status, statuses),
      ),
    )
    .orderBy(...byName(slice.fromEnd))
    .limit(slice.take)
    .offset(slice.skip);
  return rows.map((row) => row.id);
}

/** The page's selection ids from the state's own selections, sorted by name: for a state few people are in. */
async function idsByGathering(
  db: Database,
  { benefit, schemeYear, statuses }: StateQuery,
  slice: PageSlice,
): Promise<number[]> {
  const rows = await db
    .select({ id: selections.id })
    .from(selections)
    .innerJoin(benefits, eq(benefits.id, selections.benefitId))
    .innerJoin(users, eq(users.id, selections.userId))
    .where(
      and(
        eq(selections.benefitId, benefit.id),
        eq(selections.schemeYear, schemeYear),
        inArray(selections.status, statuses),
        personEligible,
        isLatest,
      ),
    )
    .orderBy(...byName(slice.fromEnd))
    .limit(slice.take)
    .offset(slice.skip);
  return rows.map((row) => row.id);
}

/**
 * Whether to walk the name index: a walk passes about people ÷ total people for each row it
 * reads (skip + take), gathering reads the whole state once. The cheaper wins.
 */
export function walks(slice: PageSlice, total: number, people: number): boolean {
  return ((slice.skip + slice.take) * people) / total < total;
}

/** One benefit's figures and a page of the people in one state, by surname; 404 for another client's benefit. */
export async function takeupDetail(
  db: Database,
  employer: EmployerSession,
  benefitId: number,
  status: TakeupStatus,
  page: number,
): Promise<TakeupPage> {
  const clientId = employer.user.clientId;
  const schemeYear = await schemeYearOf(db, employer);
  const [benefit] = await takeupBenefits(db, clientId, schemeYear, eq(benefits.id, benefitId));
  if (!benefit) throw notFound();
  const {
    figures: [figures],
    people,
  } = await figuresAndPeople(db, clientId, schemeYear, [benefit]);
  const statuses = statusesOf[status];
  const total = status === 'enrolled' ? figures!.enrolled : status === 'pending' ? figures!.pending : figures!.optedOut;
  const slice = sliceOf(total, page);
  if (!slice) return { benefit: figures!, rows: [], total, page };
  const state = { clientId, benefit, schemeYear, statuses };
  const ids = walks(slice, total, people) ? await idsByWalk(db, state, slice) : await idsByGathering(db, state, slice);
  if (slice.fromEnd) ids.reverse();
  const found = await db
    .select({
      selection: selections,
      config: benefits.config,
      employee: {
        id: users.id,
        firstName: users.firstName,
        surname: users.surname,
        email: users.email,
        department: users.department,
        location: users.location,
        dateOfBirth: users.dateOfBirth,
        annualSalaryPence: users.annualSalaryPence,
      },
    })
    .from(selections)
    .innerJoin(benefits, eq(benefits.id, selections.benefitId))
    .innerJoin(users, eq(users.id, selections.userId))
    .where(inArray(selections.id, ids.length > 0 ? ids : [0]));
  const byId = new Map(found.map((row) => [row.selection.id, row]));
  const rows = ids.map((id) => byId.get(id)).filter((row): row is TakeupSelectionRow => row !== undefined);
  return { benefit: figures!, rows, total, page };
}

/** Whether the client has the active exception that makes it insight-enabled. */
export async function isInsightEnabled(db: Database, clientId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: clientExceptions.id })
    .from(clientExceptions)
    .where(
      and(
        eq(clientExceptions.clientId, clientId),
        eq(clientExceptions.code, benefitInsightsException),
        eq(clientExceptions.status, 'active'),
      ),
    );
  return row !== undefined;
}
