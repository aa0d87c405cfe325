// GET /demo/mailbox?to=<email>: the latest mails the outbox holds for an address, so the demo
// and the end-to-end tests can follow reset links without a mail server. Off in production
// unless DEMO_MAILBOX=on (docs/rest-api.md "Mail"). JSON for tests and tools; a browser (Accept:
// text/html) gets a small page with the links ready to click.
import { Router } from 'express';
import { desc, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { outbox } from '../../db/schema.js';
import { parseBody, requiredEmail } from '../../http/validation.js';

const query = z.object({ to: requiredEmail() });

interface Mail {
  to: string;
  subject: string;
  text: string;
  createdAt: Date | string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The text body, escaped, with its http(s) links clickable. */
function textWithLinks(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function mailboxPage(to: string | null, mails: Mail[]): string {
  const items = mails
    .map(
      (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2><p class="meta">To ${escapeHtml(mail.to)}, ${escapeHtml(new Date(mail.createdAt).toUTCString())}</p><pre>${textWithLinks(mail.text)}</pre></article>`,
    )
    .join('');
  const body = to === null ? '' : items || `<p>No mail for ${escapeHtml(to)} yet.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Demo mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;font:inherit}.meta{color:#555;font-size:.875rem}input{padding:.4rem;min-width:16rem}</style></head>
<body><h1>Demo mailbox</h1><p>Mail the portal would have sent, kept in the outbox because no SMTP server is configured.</p>
<form method="get"><label>Email address <input name="to" type="email" required value="${escapeHtml(to ?? '')}"></label> <button>Show mail</button></form>${body}</body></html>`;
}

export function demoMailboxRoutes(db: Database): Router {
  const router = Router();
  router.get('/demo/mailbox', async (req, res) => {
    const wantsPage = req.accepts(['json', 'html']) === 'html';
    res.set('Cache-Control', 'no-store');
    if (wantsPage && !req.query.to) {
      res.type('html').send(mailboxPage(null, []));
      return;
    }
    const { to } = parseBody(query, req.query);
    const mails = await db
      .select({ to: outbox.toAddress, subject: outbox.subject, text: outbox.textBody, html: outbox.htmlBody, createdAt: outbox.createdAt })
      .from(outbox)
      .where(sql`lower(${outbox.toAddress}) = ${to.toLowerCase()}`)
      .orderBy(desc(outbox.id))
      .limit(20);
    if (wantsPage) {
      // The page is the only HTML the api serves: no scripts, nothing from elsewhere.
      res.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'");
      res.type('html').send(mailboxPage(to, mails));
      return;
    }
    res.json({ data: mails });
  });
  return router;
}
