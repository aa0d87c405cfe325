// The api's own endpoints: /healthz (liveness), /readyz (readiness), /openapi.json (this API described, printed from
// the contract) and, outside production, /demo/mailbox.
import { demoMailbox, health, openApi, readiness } from '@portal/contract/service';
import { openApiDocument } from '@portal/contract/openapi';
import { Router } from 'express';
import { checkDatabase } from '../../db/client.js';
import { send } from '../../http/send.js';
import { mailboxOf, mailboxPage } from '../../mail/demo-mailbox.js';
import type { ApiServices } from '../../services.js';
import { route } from '../route.js';

export function serviceRoutes(services: ApiServices): Router {
  const { db, config } = services;
  const router = Router();

  // For an orchestrator: the process answers, whatever its database is doing.
  route(router, services, health, ({ res }) => send(res, health, 200, { status: 'ok' }));
  // For load balancers and the gateway: answers only once the database answers.
  route(router, services, readiness, async ({ res }) => {
    await checkDatabase(db);
    send(res, readiness, 200, { status: 'ok' });
  });

  // Printed once, on the first call: it is the same document until the code changes.
  let description: ReturnType<typeof openApiDocument> | undefined;
  route(router, services, openApi, ({ res }) => {
    description ??= openApiDocument();
    send(res, openApi, 200, { ...description });
  });

  if (config.demoMailbox) {
    router.get(demoMailbox.path, (req, res, next) => {
      res.set('Cache-Control', 'no-store');
      // A browser without an address yet gets the page's form, not a field error.
      if (req.accepts(['json', 'html']) === 'html' && !req.query.to) res.type('html').send(mailboxPage(null, []));
      else next();
    });
    route(router, services, demoMailbox, async ({ query, req, res }) => {
      const mails = await mailboxOf(db, query.to);
      if (req.accepts(['json', 'html']) === 'html') {
        // The page is the only HTML the api serves: no scripts, nothing from elsewhere.
        res.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'");
        res.type('html').send(mailboxPage(query.to, mails));
        return;
      }
      send(res, demoMailbox, 200, { data: mails });
    });
  }
  return router;
}
