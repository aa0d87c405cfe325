// The demo clients' Contact us content: the subjects a person chooses from (content, per client)
// and the page content beside the form. Globex and Initech have contact us switched off.
import type { Database } from '../db/client.js';
import { contactEnquiryOptions } from '../db/schema-contact.js';
import type { PageSeed } from './seed-content.js';

export const demoEnquiryOptions = [
  { value: 'my-benefits', label: 'A question about my benefits' },
  { value: 'pay-and-deductions', label: 'Pay and deductions' },
  { value: 'personal-details', label: 'Changing my personal details' },
  { value: 'website-problem', label: 'A problem with the website' },
  { value: 'something-else', label: 'Something else' },
] as const;

export async function seedEnquiryOptions(db: Database, clientId: number): Promise<void> {
  await db
    .insert(contactEnquiryOptions)
    .values(demoEnquiryOptions.map((option, position) => ({ ...option, clientId, position })));
}

/** The page beside the form; a placeholder phone number (0, TBC) is left out, as the spec says. */
export function contactPage(clientName: string, contactUsEmail: string, phoneNumber: string | null): PageSeed {
  const phone = phoneNumber && !['', '0', 'TBC'].includes(phoneNumber.trim().toUpperCase()) ? phoneNumber : null;
  return {
    kind: 'contact',
    name: 'How we can help',
    content: [
      `<p>Questions about your benefits at ${clientName}? Send us a message with the form and the benefits team will reply by email, usually within two working days.</p>`,
      `<h3>Other ways to reach us</h3>`,
      `<ul><li>Email <a href="mailto:${contactUsEmail}">${contactUsEmail}</a></li>${phone ? `<li>Call ${phone}, Monday to Friday, 9am to 5pm</li>` : ''}</ul>`,
    ].join('\n'),
  };
}
