// The signed-in person as GET /user describes them.
import type { UserAnswer } from '@portal/contract/profile';
import { subjectOf } from '../access/subject.js';
import type { Authentication } from '../auth/authentication.js';
import type { Database } from '../db/client.js';
import { type Client, clientOf } from '../db/clients.js';
import { currentTermsRevision } from '../db/site-content.js';

// Placeholder numbers some clients carry instead of a real one: show none rather than these.
const placeholderNumbers = new Set(['', '0', 'TBC']);

export function supportNumberOf(client: Client | undefined): string | null {
  const number = client?.benefitBrandPhoneNumber?.trim() ?? '';
  return placeholderNumbers.has(number.toUpperCase()) ? null : number;
}

/** `known`: the person's client when the caller has read it already (the login setup). */
export async function describeUser(
  db: Database,
  auth: Authentication,
  known?: { client: Client | undefined },
): Promise<UserAnswer> {
  const { user } = auth;
  // Every page of the app reads the person: their client and the terms in force side by side.
  const [client, termsRevision] = await Promise.all([
    known ? known.client : clientOf(db, user),
    currentTermsRevision(db, user.clientId),
  ]);
  return {
    id: user.id,
    name: `${user.firstName} ${user.surname}`,
    firstName: user.firstName,
    surname: user.surname,
    email: user.email,
    userType: user.userType,
    employmentStatus: user.employmentStatus,
    avatar: user.avatarUrl,
    onProbation: user.onProbation,
    isApprover: user.isApprover,
    isEmployerAdmin: user.isEmployerAdmin,
    isPlatformAdmin: user.isPlatformAdmin,
    siteTermsUpdated: user.termsAcceptedRevision < termsRevision,
    termsRevision,
    showWelcomeModal: user.firstLogin,
    isDataLoadEligibilityImpactEnabled: client?.dataLoadEligibilityImpact ?? false,
    supportEmail: client?.supportEmail ?? null,
    supportEmailIsSchemeBased: client?.supportEmailIsSchemeBased ?? false,
    contactUsEmail: client?.contactUsEmail ?? null,
    supportNumber: supportNumberOf(client),
    ssoLogoutUrl: client?.ssoLogoutUrl ?? null,
    clientId: user.clientId,
    access: await subjectOf(db, auth, undefined, { client }),
  };
}
