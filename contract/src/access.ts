// Who may call each REST endpoint, declared once beside it (`access` in endpoint()): the roles that
// may call it, whether a masquerade may, the states of the person that refuse it, and the rules
// that depend on the data the call names. The api enforces the declaration before any handler
// runs (api/src/access/policy.ts); the gateway reads it to tell the web app what to offer; the
// same function below decides for both. docs/access.md prints it as a table.
import { z } from 'zod';

/**
 * What a caller is. Every person of a client is an `employee` (employers have benefits of their
 * own too); `employer` is an active employer user; `employer-admin` and `approver` are employers
 * with those rights; `platform-admin` belongs to no client. In a masquerade the roles are those of
 * the person acted as.
 */
export const roles = ['anonymous', 'employee', 'employer', 'employer-admin', 'approver', 'platform-admin'] as const;
export type Role = (typeof roles)[number];

/**
 * States of the signed-in person (in a masquerade, the person acted as) that an endpoint may
 * refuse. The api reads them from the session before the handler runs.
 */
export const personStates = {
  'voucher-only': 'left or inactive with a childcare-voucher balance above 0: sees only their balance',
  leaver: 'employment status left',
  'sso-only': "the person's client accepts single sign-on only: no password exists to check or change",
} as const;
export type PersonState = keyof typeof personStates;

/**
 * Rules that depend on the data a call names. The handler checks each with the named function of
 * api/src/access/rules.ts; the declaration lists them so the table shows every rule in one place.
 */
export const dataRules = {
  'own-client':
    'the client in the path is the caller’s own (another client’s id answers 404, like one that does not exist)',
  'own-record': 'the record in the path is the caller’s own (404 otherwise)',
  'own-employee':
    'the person in the path is an employee of the caller’s client, not an employer, administrator or the caller',
  eligible:
    'the benefit is one the person may see: their client’s, this scheme year, their employment status, not excluded on probation (404 otherwise)',
  window: 'the benefit’s selection window (or a life event’s) is open (409 otherwise)',
  'new-members': 'a benefit closed to new members takes no first selection (409)',
  consent: 'a masquerade never accepts terms or medical declarations, and never gives consent (403)',
  'password-allowed':
    'a person of a single-sign-on-only client has no password: every password path answers as it does for an unknown account',
  'own-site':
    'a person logs in only on their own client’s site (platform administrators on the default one): elsewhere the generic wrong-password answer',
} as const;
export type DataRule = keyof typeof dataRules;

export interface Access {
  /** `anyone`: no session is read (a public call); otherwise the caller needs one of these roles. */
  roles: 'anyone' | readonly Exclude<Role, 'anonymous'>[];
  /** Whether a masquerade session may make the call. */
  masquerade: boolean;
  /** States of the person that refuse the call. */
  refuses?: readonly PersonState[];
  /** Rules the handler checks against the data the call names. */
  checks?: readonly DataRule[];
}

/** The signed-in callers of every kind: the people of a client and the platform administrators. */
export const signedIn = ['employee', 'platform-admin'] as const satisfies Access['roles'];

/** Who a caller is, as the api works it out from a session (or its absence). */
export interface Subject {
  roles: readonly Role[];
  /** Who is acting as the person, in a masquerade: support (a platform administrator) or their employer. */
  masquerade: 'support' | 'employer' | null;
  states: readonly PersonState[];
}

/** A subject as GET /user describes the signed-in person to the gateway. */
export const subject = z
  .object({
    roles: z.array(z.enum(roles)).readonly(),
    masquerade: z.enum(['support', 'employer']).nullable(),
    states: z.array(z.enum(Object.keys(personStates) as [PersonState, ...PersonState[]])).readonly(),
  })
  .meta({
    id: 'Subject',
    description:
      'Who the session is, in the terms of the access declarations: the gateway decides from it what to offer',
  });

export const anonymousSubject: Subject = { roles: ['anonymous'], masquerade: null, states: [] };

/** Why a call is refused before its handler runs. */
export const refusals = ['role', 'masquerade', 'voucher-only', 'leaver', 'sso-only'] as const satisfies readonly (
  'role' | 'masquerade' | PersonState
)[];
export type Refusal = (typeof refusals)[number];

/** The refusal the declaration gives this subject, or null when the call may go ahead. */
export function refusalFor(access: Access, subject: Subject): Refusal | null {
  if (access.roles === 'anyone') return null;
  if (!access.roles.some((role) => subject.roles.includes(role))) return 'role';
  if (subject.masquerade !== null && !access.masquerade) return 'masquerade';
  return access.refuses?.find((state) => subject.states.includes(state)) ?? null;
}

export function mayCall(access: Access, subject: Subject): boolean {
  return refusalFor(access, subject) === null;
}

/** The `consent` rule: only the person accepts terms, answers medical questions or gives consent; never a masquerade. */
export function mayGiveConsent(subject: Subject): boolean {
  return subject.masquerade === null;
}

/** A public call: no session is read, so no role or state can refuse it. */
export const publicCall = { roles: 'anyone', masquerade: true } as const satisfies Access;
