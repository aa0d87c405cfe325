// Site: GET /themes/:domain, the branding of a client site, before anyone logs in.
import { site } from '@portal/contract/site';
import { Router } from 'express';
import { send } from '../../http/send.js';
import type { ApiServices } from '../../services.js';
import { siteByDomain } from '../../site/site.js';
import { route } from '../route.js';

export function siteRoutes(services: ApiServices): Router {
  const router = Router();
  route(router, services, site, async ({ params, res }) => {
    send(res, site, 200, await siteByDomain(services.db, params.domain));
  });
  return router;
}
