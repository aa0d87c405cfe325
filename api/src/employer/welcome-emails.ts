// Welcome-email resends (spec section 1: "resend welcome emails, singly or in bulk"). A welcome
// email is the activation mail with a fresh 14-day link (activation/activation-mail.ts); it goes
// only to people who have not registered yet. The bulk resend is a job, so a client with tens of
// thousands of unregistered employees answers at once and the mails leave in the background.
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { sendActivationMail } from '../activation/activation-mail.js';
import type { ApiConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import { HttpError, notFound } from '../http/errors.js';
import { enqueueJob, type JobHandler } from '../jobs/worker.js';
import type { Authentication } from '../session/authentication.js';
import { audit, requireEmployer } from './access.js';
import { employeeOf } from './employees.js';

export const alreadyRegisteredMessage = 'This employee has already registered';
export const welcomeBulkJobKind = 'welcome-email-bulk';

export async function resendWelcomeEmail(db: Database, config: ApiConfig, auth: Authentication, employeeId: number) {
  const employer = requireEmployer(auth);
  const employee = await employeeOf(db, employer.clientId, employeeId);
  if (!employee) throw notFound();
  if (employee.registered) throw new HttpError(422, { errors: { employee: [alreadyRegisteredMessage] } });
  await sendActivationMail(db, config, employee.id);
  await audit(db, auth, 'welcome-email.resend', { employeeId: employee.id });
  return { status: 'queued', queued: 1 };
}

export async function resendWelcomeEmails(db: Database, auth: Authentication, clientId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.clientId, clientId), isNull(users.activatedAt)));
  const queued = row?.n ?? 0;
  // A retry of a failed job mails again from the start; each mail carries a fresh link that
  // voids the earlier one, so at worst someone gets a second, equally valid, welcome email.
  await enqueueJob(db, welcomeBulkJobKind, { clientId });
  await audit(db, auth, 'welcome-email.resend-all', { clientId, unregistered: queued });
  return { status: 'queued', queued };
}

/** Mails every unregistered employee of the client, in id order, a batch at a time. */
export function welcomeBulkHandler(db: Database, config: ApiConfig): JobHandler {
  return async (payload) => {
    const clientId = Number(payload.clientId);
    let afterId = 0;
    for (;;) {
      const batch = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.clientId, clientId), isNull(users.activatedAt), gt(users.id, afterId)))
        .orderBy(asc(users.id))
        .limit(500);
      for (const { id } of batch) await sendActivationMail(db, config, id);
      if (batch.length < 500) return;
      afterId = batch[batch.length - 1]!.id;
    }
  };
}
