// Content: GET /policies/<kind>, the terms, privacy statement and cookie policy of a client site,
// and the signed-in person's client's FAQs.
import { cookiePolicyPage, faqs, privacyPage, termsPage } from '@portal/contract/content';
import { Router } from 'express';
import { faqGroupsOf } from '../../content/faqs.js';
import { policyPage } from '../../content/site-content.js';
import { send } from '../../http/send.js';
import type { ApiServices } from '../../services.js';
import { route } from '../route.js';

const pages = [
  [termsPage, 'terms-conditions'],
  [privacyPage, 'privacy-policy'],
  [cookiePolicyPage, 'our-cookie-policy'],
] as const;

export function contentRoutes(services: ApiServices): Router {
  const router = Router();
  for (const [page, kind] of pages) {
    route(router, services, page, async ({ auth, query, res }) => {
      send(res, page, 200, await policyPage(services.db, kind, auth?.user, query.domain));
    });
  }
  route(router, services, faqs, async ({ auth, res }) => {
    send(res, faqs, 200, { groups: await faqGroupsOf(services.db, auth.user.clientId) });
  });
  return router;
}
