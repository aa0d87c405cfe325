// Mail is written to the outbox table and a job sends it (jobs/worker.ts), in one transaction, so
// a mail is queued exactly when its row exists. With SMTP_URL the job sends it to that server;
// without, nodemailer's JSON transport renders it and the row is the demo mailbox's copy.
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { ApiConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { outbox } from '../db/schema-jobs.js';
import { withTransaction } from '../db/transaction.js';
import { enqueueJob, enqueueJobs, type JobHandler } from '../jobs/worker.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where answers go, when not to the sender (a contact enquiry is answered to the person). */
  replyTo?: string;
}

export const mailJobKind = 'mail';

export interface QueueOptions {
  /**
   * Work that may run again after a crash (a bulk resend) names each mail: a key already queued
   * is not queued again, so nobody is mailed twice.
   */
  idempotencyKey?: string;
}

/** True when the mail was queued; false when its idempotency key already was. */
export async function queueMail(db: Database, mail: Mail, options: QueueOptions = {}): Promise<boolean> {
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(outbox)
      .values({
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        replyTo: mail.replyTo ?? null,
        idempotencyKey: options.idempotencyKey ?? null,
      })
      .onConflictDoNothing({ target: outbox.idempotencyKey })
      .returning({ id: outbox.id });
    if (!row) return false;
    await enqueueJob(tx, mailJobKind, { outboxId: row.id });
    return true;
  });
}

/**
 * Many mails at once, in two statements whatever their number, inside the caller's transaction
 * (an approval of 500 selections mails 500 people, or nobody if it fails).
 */
export async function queueMails(db: Database, mails: Mail[]): Promise<void> {
  if (mails.length === 0) return;
  const rows = await db
    .insert(outbox)
    .values(
      mails.map((mail) => ({
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        replyTo: mail.replyTo ?? null,
      })),
    )
    .returning({ id: outbox.id });
  await enqueueJobs(
    db,
    mailJobKind,
    rows.map((row) => ({ outboxId: row.id })),
  );
}

/**
 * Many mails, each named by its idempotency key, in two statements inside one transaction: a key
 * already queued (by this instance earlier, or by another at the same moment) is passed over, so
 * each mail goes out once however many instances queue it. Answers how many were new.
 */
export async function queueMailsOnce(db: Database, mails: (Mail & { idempotencyKey: string })[]): Promise<number> {
  if (mails.length === 0) return 0;
  return withTransaction(db, async (tx) => {
    const rows = await tx
      .insert(outbox)
      .values(
        mails.map((mail) => ({
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
          replyTo: mail.replyTo ?? null,
          idempotencyKey: mail.idempotencyKey,
        })),
      )
      .onConflictDoNothing({ target: outbox.idempotencyKey })
      .returning({ id: outbox.id });
    await enqueueJobs(
      tx,
      mailJobKind,
      rows.map((row) => ({ outboxId: row.id })),
    );
    return rows.length;
  });
}

interface RenderedMail {
  to?: { address: string }[];
  subject?: string;
  text?: string;
  html?: string;
}

export function mailHandler(db: Database, config: ApiConfig): JobHandler {
  const transport = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  return async (payload) => {
    const [mail] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.id, Number(payload.outboxId)));
    // Sent by an earlier run of this job that stopped before it was marked done.
    if (!mail || mail.status === 'sent') return;
    const info = await transport.sendMail({
      from: config.mailFrom,
      to: mail.toAddress,
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      text: mail.textBody,
      html: mail.htmlBody ?? undefined,
    });
    const rendered = config.smtpUrl
      ? {}
      : (JSON.parse(String((info as { message?: unknown }).message)) as RenderedMail);
    await db
      .update(outbox)
      .set({
        toAddress: rendered.to?.[0]?.address ?? mail.toAddress,
        subject: rendered.subject ?? mail.subject,
        textBody: rendered.text ?? mail.textBody,
        htmlBody: rendered.html ?? mail.htmlBody,
        status: 'sent',
        attempts: mail.attempts + 1,
        sentAt: new Date(),
      })
      .where(eq(outbox.id, mail.id));
  };
}
