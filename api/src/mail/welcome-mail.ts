// The welcome (activation) mail, sent by the employer's welcome-email resends. While the person's
// link is still usable the mail carries that same link with a fresh 14-day expiry, so an earlier
// welcome mail in their inbox keeps working; only without one is a new link issued.
import { eq } from 'drizzle-orm';
import { type ApiConfig, publicOriginOf } from '../config.js';
import type { Database } from '../db/client.js';
import { clients } from '../db/schema-clients.js';
import { users } from '../db/schema-people.js';
import { queueMail, type QueueOptions } from './mailer.js';
import { activationMail } from './messages.js';
import type { SecretBox } from '../secrets/secret-box.js';
import { activationLinkFor } from '../auth/one-time-tokens.js';

/** Queues the mail for a person who has not activated yet; false when there is nothing to send. */
export async function sendActivationMail(
  db: Database,
  config: ApiConfig,
  secretBox: SecretBox,
  userId: number,
  options: QueueOptions = {},
): Promise<boolean> {
  const [user] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      passwordHash: users.passwordHash,
      domain: clients.domain,
      brand: clients.benefitBrandName,
    })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(eq(users.id, userId));
  if (!user || user.passwordHash) return false;
  const activationId = await activationLinkFor(db, secretBox, userId);
  await queueMail(
    db,
    activationMail(
      user.email,
      user.firstName,
      user.brand ?? 'Benefits portal',
      publicOriginOf(config, user.domain),
      activationId,
    ),
    options,
  );
  return true;
}
