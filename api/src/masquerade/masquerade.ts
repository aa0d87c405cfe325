// Masquerade (docs/masquerade.md): a platform administrator acts as a person of a
// client for at most 60 minutes. Starting one writes a one-time link (only its hash kept, usable
// for 5 minutes); the single-sign-on login exchange redeems it into a session of the
// administrator marked with the person, the scheme year and the reason.
import { mayCall, refusalFor, type Subject } from '@portal/contract/access';
import {
  employerMasquerade,
  masqueradeLinkMinutes,
  masqueradeMinutes,
  startMasquerade as startMasqueradeEndpoint,
  type AccountAccessEntry,
  type MasqueradeCandidate,
  type SsoLoginAnswer,
} from '@portal/contract/masquerade';
import type { MessageError } from '@portal/contract/errors';
import { aliasedTable, and, desc, eq, gt, isNull, not, sql } from 'drizzle-orm';
import type { Authentication } from '../auth/authentication.js';
import { accessRefused } from '../access/policy.js';
import { requireOwnClient, requireOwnEmployee } from '../access/rules.js';
import { rolesOf } from '../access/subject.js';
import { startSession } from '../auth/sessions.js';
import { sessionStartedOf } from '../auth/login-success.js';
import { hashToken, newToken } from '../auth/tokens.js';
import { publicOriginOf } from '../config.js';
import { audit } from '../db/audit.js';
import { clients } from '../db/schema-clients.js';
import { users, userSearchText } from '../db/schema-people.js';
import { masqueradeLinks, sessions } from '../db/schema-sessions.js';
import { HttpError, notFound } from '../http/errors.js';
import { queueMail } from '../mail/mailer.js';
import { masqueradeAccessMail } from '../mail/messages.js';
import type { ApiServices } from '../services.js';

export const masqueradeLinkPrefix = 'msq';

export const refusals = {
  self: 'You cannot masquerade as yourself',
  administrator: 'Administrators cannot be masqueraded',
} as const;

const refuse = (message: string) => new HttpError(403, { message } satisfies MessageError);

/** Who starts a masquerade: a session (the web) or the operator's command line, as an administrator. */
export type MasqueradeStarter = Pick<Authentication, 'user'> & {
  session: { userId: number; masqueradeUserId: number | null };
};

/** A starter as the access declarations see them: their own roles, and whether they are in a masquerade already. */
function starterSubject(auth: MasqueradeStarter): Subject {
  return {
    roles: rolesOf(auth.user),
    masquerade: auth.session.masqueradeUserId === null ? null : 'support',
    states: [],
  };
}

/**
 * POST /masquerade's declaration, applied to the starter: the web's call has passed it before
 * its handler ran, the operator's command line (admin-cli.ts) passes it here.
 */
export function requirePlatformAdministrator<A extends MasqueradeStarter>(auth: A): A {
  const refusal = refusalFor(startMasqueradeEndpoint.access, starterSubject(auth));
  if (refusal) throw accessRefused(refusal);
  return auth;
}

/** People of every client matching the search; administrators are never offered. */
export async function masqueradeCandidates({ db }: ApiServices, search: string): Promise<MasqueradeCandidate[]> {
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      surname: users.surname,
      email: users.email,
      userType: users.userType,
      clientName: clients.clientName,
      schemeYear: clients.schemeYear,
    })
    .from(users)
    .innerJoin(clients, eq(clients.id, users.clientId))
    .where(and(not(users.isPlatformAdmin), sql`${userSearchText(users)} like ${pattern}`))
    .orderBy(users.surname, users.firstName, users.id)
    .limit(20);
  return rows.map(({ firstName, surname, ...row }) => ({ ...row, name: `${firstName} ${surname}` }));
}

export interface MasqueradeRequest {
  userId: number;
  reason: string;
  schemeYear?: number;
}

