// The demo mailbox: the latest mails the outbox holds for an address, so the demo and the
// end-to-end tests can follow links without a mail server (docs/rest-api.md "Mail"). A browser
// gets a small page with the links ready to click.
import type { Mail } from '@portal/contract/service';
import { desc, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { outbox } from '../db/schema-jobs.js';

/** Newest first, at most 20. */
export async function mailboxOf(db: Database, to: string): Promise<Mail[]> {
  const mails = await db
    .select({
      to: outbox.toAddress,
      replyTo: outbox.replyTo,
      subject: outbox.subject,
      text: outbox.textBody,
      html: outbox.htmlBody,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(sql`lower(${outbox.toAddress}) = ${to.toLowerCase()}`)
    .orderBy(desc(outbox.id))
    .limit(20);
  return mails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() }));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The text body, escaped, with its http(s) links clickable. */
function textWithLinks(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** The page a browser gets: the form to name an address and, once named, its mails. */
export function mailboxPage(to: string | null, mails: Mail[]): string {
  const items = mails
    .map(
      (mail) =>
        `<article><h2>${escapeHtml(mail.subject)}</h2><p class="meta">To ${escapeHtml(mail.to)}${mail.replyTo ? `, reply to ${escapeHtml(mail.replyTo)}` : ''}, ${escapeHtml(new Date(mail.createdAt).toUTCString())}</p><pre>${textWithLinks(mail.text)}</pre></article>`,
    )
    .join('');
  const body = to === null ? '' : items || `<p>No mail for ${escapeHtml(to)} yet.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Demo mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;font:inherit}.meta{color:#555;font-size:.875rem}input{padding:.4rem;min-width:16rem}</style></head>
<body><h1>Demo mailbox</h1><p>Mail the portal would have sent, kept in the outbox because no SMTP server is configured.</p>
<form method="get"><label>Email address <input name="to" type="email" required value="${escapeHtml(to ?? '')}"></label> <button>Show mail</button></form>${body}</body></html>`;
}
