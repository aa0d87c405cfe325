// A client site's theme, found by the domain the browser used (the subdomain prefix, or 'localhost').
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { clients } from '../db/schema.js';

export type Client = typeof clients.$inferSelect;

export interface Theme {
  primaryColour: string;
  secondaryColour: string;
  logoFileUrl: string | null;
  brandHeaderLogo: string | null;
  mobileLogo: string | null;
  /** The employer's own logo, shown beside the brand logo once signed in. */
  clientLogo: string | null;
  supportEmail: string | null;
  contactUsEmail: string | null;
  benefitBrandName: string;
  benefitBrandPhoneNumber: string | null;
  avatarSet: { avatarsetPlainFileURL: string | null };
  baseFont: string | null;
  headerFont: string | null;
}

export async function findClientByDomain(db: Database, domain: string): Promise<Client | undefined> {
  const [client] = await db.select().from(clients).where(eq(clients.domain, domain.trim().toLowerCase()));
  return client;
}

export async function findClientById(db: Database, id: number): Promise<Client | undefined> {
  const [client] = await db.select().from(clients).where(eq(clients.id, id));
  return client;
}

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

export function siteOf(client: Client) {
  return {
    domain: client.domain,
    client: { clientName: client.clientName, contactUsEnabled: client.contactUsEnabled },
    theme: themeOf(client),
    cmsData: { sso_access_only: client.ssoAccessOnly },
  };
}
