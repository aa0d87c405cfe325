// The client's kinds of life event, each with the person's benefits it lets them change. Which
// benefits a person may see is the benefits domain's rule: the route hands them over, in
// catalogue order, so this domain only matches group codes.
import type { LifeEventType } from '@portal/contract/life-events';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { lifeEventTypes } from '../db/schema-life-events.js';

/** A benefit the person may see, as far as life events need it. */
export interface VisibleBenefit {
  name: string;
  groupCode: string;
}

export type LifeEventTypeRow = typeof lifeEventTypes.$inferSelect;

/** The names of the benefits, in their order, whose group the type (or event) affects. */
export function benefitNamesFor(groupCodes: readonly string[], benefits: readonly VisibleBenefit[]): string[] {
  return benefits.filter((benefit) => groupCodes.includes(benefit.groupCode)).map((benefit) => benefit.name);
}

export async function activeTypesOf(db: Database, clientId: number): Promise<LifeEventTypeRow[]> {
  return db
    .select()
    .from(lifeEventTypes)
    .where(and(eq(lifeEventTypes.clientId, clientId), eq(lifeEventTypes.active, true)))
    .orderBy(asc(lifeEventTypes.position), asc(lifeEventTypes.name), asc(lifeEventTypes.id));
}

/** GET /client/life-events/available: nothing for a platform administrator, who has no client. */
export async function availableLifeEventsOf(
  db: Database,
  clientId: number | null,
  benefits: readonly VisibleBenefit[],
): Promise<{ lifeEvents: LifeEventType[] }> {
  if (clientId === null) return { lifeEvents: [] };
  const types = await activeTypesOf(db, clientId);
  return {
    lifeEvents: types.map((type) => ({
      id: type.id,
      code: type.code,
      name: type.name,
      description: type.description,
      windowDays: type.windowDays,
      benefits: benefitNamesFor(type.benefitGroupCodes, benefits),
    })),
  };
}
