// The benefits a person may see (docs/benefits.md "The catalogue"): their client's, in its
// current scheme year, active, and allowed by the benefit's eligibility rules. Anything else is
// "removed or relocated" (404), whoever asks.
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { eligibleTo } from '../access/rules.js';
import type { User } from '../auth/authentication.js';
import type { Database } from '../db/client.js';
import { type Client, clientOf } from '../db/clients.js';
import { benefits } from '../db/schema-benefits.js';
import { selections } from '../db/schema-selections.js';
import { notFound } from '../http/errors.js';

export type BenefitRow = typeof benefits.$inferSelect;

export const benefitGoneMessage = 'The benefit you are looking for has been removed or relocated';

export function benefitGone() {
  return notFound(benefitGoneMessage);
}

export async function eligibleBenefitRows(
  db: Database,
  user: User,
  client: Client,
  where?: SQL,
): Promise<BenefitRow[]> {
  return db
    .select()
    .from(benefits)
    .where(and(eligibleTo(user, client), where))
    .orderBy(asc(benefits.position), asc(benefits.name), asc(benefits.id));
}

export interface EligibleBenefit {
  client: Client;
  benefit: BenefitRow;
}

/** The benefit the path names, when this person may see it; 404 otherwise. */
export async function findEligibleBenefit(db: Database, user: User, benefitId: number): Promise<EligibleBenefit> {
  const client = await clientOf(db, user);
  if (!client) throw benefitGone();
  const [benefit] = await eligibleBenefitRows(db, user, client, eq(benefits.id, benefitId));
  if (!benefit) throw benefitGone();
  return { client, benefit };
}

/** Eligible benefits by id or by group code (statements): one query. */
export async function eligibleByIds(db: Database, user: User, client: Client, ids: number[]): Promise<BenefitRow[]> {
  return ids.length === 0 ? [] : eligibleBenefitRows(db, user, client, inArray(benefits.id, ids));
}

export async function eligibleInGroup(
  db: Database,
  user: User,
  client: Client,
  groupCode: string,
): Promise<BenefitRow[]> {
  return eligibleBenefitRows(db, user, client, eq(benefits.groupCode, groupCode));
}

/** The benefit of one of the person's own selections, when they may still see it; 404 otherwise. */
export async function findOwnSelectionBenefit(db: Database, user: User, selectionId: number): Promise<EligibleBenefit> {
  const [own] = await db
    .select({ benefitId: selections.benefitId })
    .from(selections)
    .where(and(eq(selections.id, selectionId), eq(selections.userId, user.id)));
  if (!own) throw benefitGone();
  return findEligibleBenefit(db, user, own.benefitId);
}
