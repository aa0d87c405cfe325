// The new-terms screen (spec section 4 "Terms"): the client's terms and privacy statement, and
// acceptance of the current terms revision.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import type { User } from '../session/authentication.js';
import { findSiteContent } from './site-content.js';

export async function termsToAccept(db: Database, user: User) {
  const terms = user.clientId === null ? undefined : await findSiteContent(db, user.clientId, 'terms-conditions');
  const policy = user.clientId === null ? undefined : await findSiteContent(db, user.clientId, 'privacy-policy');
  return { terms: { content: terms?.content ?? '', revision: terms?.revision ?? 0 }, policy: { content: policy?.content ?? '' }, status: true };
}

/** Records that the person accepted the terms as they are now; returns that revision. */
export async function acceptTerms(db: Database, user: User): Promise<{ termsRevision: number }> {
  const terms = user.clientId === null ? undefined : await findSiteContent(db, user.clientId, 'terms-conditions');
  const termsRevision = terms?.revision ?? 0;
  await db.update(users).set({ termsAcceptedRevision: termsRevision }).where(eq(users.id, user.id));
  return { termsRevision };
}
