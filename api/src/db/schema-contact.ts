// Contact us (docs/contact-and-cookies.md): a client's enquiry options are content, per client,
// in display order; every enquiry sent is kept (the mail to the client's contactUsEmail is only a
// copy), with the subject's label as it read when it was sent, and who acted for the person in a
// masquerade.
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { clients } from './schema-clients.js';
import { users } from './schema-people.js';

export const contactEnquiryOptions = pgTable(
  'contact_enquiry_options',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    // What the form sends as `subject`; stable across edits of the label.
    value: text('value').notNull(),
    label: text('label').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('contact_enquiry_options_client_value').on(t.clientId, t.value)],
);

export const contactEnquiries = pgTable(
  'contact_enquiries',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The administrator or employer acting as the person (masquerade); null otherwise.
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    subjectValue: text('subject_value').notNull(),
    subjectLabel: text('subject_label').notNull(),
    comments: text('comments').notNull(),
    createdAt: createdAt(),
  },
  // The hourly limit counts a person's latest enquiries; the client's list reads newest first.
  (t) => [
    index('contact_enquiries_user_created').on(t.userId, t.createdAt),
    index('contact_enquiries_client_created').on(t.clientId, t.createdAt),
  ],
);
