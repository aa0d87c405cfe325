// Who a session is, in the terms the contract's access declarations use (contract/src/access.ts):
// the roles of the person it acts for, who is acting in a masquerade, and the states of the person
// a declaration can refuse. The api's policy check and GET /user (which the gateway reads to
// decide what to offer) both take it from here.
import type { PersonState, Role, Subject } from '@portal/contract/access';
import type { Authentication, User } from '../auth/authentication.js';
import { clientRefusesPasswords } from './rules.js';
import { isVoucherOnly, ccvBalanceOf } from '../db/ccv-balances.js';
import type { Database } from '../db/client.js';
import { type Client, clientOf } from '../db/clients.js';

/** The roles of a person: every person of a client is an employee; an active employer has more. */
export function rolesOf(user: User): Role[] {
  if (user.isPlatformAdmin) return ['platform-admin'];
  if (user.clientId === null) return [];
  const roles: Role[] = ['employee'];
  if (user.userType === 'employer' && user.employmentStatus === 'active') {
    roles.push('employer');
    if (user.isEmployerAdmin) roles.push('employer-admin');
    if (user.isApprover) roles.push('approver');
  }
  return roles;
}

/** Who is acting as the person: support (a platform administrator) or their employer; null outside a masquerade. */
export function masqueradeOf(auth: Authentication): Subject['masquerade'] {
  if (auth.session.masqueradeUserId === null) return null;
  return auth.actor?.isPlatformAdmin ? 'support' : 'employer';
}

/** What the state checks may read: the person's client, when the caller has it loaded already. */
interface Known {
  client?: Client | undefined;
}

type StateCheck = (db: Database, user: User, known: Known) => Promise<boolean> | boolean;

// Each state is looked up only when a declaration asks about it, and the cheap test comes first:
// only someone who has left or is inactive can be in voucher-only mode.
const stateChecks: Record<PersonState, StateCheck> = {
  'voucher-only': async (db, user) =>
    (user.employmentStatus === 'left' || user.employmentStatus === 'inactive') &&
    isVoucherOnly(user, await ccvBalanceOf(db, user.id)),
  leaver: (_db, user) => user.employmentStatus === 'left',
  'sso-only': async (db, user, known) =>
    clientRefusesPasswords('client' in known ? known.client : await clientOf(db, user)),
};

export const everyPersonState = Object.keys(stateChecks) as PersonState[];

/** The subject of a session, with the states among `asked` that hold (every state when `asked` is omitted). */
export async function subjectOf(
  db: Database,
  auth: Authentication,
  asked: readonly PersonState[] = everyPersonState,
  known: Known = {},
): Promise<Subject> {
  const held = await Promise.all(
    asked.map(async (state) => ((await stateChecks[state](db, auth.user, known)) ? state : null)),
  );
  return {
    roles: rolesOf(auth.user),
    masquerade: masqueradeOf(auth),
    states: held.filter((state): state is PersonState => state !== null),
  };
}
