// The access rules that depend on the data a call names: the `checks` of the contract's access
// declarations (contract/src/access.ts dataRules). Who may call at all (roles, masquerade, the
// person's states) is enforced before any handler runs (./policy.ts); a handler states these
// rules with the functions here, by name, and never decides access inline.
import { mayGiveConsent } from '@portal/contract/access';
import type { AccessRefused } from '@portal/contract/errors';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Authentication, User } from '../auth/authentication.js';
import { benefits } from '../db/schema-benefits.js';
import { clients } from '../db/schema-clients.js';
import { HttpError, notFound } from '../http/errors.js';
import { accessRefused } from './policy.js';
import { masqueradeOf, rolesOf } from './subject.js';

/** The session of an employer user, who always belongs to a client. */
export type EmployerSession = Authentication & { user: User & { clientId: number } };

/**
 * The session of a call whose declaration names only employer roles: its person belongs to a
 * client. The declaration has already refused anyone else; this says so to the type checker.
 */
export function employerSessionOf(auth: Authentication): EmployerSession {
  if (auth.user.clientId === null) throw accessRefused('role');
  return auth as EmployerSession;
}

/** own-client: the client the path names is the caller's own; another client's id answers 404, like one that does not exist. */
export function requireOwnClient(auth: Authentication, clientId: number): EmployerSession {
  const employer = employerSessionOf(auth);
  if (employer.user.clientId !== clientId) throw notFound();
  return employer;
}

/** own-record: a record the path names that belongs to someone else answers 404, like one that does not exist. */
export function requireOwnRecord<R>(record: R | undefined, ownerId: number | undefined, auth: Authentication): R {
  if (record === undefined || ownerId !== auth.user.id) throw notFound();
  return record;
}

/** own-record, for a path that names a person: only the caller themselves; the domain words the refusal. */
export function requireOwnAccount(auth: Authentication, userId: number, refusal: () => Error): void {
  if (auth.user.id !== userId) throw refusal();
}

/** What own-employee looks at of the person a path names. */
export interface NamedPerson {
  id: number;
  clientId: number | null;
  userType: 'employee' | 'employer';
  isPlatformAdmin: boolean;
}

export const ownEmployeeRefusals = {
  self: 'You cannot masquerade as yourself',
  notAnEmployee: 'Employers can only act as their own employees',
} as const;

/**
 * own-employee: the person an employer acts as is an employee of the employer's own client (404
 * for anyone of another client, or nobody), never the employer themselves, another employer or an
 * administrator (403).
 */
export function requireOwnEmployee<P extends NamedPerson>(employer: EmployerSession, person: P | undefined): P {
  if (!person || person.clientId !== employer.user.clientId) throw notFound('No such person');
  if (person.id === employer.user.id) throw new HttpError(403, { message: ownEmployeeRefusals.self });
  if (person.isPlatformAdmin || person.userType !== 'employee')
    throw new HttpError(403, { message: ownEmployeeRefusals.notAnEmployee });
  return person;
}

/** What eligibility reads of a benefit. */
export interface EligibilityRule {
  employmentStatuses: readonly string[];
  excludesProbation: boolean;
}

/** What eligibility reads of a person. */
export interface EligibilityOf {
  employmentStatus: string;
  onProbation: boolean;
}

/**
 * eligible: a benefit is open to a person whose employment status it lists, unless it excludes
 * people on probation and they are on it. (Its client, scheme year and being active are the
 * catalogue's: eligibleTo below.)
 */
export function isEligible(benefit: EligibilityRule, person: EligibilityOf): boolean {
  return (
    benefit.employmentStatuses.includes(person.employmentStatus) && !(benefit.excludesProbation && person.onProbation)
  );
}

/** The same rule as SQL over the benefits table, for lists: one query whatever their length. */
export function eligibleTo(user: User, client: { id: number; schemeYear: number }): SQL {
  return and(
    eq(benefits.clientId, client.id),
    eq(benefits.schemeYear, client.schemeYear),
    eq(benefits.active, true),
    sql`${user.employmentStatus} = any(${benefits.employmentStatuses})`,
    user.onProbation ? eq(benefits.excludesProbation, false) : undefined,
  )!;
}

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const inWords = (isoDate: string) => longDate.format(new Date(`${isoDate}T00:00:00Z`));

/** What the window rule reads of a benefit's selection window (benefits/selection-window.ts works it out). */
export interface WindowState {
  open: boolean;
  opensOn: string | null;
  closesOn: string | null;
}

