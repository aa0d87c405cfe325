// The one place the api enforces who may call an endpoint: its contract declaration (`access`),
// checked before the handler runs and before the call's parameters are read, so a refusal says
// nothing about the data the call names. The handler keeps only the rules that depend on that
// data (./rules.ts).
import { type Access, type Refusal, refusalFor } from '@portal/contract/access';
import type { AccessRefused } from '@portal/contract/errors';
import type { Authentication } from '../auth/authentication.js';
import type { Database } from '../db/client.js';
import { HttpError, sessionExpired } from '../http/errors.js';
import { subjectOf } from './subject.js';

/** The spec's words for each refusal ("Access Denied" for a wrong user type). */
export const refusalMessages: Record<Refusal, string> = {
  role: 'Access Denied',
  masquerade: 'This cannot be done during a masquerade session',
  'voucher-only': 'Your benefits cannot be changed while you only have childcare vouchers to spend',
  leaver: 'Your benefits cannot be changed after you have left',
  'sso-only': 'Your organisation signs you in through single sign-on: there is no password to use here',
};

export function accessRefused(refusal: Refusal): HttpError {
  return new HttpError(403, { message: refusalMessages[refusal], refusal } satisfies AccessRefused);
}

/** Throws 401 for a call without the session its declaration needs, 403 with the refusal otherwise. */
export async function enforceAccess(db: Database, access: Access, auth: Authentication | undefined): Promise<void> {
  if (access.roles === 'anyone') return;
  if (!auth) throw sessionExpired();
  const refusal = refusalFor(access, await subjectOf(db, auth, access.refuses ?? []));
  if (refusal) throw accessRefused(refusal);
}
