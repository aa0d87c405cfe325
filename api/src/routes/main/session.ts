// Session: /login/url, /login, /login/setup, /logout, /ping.
import { login, loginSetup, loginUrl, logout, ping } from '@portal/contract/session';
import { Router } from 'express';
import { prepareDummyHash } from '../../auth/passwords.js';
import { listFaqs } from '../../content/faqs.js';
import { clientOf } from '../../db/clients.js';
import { send } from '../../http/send.js';
import type { ApiServices } from '../../services.js';
import { logIn, loginUrlOf } from '../../session/login.js';
import { logOut, ping as pingOf } from '../../session/signed-in.js';
import { setupClientOf } from '../../site/site.js';
import { ssoLogoutUrlOf } from '../../sso/single-sign-on.js';
import { route } from '../route.js';

export function sessionRoutes(services: ApiServices): Router {
  const router = Router();
  prepareDummyHash();

  route(router, services, loginUrl, async ({ body, res }) => {
    res.set('Cache-Control', 'no-store');
    send(res, loginUrl, 200, await loginUrlOf(services, body));
  });

  route(router, services, login, async ({ body, req, res }) => {
    res.set('Cache-Control', 'no-store');
    send(res, login, 200, await logIn(services, { ...body, ip: req.ip }));
  });

  // The shell's first call after login: the person, their client's site, its FAQs.
  route(router, services, loginSetup, async ({ auth: { user }, res }) => {
    const client = await clientOf(services.db, user);
    send(res, loginSetup, 200, {
      user: { id: user.id, firstLogin: user.firstLogin },
      // Platform administrators belong to no client.
      client: client ? await setupClientOf(services.db, client) : null,
      cmsData: {
        faqs: client ? await listFaqs(services.db, client.id) : [],
        sso_access_only: client?.ssoAccessOnly ?? false,
      },
    });
  });

  route(router, services, logout, async ({ auth, res }) => {
    const answer = await logOut(services.db, auth);
    // A session that began at an identity provider ends there too (RP-initiated logout).
    const providerLogout = auth.session.viaSso ? await ssoLogoutUrlOf(services, auth.user.clientId) : null;
    send(res, logout, 200, providerLogout ? { ...answer, ssoLogoutUrl: providerLogout } : answer);
  });

  route(router, services, ping, ({ auth, res }) => {
    send(res, ping, 200, pingOf(auth, services.config.session));
  });

  return router;
}
