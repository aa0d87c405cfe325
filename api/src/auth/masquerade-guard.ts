// Security item 13: a masquerade session must not change the password, 2FA or email of the
// person it acts as. Masquerade itself is a later issue; this is the check every such change calls.
import type { ErrorMessage } from '@portal/contract/errors';
import { HttpError } from '../http/errors.js';
import type { Session } from './sessions.js';

export function isMasquerade(session: Session): boolean {
  return session.masqueradeUserId !== null || session.masqueradeStartedAt !== null;
}

export function refuseDuringMasquerade(session: Session): void {
  if (isMasquerade(session)) {
    throw new HttpError(403, { error: { message: 'This cannot be changed during a masquerade session' } } satisfies ErrorMessage);
  }
}
