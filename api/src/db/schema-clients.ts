// Clients, the portal's tenants: each client's row (its site's domain and brand, its scheme year
// and selection window, its settings), the exception codes set for it, and its site's pages
// (terms, privacy and cookie policies, the contact page's text).
import { boolean, date, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

export const clients = pgTable('clients', {
  id: serial('id').primaryKey(),
  // The site's subdomain prefix ('acme' for acme.localhost), or 'localhost' for the default site.
  domain: text('domain').notNull().unique(),
  clientName: text('client_name').notNull(),
  contactUsEnabled: boolean('contact_us_enabled').notNull().default(false),
  ssoAccessOnly: boolean('sso_access_only').notNull().default(false),
  ssoEnabled: boolean('sso_enabled').notNull().default(false),
  requiresTwoFa: boolean('requires_two_fa').notNull().default(false),
  dataLoadEligibilityImpact: boolean('data_load_eligibility_impact').notNull().default(false),
  schemeYear: integer('scheme_year').notNull().default(2026),
  // The scheme year's selection window (inclusive); outside it benefits are read only. Null ends
  // leave that side open.
  selectionWindowOpens: date('selection_window_opens', { mode: 'string' }),
  selectionWindowCloses: date('selection_window_closes', { mode: 'string' }),
  primaryColour: text('primary_colour').notNull().default('1bb4bf'),
  secondaryColour: text('secondary_colour').notNull().default('1b1a38'),
  logoFileUrl: text('logo_file_url'),
  brandHeaderLogo: text('brand_header_logo'),
  mobileLogo: text('mobile_logo'),
  clientLogo: text('client_logo'),
  benefitBrandName: text('benefit_brand_name').notNull(),
  benefitBrandPhoneNumber: text('benefit_brand_phone_number'),
  supportEmail: text('support_email'),
  supportEmailIsSchemeBased: boolean('support_email_is_scheme_based').notNull().default(false),
  contactUsEmail: text('contact_us_email'),
  avatarSetUrl: text('avatar_set_url'),
  baseFont: text('base_font'),
  headerFont: text('header_font'),
  ssoLogoutUrl: text('sso_logout_url'),
  createdAt: createdAt(),
});

export const clientExceptions = pgTable(
  'client_exceptions',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
  },
  (t) => [uniqueIndex('client_exceptions_client_code').on(t.clientId, t.code)],
);

export const siteContentKinds = ['terms-conditions', 'privacy-policy', 'our-cookie-policy', 'contact'] as const;
export type SiteContentKind = (typeof siteContentKinds)[number];

export const siteContent = pgTable(
  'site_content',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: siteContentKinds }).notNull(),
    name: text('name').notNull(),
    content: text('content').notNull(),
    // Bumping the terms revision makes every user accept the new terms (siteTermsUpdated).
    revision: integer('revision').notNull().default(1),
    updatedAt: createdAt(),
  },
  (t) => [uniqueIndex('site_content_client_kind').on(t.clientId, t.kind)],
);
