// What a person told Help me choose (docs/help-me-choose.md): their own answers, per scheme year,
// kept so the questionnaire can be reopened and changed. Only the person reads or writes them;
// they are used for the recommendations and for nothing else.
import { integer, jsonb, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { instant } from './columns.js';
import { users } from './schema-people.js';

/** Each answer is null while the question was skipped. */
export interface ChoiceAnswers {
  partner: boolean | null;
  /** Ages in whole years of the children the person counts. */
  childrenAges: number[] | null;
  /** The uses the person expects this year (an empty list: none of them). */
  expectedUses: ('dental' | 'optical' | 'therapy' | 'cycling')[] | null;
  monthlyBudgetPence: number | null;
  priorities: ('family' | 'retirement' | 'health' | 'cost')[] | null;
}

export const choiceAnswers = pgTable(
  'choice_answers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schemeYear: integer('scheme_year').notNull(),
    answers: jsonb('answers').$type<ChoiceAnswers>().notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.schemeYear] })],
);
