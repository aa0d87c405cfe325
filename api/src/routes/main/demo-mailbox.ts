// GET /demo/mailbox?to=<email>: the latest mails the outbox holds for an address, so the demo
// and the end-to-end tests can follow reset links without a mail server. Off in production
// unless DEMO_MAILBOX=on (docs/rest-api.md "Mail").
import { Router } from 'express';
import { desc, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { outbox } from '../../db/schema.js';
import { parseBody, requiredEmail } from '../../http/validation.js';

const query = z.object({ to: requiredEmail() });

export function demoMailboxRoutes(db: Database): Router {
  const router = Router();
  router.get('/demo/mailbox', async (req, res) => {
    const { to } = parseBody(query, req.query);
    const mails = await db
      .select({ to: outbox.toAddress, subject: outbox.subject, text: outbox.textBody, html: outbox.htmlBody, createdAt: outbox.createdAt })
      .from(outbox)
      .where(sql`lower(${outbox.toAddress}) = ${to.toLowerCase()}`)
      .orderBy(desc(outbox.id))
      .limit(20);
    res.set('Cache-Control', 'no-store');
    res.json({ data: mails });
  });
  return router;
}
