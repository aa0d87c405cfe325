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
import { describeUser } from '../../profile/user.js';
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

  // The shell's call on every page: the person as GET /user describes them, their client's site,
  // its FAQs. One call, not /user beside it: each signed-in page costs the api one session check
  // and the gateway one call for the shell (docs/performance.md).
  route(router, services, loginSetup, async ({ auth, res }) => {
    const { user } = auth;
    const client = await clientOf(services.db, user);
    const [person, setupClient, faqs] = await Promise.all([
      describeUser(services.db, auth, { client }),
      // Platform administrators belong to no client.
      client ? setupClientOf(services.db, client) : null,
      client ? listFaqs(services.db, client.id) : [],
    ]);
    send(res, loginSetup, 200, {
      user: { ...person, firstLogin: user.firstLogin },
      client: setupClient,
      cmsData: { faqs, sso_access_only: client?.ssoAccessOnly ?? false },
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
