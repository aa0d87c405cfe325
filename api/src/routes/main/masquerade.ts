// Masquerade and the single-sign-on login exchange: /masquerade/users, /masquerade,
// /masquerade/employer/{clientId}/{userId}, /login/sso, /client/{id}/account-access.
import {
  accountAccess,
  employerMasquerade,
  masqueradeCandidates,
  ssoLogin,
  startMasquerade,
} from '@portal/contract/masquerade';
import { Router } from 'express';
import { ownClientOfPath } from '../../access/rules.js';
import { send } from '../../http/send.js';
import {
  accountAccessOf,
  masqueradeCandidates as candidatesOf,
  masqueradeLinkPrefix,
  redeemMasqueradeLink,
  startEmployerMasquerade,
  startMasquerade as start,
} from '../../masquerade/masquerade.js';
import type { ApiServices } from '../../services.js';
import { redeemSsoToken } from '../../sso/single-sign-on.js';
import { route } from '../route.js';

export function masqueradeRoutes(services: ApiServices): Router {
  const router = Router();

  route(router, services, masqueradeCandidates, async ({ query, res }) => {
    send(res, masqueradeCandidates, 200, { data: await candidatesOf(services, query.search) });
  });

  route(router, services, startMasquerade, async ({ auth, body, res }) => {
    res.set('Cache-Control', 'no-store');
    send(res, startMasquerade, 201, await start(services, auth, body));
  });

  route(router, services, employerMasquerade, async ({ auth, params, body, res }) => {
    res.set('Cache-Control', 'no-store');
    send(
      res,
      employerMasquerade,
      201,
      await startEmployerMasquerade(services, auth, { ...params, reason: body.reason }),
    );
  });

  route(router, services, ssoLogin, async ({ body, req, res }) => {
    res.set('Cache-Control', 'no-store');
    // A masquerade link (prefix msq), or the one-time token of an identity provider's login.
    const answer = body.sso_token.startsWith(masqueradeLinkPrefix)
      ? await redeemMasqueradeLink(services, { token: body.sso_token, schemeYear: body.scheme_year, ip: req.ip })
      : await redeemSsoToken(services, body.sso_token, req.ip);
    send(res, ssoLogin, 200, answer);
  });

  route(router, services, accountAccess, ownClientOfPath, async ({ access: employer, res }) => {
    send(res, accountAccess, 200, { data: await accountAccessOf(services, employer.user.clientId) });
  });

  return router;
}
