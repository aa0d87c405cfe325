// Life events (docs/life-events.md): a client's kinds of life event, and the events its people
// report. A type names the benefits it lets a person change by their group codes, which stay the
// same from one scheme year to the next.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { clients } from './schema-clients.js';
import { users } from './schema-people.js';

export const lifeEventTypes = pgTable(
  'life_event_types',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    // How many days after the event the benefits it affects can be changed.
    windowDays: integer('window_days').notNull(),
    benefitGroupCodes: text('benefit_group_codes')
      .array()
      .notNull()
      .default(sql`'{}'`),
    position: integer('position').notNull().default(0),
    // Retired types stay for the events that name them; nobody can report a new one.
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('life_event_types_client_code').on(t.clientId, t.code),
    check('life_event_types_window_days', sql`${t.windowDays} between 1 and 366`),
  ],
);

/**
 * An event a person reported. Its window (event date to window_closes_on, inclusive) is fixed
 * when it is reported, so a later change to its type's days moves no one's window. It is open
 * until that window ends, then closed: closed_on is the window's last day and closed_year that
 * day's year, written by closeEndedLifeEvents so the employer's report reads them as they are.
 */
export const lifeEvents = pgTable(
  'life_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lifeEventTypeId: integer('life_event_type_id')
      .notNull()
      .references(() => lifeEventTypes.id, { onDelete: 'restrict' }),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    windowClosesOn: date('window_closes_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    closedOn: date('closed_on', { mode: 'string' }),
    closedYear: integer('closed_year'),
    // When it was reported.
    createdAt: createdAt(),
  },
  (t) => [
    index('life_events_user').on(t.userId),
    // The same event reported twice is one event (a double-clicked Add, or a second try).
    uniqueIndex('life_events_user_type_date').on(t.userId, t.lifeEventTypeId, t.eventDate),
    index('life_events_open')
      .on(t.windowClosesOn)
      .where(sql`${t.status} = 'open'`),
    check('life_events_closed', sql`(${t.status} = 'open') = (${t.closedOn} is null and ${t.closedYear} is null)`),
  ],
);
