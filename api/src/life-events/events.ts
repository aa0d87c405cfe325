// The person's own life events: listed newest first, and reported (POST). A report is judged
// with the contract's date rules (lifeEventMessages), and an accepted one stores the last day of
// its window, so neither the selection window nor the employer's report does date arithmetic.
import {
  type AddLifeEventBody,
  eventDateRefusal,
  type LifeEvent,
  lifeEventMessages,
  windowClosesOn,
} from '@portal/contract/life-events';
import type { FieldErrors } from '@portal/contract/errors';
import { and, desc, eq } from 'drizzle-orm';
import type { Authentication, User } from '../auth/authentication.js';
import { audit } from '../db/audit.js';
import type { Database } from '../db/client.js';
import { lifeEvents, lifeEventTypes } from '../db/schema-life-events.js';
import { withTransaction } from '../db/transaction.js';
import { HttpError } from '../http/errors.js';
import { benefitNamesFor, type VisibleBenefit } from './catalogue.js';
import { closeEndedLifeEvents } from './closing.js';

/** Today in the UK and how the screens word a date; the route hands over the benefits domain's. */
export interface Calendar {
  today: string;
  formatDate: (isoDay: string) => string;
}

function selectEvents(db: Database) {
  return db
    .select({
      event: lifeEvents,
      type: {
        code: lifeEventTypes.code,
        name: lifeEventTypes.name,
        benefitGroupCodes: lifeEventTypes.benefitGroupCodes,
      },
    })
    .from(lifeEvents)
    .innerJoin(lifeEventTypes, eq(lifeEventTypes.id, lifeEvents.lifeEventTypeId));
}

type EventRow = Awaited<ReturnType<typeof selectEvents>>[number];

function lifeEventOf({ event, type }: EventRow, benefits: readonly VisibleBenefit[]): LifeEvent {
  return {
    id: event.id,
    lifeEventTypeId: event.lifeEventTypeId,
    code: type.code,
    name: type.name,
    eventDate: event.eventDate,
    reportedAt: event.createdAt.toISOString(),
    status: event.status,
    windowOpensOn: event.eventDate,
    windowClosesOn: event.windowClosesOn,
    closedOn: event.closedOn,
    closedYear: event.closedYear,
    benefits: benefitNamesFor(type.benefitGroupCodes, benefits),
  };
}

/** GET /client/life-events: newest event first, then the latest reported. */
export async function lifeEventsOf(
  db: Database,
  user: User,
  benefits: readonly VisibleBenefit[],
  today: string,
): Promise<{ lifeEvents: LifeEvent[] }> {
  await closeEndedLifeEvents(db, today, user.id);
  const rows = await selectEvents(db)
    .where(eq(lifeEvents.userId, user.id))
    .orderBy(desc(lifeEvents.eventDate), desc(lifeEvents.createdAt), desc(lifeEvents.id));
  return { lifeEvents: rows.map((row) => lifeEventOf(row, benefits)) };
}

const refused = (errors: FieldErrors['errors']) => new HttpError(422, { errors } satisfies FieldErrors);

/** A unique-index violation, as node-postgres and PGlite both report it. */
function isDuplicate(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } }).code ??
    (error as { cause?: { code?: unknown } }).cause?.code;
  return code === '23505';
}

/**
 * POST /client/life-events. The type must be one the person's client lists now; the date within
 * the reporting limits; the same type on the same date is one event, however often it is sent.
 */
export async function addLifeEvent(
  db: Database,
  auth: Authentication,
  body: AddLifeEventBody,
  benefits: readonly VisibleBenefit[],
  calendar: Calendar,
): Promise<{ lifeEvent: LifeEvent }> {
  const { user } = auth;
  const [type] =
    user.clientId === null
      ? []
      : await db
          .select()
          .from(lifeEventTypes)
          .where(
            and(
              eq(lifeEventTypes.id, body.life_event_type_id),
              eq(lifeEventTypes.clientId, user.clientId),
              eq(lifeEventTypes.active, true),
            ),
          );
  if (!type) throw refused({ life_event_type_id: [lifeEventMessages.typeUnknown] });
  const dateRefusal = eventDateRefusal(body.event_date, type.windowDays, calendar.today, calendar.formatDate);
  if (dateRefusal) throw refused({ event_date: [dateRefusal] });
  const closesOn = windowClosesOn(body.event_date, type.windowDays);
  let id: number;
  try {
    id = await withTransaction(db, async (tx) => {
      const [created] = await tx
        .insert(lifeEvents)
        .values({ userId: user.id, lifeEventTypeId: type.id, eventDate: body.event_date, windowClosesOn: closesOn })
        .returning({ id: lifeEvents.id });
      await audit(tx, auth, 'life-event.add', {
        lifeEventId: created!.id,
        type: type.code,
        eventDate: body.event_date,
        windowClosesOn: closesOn,
      });
      return created!.id;
    });
  } catch (error) {
    if (isDuplicate(error)) throw refused({ event_date: [lifeEventMessages.duplicate] });
    throw error;
  }
  const [row] = await selectEvents(db).where(eq(lifeEvents.id, id));
  return { lifeEvent: lifeEventOf(row!, benefits) };
}
