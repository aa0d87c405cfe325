// Mail leaves through a job (jobs/worker.ts). With SMTP_URL it goes to that server; without, it
// is rendered by nodemailer's JSON transport and kept in the outbox table, which the demo mailbox
// reads.
import nodemailer from 'nodemailer';
import type { ApiConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { outbox } from '../db/schema.js';
import { enqueueJob, type JobHandler } from '../jobs/worker.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export const mailJobKind = 'mail';

export async function queueMail(db: Database, mail: Mail): Promise<void> {
  await enqueueJob(db, mailJobKind, { ...mail });
}

interface RenderedMail {
  to?: { address: string }[];
  subject?: string;
  text?: string;
  html?: string;
}

export function mailHandler(db: Database, config: ApiConfig): JobHandler {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : nodemailer.createTransport({ jsonTransport: true });
  return async (payload) => {
    const mail = payload as unknown as Mail;
    const info = await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    if (config.smtpUrl) return;
    const rendered = JSON.parse(String((info as { message?: unknown }).message)) as RenderedMail;
    await db.insert(outbox).values({
      toAddress: rendered.to?.[0]?.address ?? mail.to,
      subject: rendered.subject ?? mail.subject,
      textBody: rendered.text ?? mail.text,
      htmlBody: rendered.html ?? mail.html,
      status: 'sent',
      attempts: 1,
      sentAt: new Date(),
    });
  };
}
