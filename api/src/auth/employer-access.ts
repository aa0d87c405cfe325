// Who may read and act on a client's employer tables and approvals (SECURITY.md 12): an employer
// user of that very client. The client in the path must be the session's own; another client's id
// answers 404 with no data, exactly like an id that does not exist, so ids cannot be probed.
import type { MessageError } from '@portal/contract/errors';
import { HttpError, notFound } from '../http/errors.js';
import type { Authentication, User } from './authentication.js';

export const employerOnlyMessage = 'Access Denied';

/** The session of an employer user, who always belongs to a client. */
export type EmployerSession = Authentication & { user: User & { clientId: number } };

const accessDenied = () => new HttpError(403, { message: employerOnlyMessage } satisfies MessageError);

/** The session when its user is an active employer of a client; 403 otherwise. */
export function requireEmployer(auth: Authentication): EmployerSession {
  const { user } = auth;
  if (user.userType !== 'employer' || user.clientId === null || user.employmentStatus !== 'active') throw accessDenied();
  return auth as EmployerSession;
}

/** The employer's session when the path names their own client; 404 for any other id. */
export function requireOwnClient(auth: Authentication, clientId: number): EmployerSession {
  const employer = requireEmployer(auth);
  if (employer.user.clientId !== clientId) throw notFound();
  return employer;
}

/**
 * The employer administrator's operations (the dashboard's insights and settings, reports, data
 * uploads, vouchers): 403 for any other employer, and 404 for another client's id.
 */
export function requireEmployerAdmin(auth: Authentication, clientId?: number): EmployerSession {
  const employer = clientId === undefined ? requireEmployer(auth) : requireOwnClient(auth, clientId);
  if (!employer.user.isEmployerAdmin) throw accessDenied();
  return employer;
}

/** Approving is for approvers (spec section 6). */
export function requireApprover(auth: Authentication): EmployerSession {
  const employer = requireEmployer(auth);
  if (!employer.user.isApprover) throw accessDenied();
  return employer;
}