/** A one-time link for the person, on their client's own site. */
export async function startMasquerade(
  services: Pick<ApiServices, 'db' | 'config'>,
  auth: MasqueradeStarter,
  request: MasqueradeRequest,
): Promise<{ url: string; expiresAt: string }> {
  const admin = requirePlatformAdministrator(auth).user;
  if (request.userId === admin.id) throw refuse(refusals.self);
  const [person] = await services.db
    .select({
      id: users.id,
      isPlatformAdmin: users.isPlatformAdmin,
      clientId: users.clientId,
      domain: clients.domain,
      schemeYear: clients.schemeYear,
    })
    .from(users)
    .innerJoin(clients, eq(clients.id, users.clientId))
    .where(eq(users.id, request.userId));
  if (!person) throw notFound('No such person');
  if (person.isPlatformAdmin) throw refuse(refusals.administrator);
  return issueLink(services, auth, {
    ...person,
    reason: request.reason,
    schemeYear: request.schemeYear ?? person.schemeYear,
  });
}

interface LinkTarget {
  id: number;
  clientId: number | null;
  domain: string;
  reason: string;
  schemeYear: number;
}

/** Writes the one-time link (only its hash kept) and the audit row of its making. */
async function issueLink(
  services: Pick<ApiServices, 'db' | 'config'>,
  auth: MasqueradeStarter,
  target: LinkTarget,
): Promise<{ url: string; expiresAt: string }> {
  const token = `${masqueradeLinkPrefix}${newToken()}`;
  const [link] = await services.db
    .insert(masqueradeLinks)
    .values({
      tokenHash: hashToken(token),
      adminUserId: auth.session.userId,
      userId: target.id,
      reason: target.reason,
      schemeYear: target.schemeYear,
      expiresAt: sql`now() + make_interval(mins => ${masqueradeLinkMinutes})`,
    })
    .returning({ expiresAt: masqueradeLinks.expiresAt });
  await audit(services.db, { session: auth.session, user: { clientId: target.clientId } }, 'masquerade.link', {
    userId: target.id,
    schemeYear: target.schemeYear,
    reason: target.reason,
  });
  return {
    url: `${publicOriginOf(services.config, target.domain)}/sso-login/${token}/${target.schemeYear}`,
    expiresAt: link!.expiresAt.toISOString(),
  };
}

/**
 * The spec's employer magic link: an active employer of the client acts as one of its employees
 * (never another employer, never themselves), under the same rules, with a reason. Another
 * client's id, or a person of another client, answers 404 as an id that does not exist.
 */
export async function startEmployerMasquerade(
  services: Pick<ApiServices, 'db' | 'config'>,
  auth: Authentication,
  target: { clientId: number; userId: number; reason: string },
): Promise<{ url: string; expiresAt: string }> {
  const employer = requireOwnClient(auth, target.clientId);
  const [found] = await services.db
    .select({
      id: users.id,
      userType: users.userType,
      isPlatformAdmin: users.isPlatformAdmin,
      clientId: users.clientId,
      domain: clients.domain,
      schemeYear: clients.schemeYear,
    })
    .from(users)
    .innerJoin(clients, eq(clients.id, users.clientId))
    .where(and(eq(users.id, target.userId), eq(users.clientId, employer.user.clientId)));
  const person = requireOwnEmployee(employer, found);
  return issueLink(services, auth, { ...person, reason: target.reason, schemeYear: person.schemeYear });
}

export const linkExpiredMessage =
  "Ooops your link has expired: This link has expired. Don't worry close this tab and start the masquerade session again.";

const linkExpired = () => new HttpError(401, { error: 'masquerade_link_expired', message: linkExpiredMessage });

/**
 * Uses a masquerade link up (once, within its minutes) and starts the administrator's masquerade
 * session; the person is mailed that support accessed their account, when and why.
 */
