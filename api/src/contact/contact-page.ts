// The Contact us page of a person's client: its enquiry options and its
// content-managed page content. A client with contact us switched off has no page at all.
import { type ContactPageAnswer, contactDisabledMessage, type EnquiryOption } from '@portal/contract/contact';
import type { MessageError } from '@portal/contract/errors';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { type Client, clientOf } from '../db/clients.js';
import { contactEnquiryOptions } from '../db/schema-contact.js';
import { findSiteContent } from '../db/site-content.js';
import { HttpError } from '../http/errors.js';

/** The person's client when it offers contact us; 403 otherwise (and for people of no client). */
export async function contactClientOf(db: Database, person: { clientId: number | null }): Promise<Client> {
  const client = await clientOf(db, person);
  if (!client?.contactUsEnabled) throw new HttpError(403, { message: contactDisabledMessage } satisfies MessageError);
  return client;
}

export async function enquiryOptionsOf(db: Database, clientId: number): Promise<EnquiryOption[]> {
  return db
    .select({ label: contactEnquiryOptions.label, value: contactEnquiryOptions.value })
    .from(contactEnquiryOptions)
    .where(eq(contactEnquiryOptions.clientId, clientId))
    .orderBy(asc(contactEnquiryOptions.position), asc(contactEnquiryOptions.id));
}

export async function contactPageOf(db: Database, person: { clientId: number | null }): Promise<ContactPageAnswer> {
  const client = await contactClientOf(db, person);
  const [enquiryOptions, page] = await Promise.all([
    enquiryOptionsOf(db, client.id),
    findSiteContent(db, client.id, 'contact'),
  ]);
  return { enquiryOptions, pageContent: page ? { name: page.name, content: page.content } : null };
}
