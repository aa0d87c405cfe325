// Sending an enquiry: the subject must be one of the client's options and
// the comments present and not too long, else the spec's error shape names each field; at most a
// few an hour per person. The enquiry is stored and its mail queued in one transaction, so one is
// never without the other. Who sends it is the session's person, whatever the body claims.
import {
  correctErrorsMessage,
  type EnquiryRefused,
  enquiriesPerHour,
  enquiryForm,
  type SendEnquiryBody,
  subjectRequiredMessage,
  tooManyEnquiriesMessage,
} from '@portal/contract/contact';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Authentication } from '../auth/authentication.js';
import { audit } from '../db/audit.js';
import type { Database } from '../db/client.js';
import { contactEnquiries } from '../db/schema-contact.js';
import { users } from '../db/schema-people.js';
import { withTransaction } from '../db/transaction.js';
import { HttpError } from '../http/errors.js';
import { queueMails } from '../mail/mailer.js';
import { contactClientOf, enquiryOptionsOf } from './contact-page.js';
import { enquiryMail } from './enquiry-mail.js';

function refused(status: 422 | 429, fields: EnquiryRefused['fields'], message: string): HttpError {
  return new HttpError(status, { status: 'error', fields, message } satisfies EnquiryRefused);
}

export interface EnquiryServices {
  db: Database;
  /** Tells the job worker a mail is waiting. */
  kickJobs: () => void;
}

export async function sendEnquiry(
  { db, kickJobs }: EnquiryServices,
  auth: Authentication,
  body: SendEnquiryBody,
): Promise<{ enquiryId: number }> {
  const person = auth.user;
  const client = await contactClientOf(db, person);

  const fields: EnquiryRefused['fields'] = {};
  const form = enquiryForm.safeParse({ subject: body.subject ?? '', comments: body.comments ?? '' });
  const issueOf = (field: 'subject' | 'comments') =>
    form.error?.issues.find((issue) => issue.path[0] === field)?.message;
  // The subject is judged on its own, so one refusal names every field that is wrong.
  const option = issueOf('subject')
    ? undefined
    : (await enquiryOptionsOf(db, client.id)).find((each) => each.value === body.subject?.trim());
  if (!option) fields._person_enq = subjectRequiredMessage;
  const commentsIssue = issueOf('comments');
  if (commentsIssue) fields._message = commentsIssue;
  if (!form.success || !option) throw refused(422, fields, correctErrorsMessage);

  const to = client.contactUsEmail ?? client.supportEmail;
  const enquiryId = await withTransaction(db, async (tx) => {
    // One person's enquiries queue up here, so the hourly count is exact however many arrive at once.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, person.id)).for('update');
    const [recent] = await tx
      .select({ n: count() })
      .from(contactEnquiries)
      .where(
        and(eq(contactEnquiries.userId, person.id), gt(contactEnquiries.createdAt, sql`now() - interval '1 hour'`)),
      );
    if ((recent?.n ?? 0) >= enquiriesPerHour) throw refused(429, {}, tooManyEnquiriesMessage);
    const [row] = await tx
      .insert(contactEnquiries)
      .values({
        clientId: client.id,
        userId: person.id,
        actorUserId: auth.actor?.id ?? null,
        subjectValue: option.value,
        subjectLabel: option.label,
        comments: form.data.comments,
      })
      .returning({ id: contactEnquiries.id, createdAt: contactEnquiries.createdAt });
    // Without any address the enquiry is still kept: nothing the person wrote is lost.
    if (to) {
      const actorName = auth.actor ? `${auth.actor.firstName} ${auth.actor.surname}` : null;
      await queueMails(tx, [
        enquiryMail({
          to,
          brand: client.benefitBrandName,
          clientName: client.clientName,
          person,
          subjectLabel: option.label,
          comments: form.data.comments,
          sentAt: row!.createdAt,
          actorName,
        }),
      ]);
    }
    await audit(tx, auth, 'contact.enquiry', { enquiryId: row!.id, subject: option.value, mailed: Boolean(to) });
    return row!.id;
  });
  kickJobs();
  return { enquiryId };
}
