// GET /themes/:domain: the branding of a client site, before anyone logs in.
import { Router } from 'express';
import type { Database } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { findClientByDomain, siteOf } from '../../themes/theme.js';

export function themeRoutes(db: Database): Router {
  const router = Router();
  router.get('/themes/:domain', async (req, res) => {
    const client = await findClientByDomain(db, req.params.domain);
    if (!client) throw notFound('Client not found');
    res.json(siteOf(client));
  });
  return router;
}
