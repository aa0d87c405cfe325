// The expression of wish for Life Assurance (expression-of-wish/wish.ts): one row per person named,
// in the order the person gave them. A family member named is linked, so that their current name
// is shown; one who is removed from the family stays named by the name last saved.
import { index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { familyMembers } from './schema-family.js';
import { users } from './schema-people.js';

export const wishBeneficiaries = pgTable(
  'wish_beneficiaries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    familyMemberId: integer('family_member_id').references(() => familyMembers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    relationship: text('relationship').notNull(),
    sharePercent: smallint('share_percent').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('wish_beneficiaries_user').on(t.userId, t.position)],
);
