// The signed-in person as GET /user describes them (docs/rest-api.md "User").
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { clientExceptions } from '../db/schema.js';
import type { User } from '../session/authentication.js';
import { currentTermsRevision } from '../policies/site-content.js';
import { findClientById, type Client } from '../themes/theme.js';

// Placeholder numbers some clients carry instead of a real one: show none rather than these.
const placeholderNumbers = new Set(['', '0', 'TBC']);

export function supportNumberOf(client: Client | undefined): string | null {
  const number = client?.benefitBrandPhoneNumber?.trim() ?? '';
  return placeholderNumbers.has(number.toUpperCase()) ? null : number;
}

export async function describeUser(db: Database, user: User) {
  const client = user.clientId === null ? undefined : await findClientById(db, user.clientId);
  const termsRevision = await currentTermsRevision(db, user.clientId);
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
  };
}

export async function listClientExceptions(db: Database, clientId: number) {
  return db
    .select({ code: clientExceptions.code, status: clientExceptions.status })
    .from(clientExceptions)
    .where(eq(clientExceptions.clientId, clientId))
    .orderBy(clientExceptions.code);
}
