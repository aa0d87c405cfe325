// GET /policies/<kind>: terms, privacy statement and cookie policy of a client site. Signed in,
// the site is the session's client; anonymous, it is named by ?domain=.
import { Router } from 'express';
import type { Database } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { optionalAuthenticationOf, optionalSession } from '../../session/authentication.js';
import { findSiteContent, policyKinds } from '../../policies/site-content.js';
import { findClientByDomain } from '../../themes/theme.js';

export function policyRoutes(db: Database): Router {
  const router = Router();
  for (const kind of policyKinds) {
    router.get(`/policies/${kind}`, optionalSession(db), async (req, res) => {
      const clientId = optionalAuthenticationOf(res)?.user.clientId ?? (await clientIdFromDomain(db, req.query.domain));
      if (clientId === undefined) throw notFound('Client not found');
      const page = await findSiteContent(db, clientId, kind);
      if (!page) throw notFound('Page not found');
      res.json({ name: page.name, content: page.content, status: 'success' });
    });
  }
  return router;
}

async function clientIdFromDomain(db: Database, domain: unknown): Promise<number | undefined> {
  if (typeof domain !== 'string' || domain.trim() === '') return undefined;
  return (await findClientByDomain(db, domain))?.id;
}
