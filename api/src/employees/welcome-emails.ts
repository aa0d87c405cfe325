// Welcome-email resends (the spec: "resend welcome emails, singly or in bulk"). A welcome
// email is the activation mail (mail/welcome-mail.ts): the person's still-usable link
// again with a fresh 14-day expiry, or a new one; it goes only to people who have not registered
// yet. The bulk resend is a job, so a client with tens of thousands of unregistered employees
// answers at once and the mails leave in the background.
import type { WelcomeResendAnswer } from '@portal/contract/employees';
import type { FieldErrors } from '@portal/contract/errors';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { EmployerSession } from '../access/rules.js';
import type { ApiConfig } from '../config.js';
import { audit } from '../db/audit.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema-people.js';
import { HttpError, notFound } from '../http/errors.js';
import { enqueueJob, type JobHandler } from '../jobs/worker.js';
import { sendActivationMail } from '../mail/welcome-mail.js';
import type { SecretBox } from '../secrets/secret-box.js';
import { employeeOf } from './employees.js';

/** What mailing a welcome needs: the database, the origins for its link, the key that seals it. */
export interface WelcomeServices {
  db: Database;
  config: ApiConfig;
  secretBox: SecretBox;
}

export const alreadyRegisteredMessage = 'This employee has already registered';
export const welcomeBulkJobKind = 'welcome-email-bulk';

export async function resendWelcomeEmail(
  { db, config, secretBox }: WelcomeServices,
  employer: EmployerSession,
  employeeId: number,
): Promise<WelcomeResendAnswer & { queued: 1 }> {
  const employee = await employeeOf(db, employer.user.clientId, employeeId);
  if (!employee) throw notFound();
  if (employee.registered)
    throw new HttpError(422, { errors: { employee: [alreadyRegisteredMessage] } } satisfies FieldErrors);
  await sendActivationMail(db, config, secretBox, employee.id);
  await audit(db, employer, 'welcome-email.resend', { employeeId: employee.id });
  return { status: 'queued', queued: 1 };
}

export async function resendWelcomeEmails(db: Database, employer: EmployerSession): Promise<WelcomeResendAnswer> {
  const { clientId } = employer.user;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.clientId, clientId), isNull(users.activatedAt)));
  const queued = row?.n ?? 0;
  // A retry of a failed job starts again from the first person; welcomeBulkHandler's keys make
  // sure that nobody already mailed by this job is mailed again.
  await enqueueJob(db, welcomeBulkJobKind, { clientId });
  await audit(db, employer, 'welcome-email.resend-all', { clientId, unregistered: queued });
  return { status: 'queued', queued };
}

/** One per recipient and job: a retried job queues each person's mail once. */
export const welcomeBulkMailKey = (jobId: number, userId: number) => `welcome-bulk:${jobId}:${userId}`;

/** Mails every unregistered employee of the client, in id order, a batch at a time. */
export function welcomeBulkHandler({ db, config, secretBox }: WelcomeServices): JobHandler {
  return async (payload, { jobId }) => {
    const clientId = Number(payload.clientId);
    let afterId = 0;
    for (;;) {
      const batch = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.clientId, clientId), isNull(users.activatedAt), gt(users.id, afterId)))
        .orderBy(asc(users.id))
        .limit(500);
      for (const { id } of batch)
        await sendActivationMail(db, config, secretBox, id, { idempotencyKey: welcomeBulkMailKey(jobId, id) });
      if (batch.length < 500) return;
      afterId = batch[batch.length - 1]!.id;
    }
  };
}
