// The session a single-sign-on login ends in, from /login/sso or after the organisation's 2FA
// that followed it (two-factor/two-factor-login.ts): shared here so that neither domain imports
// the other.
import type { SessionStarted } from '@portal/contract/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { audit } from '../db/audit.js';
import { users } from '../db/schema-people.js';
import { type LoginServices, sessionStartedOf } from './login-success.js';
import { startSession } from './sessions.js';

/**
 * Every factor is right: the session of a single-sign-on login (its logout also ends the
 * provider's). A person who never set a password is registered by their first SSO login, the
 * spec's activation by SSO token; the employer's tables then count them as registered.
 */
export async function startSsoSession(
  { db, config }: Pick<LoginServices, 'db' | 'config'>,
  person: { id: number; clientId: number | null },
  ip?: string,
): Promise<SessionStarted> {
  const who = { session: { userId: person.id, masqueradeUserId: null }, user: { clientId: person.clientId } };
  const activated = await db
    .update(users)
    .set({ activatedAt: sql`now()` })
    .where(and(eq(users.id, person.id), isNull(users.activatedAt)))
    .returning({ id: users.id });
  if (activated.length > 0) await audit(db, who, 'sso.activated', {});
  const session = await startSession(db, person.id, { lifetimes: config.session, viaSso: true });
  await audit(db, who, 'sso.login', { ip: ip ?? null });
  return sessionStartedOf(session);
}
