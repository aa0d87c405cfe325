// The new-terms screen: the client's terms and privacy statement, and
// acceptance of the current terms revision.
import type { AcceptTermsAnswer, TermsToAcceptAnswer } from '@portal/contract/terms';
import { eq } from 'drizzle-orm';
import type { User } from '../auth/authentication.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema-people.js';
import { currentTermsRevision, findSiteContent } from '../db/site-content.js';

export async function termsToAccept(db: Database, user: User): Promise<TermsToAcceptAnswer> {
  const terms = await findSiteContent(db, user.clientId, 'terms-conditions');
  const policy = await findSiteContent(db, user.clientId, 'privacy-policy');
  return {
    terms: { content: terms?.content ?? '', revision: terms?.revision ?? 0 },
    policy: { content: policy?.content ?? '' },
    status: true,
  };
}

/** Records that the person accepted the terms as they are now; returns that revision. */
export async function acceptTerms(db: Database, user: User): Promise<AcceptTermsAnswer> {
  const termsRevision = await currentTermsRevision(db, user.clientId);
  await db.update(users).set({ termsAcceptedRevision: termsRevision }).where(eq(users.id, user.id));
  return { termsRevision };
}
