// The welcome (activation) mail: a fresh 14-day link, replacing any earlier one. Used by the
// employer's welcome-email resends (a later issue) and by tests.
import { eq } from 'drizzle-orm';
import { type ApiConfig, publicOriginOf } from '../config.js';
import type { Database } from '../db/client.js';
import { clients, users } from '../db/schema.js';
import { queueMail } from '../mail/mailer.js';
import { activationMail } from '../mail/messages.js';
import { issueOneTimeToken } from '../session/one-time-tokens.js';

/** Queues the mail for a person who has not activated yet; false when there is nothing to send. */
export async function sendActivationMail(db: Database, config: ApiConfig, userId: number): Promise<boolean> {
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName, passwordHash: users.passwordHash, domain: clients.domain, brand: clients.benefitBrandName })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(eq(users.id, userId));
  if (!user || user.passwordHash) return false;
  const activationId = await issueOneTimeToken(db, 'activation', userId);
  await queueMail(db, activationMail(user.email, user.firstName, user.brand ?? 'Benefits portal', publicOriginOf(config, user.domain), activationId));
  return true;
}
