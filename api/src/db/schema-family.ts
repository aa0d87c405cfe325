// A person's family members (docs/family.md): partners and dependants, whom some benefits cover.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';
import { users } from './schema-people.js';

export const familyMembers = pgTable(
  'family_members',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    firstName: text('first_name').notNull(),
    surname: text('surname').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    // The spec's gender ids: 1 female, 2 male.
    genderId: smallint('gender_id'),
    relationship: text('relationship', { enum: ['partner', 'dependant'] }).notNull(),
    active: boolean('active').notNull().default(true),
    fullTimeEducationEndDate: date('full_time_education_end_date', { mode: 'string' }),
    registeredDisabled: boolean('registered_disabled').notNull().default(false),
    createdAt: createdAt(),
    // When the member was last edited (made inactive included).
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('family_members_user').on(t.userId),
    // At most one active partner per person, whatever two requests race to add one.
    uniqueIndex('family_members_one_active_partner')
      .on(t.userId)
      .where(sql`${t.relationship} = 'partner' and ${t.active}`),
  ],
);
