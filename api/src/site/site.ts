// A client site: its branding and switches, found by the domain the browser used (the subdomain
// prefix, or 'localhost').
import type { LoginSetupAnswer } from '@portal/contract/session';
import type { Theme } from '@portal/contract/shared';
import type { SiteAnswer } from '@portal/contract/site';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { preparedFor } from '../db/prepared.js';
import { type Client, findClientByDomain } from '../db/clients.js';
import { clientExceptions } from '../db/schema-clients.js';
import { notFound } from '../http/errors.js';

export function themeOf(client: Client): Theme {
  return {
    primaryColour: client.primaryColour,
    secondaryColour: client.secondaryColour,
    logoFileUrl: client.logoFileUrl,
    brandHeaderLogo: client.brandHeaderLogo,
    mobileLogo: client.mobileLogo,
    clientLogo: client.clientLogo,
    supportEmail: client.supportEmail,
    contactUsEmail: client.contactUsEmail,
    benefitBrandName: client.benefitBrandName,
    benefitBrandPhoneNumber: client.benefitBrandPhoneNumber,
    avatarSet: { avatarsetPlainFileURL: client.avatarSetUrl },
    baseFont: client.baseFont,
    headerFont: client.headerFont,
  };
}

/** The site a domain names; 404 'Client not found' for a domain no client has. */
export async function siteByDomain(db: Database, domain: string): Promise<SiteAnswer> {
  const client = await findClientByDomain(db, domain);
  if (!client) throw notFound('Client not found');
  return {
    domain: client.domain,
    client: { clientName: client.clientName, contactUsEnabled: client.contactUsEnabled, ssoEnabled: client.ssoEnabled },
    theme: themeOf(client),
    cmsData: { sso_access_only: client.ssoAccessOnly },
  };
}

// Read by every page's login setup: built once (db/prepared.ts).
const exceptionsRead = preparedFor('client_exceptions_of_client', (db) =>
  db
    .select({ code: clientExceptions.code, status: clientExceptions.status })
    .from(clientExceptions)
    .where(eq(clientExceptions.clientId, sql.placeholder('clientId')))
    .orderBy(clientExceptions.code),
);

/** The client as the shell needs it right after login: its switches, scheme year and theme. */
export async function setupClientOf(db: Database, client: Client): Promise<NonNullable<LoginSetupAnswer['client']>> {
  const theme = themeOf(client);
  return {
    id: client.id,
    clientName: client.clientName,
    contactUsEnabled: client.contactUsEnabled,
    clientExceptions: await exceptionsRead(db).execute({ clientId: client.id }),
    scheme: {
      schemeYear: client.schemeYear,
      baseFont: client.baseFont,
      headerFont: client.headerFont,
      avatarSet: theme.avatarSet,
      theme: { core: theme },
    },
  };
}
