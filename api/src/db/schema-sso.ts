// Single sign-on (docs/single-sign-on.md): a client's identity provider, and the sign-ins in flight
// at it.
import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';
import { clients } from './schema-clients.js';

// A client's single sign-on (docs/single-sign-on.md): its OpenID Connect identity provider, the
// client credentials the api uses as relying party (the secret sealed), the claim
// that carries the email, and whether that provider enforces MFA itself.
export const ssoSettings = pgTable('sso_settings', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  issuer: text('issuer').notNull(),
  clientIdentifier: text('client_identifier').notNull(),
  clientSecretSealed: text('client_secret_sealed').notNull(),
  emailClaim: text('email_claim').notNull().default('email'),
  idpEnforcesMfa: boolean('idp_enforces_mfa').notNull().default(false),
  createdAt: createdAt(),
});

// One sign-in in flight at the identity provider: the state (only its hash, taken together with
// the value of the starting browser's cookie, so that no other browser can finish it), the PKCE
// verifier and the nonce, single use, for 10 minutes.
export const ssoStates = pgTable(
  'sso_states',
  {
    id: serial('id').primaryKey(),
    stateHash: text('state_hash').notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sso_states_state_hash').on(t.stateHash)],
);
