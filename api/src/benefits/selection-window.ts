// The selection window (docs/benefits.md, docs/life-events.md): a benefit can be chosen or changed
// within its own window dates (a benefit that renews on its own date, such as an insured one) or
// else the client's scheme-year window; outside it, only a life event whose type affects the
// benefit opens it, from the event date for the type's days. Otherwise the benefit is read only
// and a change answers 409 with when it opens (requireOpenWindow, access/rules.ts).
import type { z } from 'zod';
import type { selectionWindow } from '@portal/contract/benefits';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { Client } from '../db/clients.js';
import type { benefits } from '../db/schema-benefits.js';
import { lifeEvents, lifeEventTypes } from '../db/schema-life-events.js';

export type SelectionWindow = z.infer<typeof selectionWindow>;

/** A life event whose window is open today, with the benefit groups its type affects. */
export interface OpenLifeEvent {
  name: string;
  eventDate: string;
  closesOn: string;
  benefitGroupCodes: string[];
}

type WindowDates = Pick<Client, 'selectionWindowOpens' | 'selectionWindowCloses'>;
type BenefitWindow = Pick<typeof benefits.$inferSelect, 'groupCode' | 'windowOpens' | 'windowCloses'>;

/** The benefit's own window when it has one (either end set), else the client's scheme-year window. */
export function schemeWindowOf(
  client: WindowDates,
  benefit: BenefitWindow,
): { opensOn: string | null; closesOn: string | null } {
  if (benefit.windowOpens !== null || benefit.windowCloses !== null)
    return { opensOn: benefit.windowOpens, closesOn: benefit.windowCloses };
  return { opensOn: client.selectionWindowOpens, closesOn: client.selectionWindowCloses };
}

export function windowOn(
  client: WindowDates,
  benefit: BenefitWindow,
  today: string,
  events: OpenLifeEvent[],
): SelectionWindow {
  const { opensOn, closesOn } = schemeWindowOf(client, benefit);
  const open = (!opensOn || opensOn <= today) && (!closesOn || today <= closesOn);
  if (open) return { open, opensOn, closesOn, reason: 'scheme-year', lifeEvent: null };
  // Of the events that affect this benefit, the one that keeps it open longest.
  const event = events
    .filter(
      (candidate) =>
        candidate.benefitGroupCodes.includes(benefit.groupCode) &&
        candidate.eventDate <= today &&
        today <= candidate.closesOn,
    )
    .sort((a, b) => b.closesOn.localeCompare(a.closesOn))[0];
  if (event)
    return {
      open: true,
      opensOn: event.eventDate,
      closesOn: event.closesOn,
      reason: 'life-event',
      lifeEvent: event.name,
    };
  return { open: false, opensOn, closesOn, reason: 'scheme-year', lifeEvent: null };
}

/**
 * The person's life events whose window includes today. Read by the dates each event stored when
 * it was reported, not by its status, so an event not yet marked closed cannot keep a window open.
 */
export async function openLifeEvents(db: Database, userId: number, today: string): Promise<OpenLifeEvent[]> {
  return db
    .select({
      name: lifeEventTypes.name,
      eventDate: lifeEvents.eventDate,
      closesOn: lifeEvents.windowClosesOn,
      benefitGroupCodes: lifeEventTypes.benefitGroupCodes,
    })
    .from(lifeEvents)
    .innerJoin(lifeEventTypes, eq(lifeEventTypes.id, lifeEvents.lifeEventTypeId))
    .where(and(eq(lifeEvents.userId, userId), lte(lifeEvents.eventDate, today), gte(lifeEvents.windowClosesOn, today)))
    .orderBy(desc(lifeEvents.windowClosesOn));
}