/** window: a change is made only while the benefit's window is open; 409 saying when it opens (or when it closed). */
export function requireOpenWindow(window: WindowState, today: string): void {
  if (window.open) return;
  const upcoming = window.opensOn && window.opensOn > today ? window.opensOn : null;
  const message = upcoming
    ? `You can change this benefit from ${inWords(upcoming)}`
    : `The selection window closed on ${inWords(window.closesOn ?? today)}`;
  throw new HttpError(409, { message, opensOn: upcoming });
}

export const closedToNewMembersMessage = 'This benefit is closed to new members';

/**
 * new-members: a benefit closed to new members takes no first selection; someone who has held it
 * before (a reapply after an opt-out or a rejection) may still choose it again.
 */
export function requireOpenToNewMembers(benefit: { closedToNewMembers: boolean }, heldBefore: boolean): void {
  if (benefit.closedToNewMembers && !heldBefore) throw new HttpError(409, { message: closedToNewMembersMessage });
}

/** Whether a person could join a benefit: closed ones take nobody who has not held them before. */
export function opensToNewMembers(benefit: { closedToNewMembers: boolean }): boolean {
  return !benefit.closedToNewMembers;
}

export const consentMessage =
  'Only the person can accept terms or answer medical questions: this cannot be done during a masquerade session';

/** What a choice may carry that only the person can give. */
export interface Consents {
  accepted_terms?: unknown;
  medical_answers?: unknown;
}

/**
 * consent: a masquerade never accepts terms (the site's or a benefit's) and never answers medical
 * questions for the person: a call that carries either is refused.
 */
export function refuseConsentInMasquerade(auth: Authentication, consents: Consents): void {
  if (mayGiveConsent({ roles: rolesOf(auth.user), masquerade: masqueradeOf(auth), states: [] })) return;
  if (consents.accepted_terms !== undefined || consents.medical_answers !== undefined) {
    throw new HttpError(403, { message: consentMessage, refusal: 'masquerade' } satisfies AccessRefused);
  }
}

/** The route option of a call whose path names a client: own-client, answering the employer's session. */
export const ownClientOfPath = {
  access: (auth: Authentication, params: { clientId: number }) => requireOwnClient(auth, params.clientId),
};

/** The route option of a call whose client is the session's own (an employer role declared): the employer's session. */
export const employerOfSession = { access: (auth: Authentication) => employerSessionOf(auth) };

// password-allowed and own-site: rules about the person a password path names (login, the second
// factor and 2FA setup at login, forgotten password, reset, activation), decided here once so that
// no path words its own copy (docs/login-and-two-factor.md, "Who may use a password, and where").
// The paths that apply them answer a refusal exactly as a wrong password or an unknown account, so
// that a refusal never tells anyone that the account exists.

/** The site of people who belong to no client, and of the default client (`localhost`). */
export const defaultSite = 'localhost';

/**
 * What these rules read of a person: their client's domain and single-sign-on-only switch, both
 * null for a person of no client. Selected with `personRuleColumns` over a left join on clients.
 */
export interface PersonRuleFacts {
  clientDomain: string | null;
  clientSsoAccessOnly: boolean | null;
}

/** The columns behind PersonRuleFacts, for a select that left-joins the person's client. */
export const personRuleColumns = { clientDomain: clients.domain, clientSsoAccessOnly: clients.ssoAccessOnly };

/** A client in single-sign-on-only mode (the spec's cms flag sso_access_only) accepts no password. */
export function clientRefusesPasswords(client: { ssoAccessOnly: boolean } | null | undefined): boolean {
  return client?.ssoAccessOnly === true;
}

/**
 * Whether every password path refuses this person: login, the second factor and 2FA setup at
 * login, the forgotten password, reset and activation links. Their client signs them in through
 * its identity provider only, so a password the portal still holds for them (from before the
 * switch, or a demo one) must open nothing.
 */
export function passwordsRefusedFor(person: PersonRuleFacts): boolean {
  return clientRefusesPasswords(
    person.clientSsoAccessOnly === null ? null : { ssoAccessOnly: person.clientSsoAccessOnly },
  );
}

/** The one site a person logs in on: their client's, or the default site for a person of no client. */
export function loginSiteOf(person: PersonRuleFacts): string {
  return person.clientDomain ?? defaultSite;
}

/** Whether a login sent from `site` (the domain the gateway read from the browser's host) is this person's. */
export function logsInOn(person: PersonRuleFacts, site: string): boolean {
  return loginSiteOf(person) === site.trim().toLowerCase();
}