export async function redeemMasqueradeLink(
  services: ApiServices,
  { token, schemeYear, ip }: { token: string; schemeYear?: number; ip?: string },
): Promise<SsoLoginAnswer> {
  const { db } = services;
  const [link] = await db
    .update(masqueradeLinks)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(masqueradeLinks.tokenHash, hashToken(token)),
        isNull(masqueradeLinks.usedAt),
        gt(masqueradeLinks.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!link) throw linkExpired();
  const [starter] = await db.select().from(users).where(eq(users.id, link.adminUserId));
  const [person] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      isPlatformAdmin: users.isPlatformAdmin,
      userType: users.userType,
      clientId: users.clientId,
      brand: clients.benefitBrandName,
    })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(eq(users.id, link.userId));
  // Rights may have changed since the link was made: the starter must still be allowed to make
  // it, as the declarations of the two ways of starting one say.
  const subject: Subject | null = starter ? { roles: rolesOf(starter), masquerade: null, states: [] } : null;
  const support = subject !== null && mayCall(startMasqueradeEndpoint.access, subject);
  const employerOfPerson =
    subject !== null &&
    mayCall(employerMasquerade.access, subject) &&
    starter!.clientId === person?.clientId &&
    person.userType === 'employee';
  if (!person || person.isPlatformAdmin || !(support || employerOfPerson)) throw linkExpired();
  const year = schemeYear ?? link.schemeYear;
  const session = await startSession(db, link.adminUserId, {
    lifetimes: services.config.session,
    masquerade: { userId: link.userId, schemeYear: year, reason: link.reason, minutes: masqueradeMinutes },
  });
  await audit(
    db,
    { session: { userId: link.adminUserId, masqueradeUserId: link.userId }, user: { clientId: person.clientId } },
    'masquerade.start',
    {
      sessionId: session.sessionId,
      schemeYear: year,
      reason: link.reason,
      ip: ip ?? null,
    },
  );
  await queueMail(
    db,
    masqueradeAccessMail(person.email, person.firstName, person.brand ?? 'Benefits portal', new Date(), link.reason),
  );
  services.kickJobs();
  return {
    ...sessionStartedOf(session),
    masqueradeUserId: link.userId,
    masqueradeSchemeYear: year,
  };
}

/**
 * Who held a session, in the list's words: the portal's own support, or someone of the client
 * (an employer viewing as one of their employees), so that the employer can tell the two apart.
 */
function accessorRole(row: { byAdministrator: boolean; byEmployerAdmin: boolean }): string {
  if (row.byAdministrator) return 'platform support';
  return row.byEmployerAdmin ? 'employer administrator' : 'employer';
}

/** Masquerade sessions on the client's staff, newest first (the employer's "Account access"). */
export async function accountAccessOf({ db }: ApiServices, clientId: number): Promise<AccountAccessEntry[]> {
  const admins = aliasedTable(users, 'admins');
  const rows = await db
    .select({
      id: sessions.id,
      firstName: users.firstName,
      surname: users.surname,
      email: users.email,
      adminFirstName: admins.firstName,
      adminSurname: admins.surname,
      byAdministrator: admins.isPlatformAdmin,
      byEmployerAdmin: admins.isEmployerAdmin,
      reason: sessions.masqueradeReason,
      startedAt: sessions.masqueradeStartedAt,
      // Until it ended (revoked, or its last call once it died), or until now while it lives.
      minutes: sql<number>`greatest(0, floor(extract(epoch from (least(coalesce(${sessions.revokedAt}, now()), ${sessions.expiresAt}, greatest(${sessions.lastSeenAt}, ${sessions.masqueradeStartedAt})) - ${sessions.masqueradeStartedAt})) / 60))::int`,
      active: sql<boolean>`(${sessions.revokedAt} is null and ${sessions.expiresAt} > now())`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.masqueradeUserId))
    .innerJoin(admins, eq(admins.id, sessions.userId))
    .where(eq(users.clientId, clientId))
    .orderBy(desc(sessions.masqueradeStartedAt), desc(sessions.id))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    employeeName: `${row.firstName} ${row.surname}`,
    employeeEmail: row.email,
    accessedBy: `${row.adminFirstName} ${row.adminSurname}, ${accessorRole(row)}`,
    reason: row.reason ?? '',
    startedAt: row.startedAt!.toISOString(),
    minutes: Number(row.minutes),
    active: row.active,
  }));
}
