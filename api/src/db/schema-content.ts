// A client's home-screen content and FAQs: cards and banners for the home screen, the welcome
// carousel of a first login, FAQ groups. Content per client, in display order.
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './schema-clients.js';

/** Who a card or banner is for: everyone, people who can choose benefits, employers, approvers, or voucher-only people. */
export const contentAudiences = ['everyone', 'employees', 'employers', 'approvers', 'voucher-only'] as const;
export type ContentAudience = (typeof contentAudiences)[number];

const clientId = () =>
  integer('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' });

/** What a card and a banner both are: a client's piece of home content for an audience, in order. */
const homeContent = () => ({
  id: serial('id').primaryKey(),
  clientId: clientId(),
  // The id in answers: stable across edits.
  key: text('key').notNull(),
  position: integer('position').notNull().default(0),
  audience: text('audience', { enum: contentAudiences }).notNull().default('everyone'),
  title: text('title').notNull(),
  text: text('text').notNull(),
});

export const homeCards = pgTable(
  'home_cards',
  {
    ...homeContent(),
    link: text('link').notNull(),
    linkLabel: text('link_label').notNull(),
  },
  (t) => [uniqueIndex('home_cards_client_key').on(t.clientId, t.key)],
);

export const homeBanners = pgTable(
  'home_banners',
  {
    ...homeContent(),
    link: text('link'),
    linkLabel: text('link_label'),
    tone: text('tone', { enum: ['info', 'success', 'warning'] })
      .notNull()
      .default('info'),
  },
  (t) => [uniqueIndex('home_banners_client_key').on(t.clientId, t.key)],
);

export const carouselSlides = pgTable(
  'carousel_slides',
  {
    id: serial('id').primaryKey(),
    clientId: clientId(),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    text: text('text').notNull(),
    image: text('image'),
  },
  (t) => [index('carousel_slides_client').on(t.clientId, t.position)],
);

export const faqGroups = pgTable(
  'faq_groups',
  {
    id: serial('id').primaryKey(),
    clientId: clientId(),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
  },
  (t) => [index('faq_groups_client').on(t.clientId, t.position)],
);

export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => faqGroups.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    question: text('question').notNull(),
    // HTML, sanitised by the web before it is shown.
    answer: text('answer').notNull(),
  },
  (t) => [index('faq_entries_group').on(t.groupId, t.position)],
);
