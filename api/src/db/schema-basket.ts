// The basket (benefits/basket.ts): one change a benefit per person, waiting for Confirm. Kept until it
// is confirmed or taken out, and read only while the window it was added in is open.
import type { SetupBody } from '@portal/contract/benefits';
import { date, integer, jsonb, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';
import { benefits } from './schema-benefits.js';
import { users } from './schema-people.js';

export const basketItems = pgTable(
  'basket_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    benefitId: integer('benefit_id')
      .notNull()
      .references(() => benefits.id, { onDelete: 'cascade' }),
    schemeYear: integer('scheme_year').notNull(),
    values: jsonb('values').$type<SetupBody['values']>().notNull(),
    acceptedTerms: integer('accepted_terms'),
    /** The last day of the window the item was added in; null when that window has no end. */
    windowClosesOn: date('window_closes_on'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.benefitId] })],
);
