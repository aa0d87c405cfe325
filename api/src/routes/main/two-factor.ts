// The second factor at login: POST /login/mfa, and 2FA setup when the organisation requires it:
// POST /login/setup/mfa (the spec's "Two-factor setup", type temporary then complete), and both
// after a single-sign-on login (/login/sso/mfa, /login/sso/setup/mfa).
import { loginWithCode, setUpTwoFactor, ssoLoginWithCode, ssoSetUpTwoFactor } from '@portal/contract/two-factor';
import { Router } from 'express';
import { send } from '../../http/send.js';
import type { ApiServices } from '../../services.js';
import {
  logInWithCode,
  logInWithSsoCode,
  setUpTwoFactor as setUp,
  setUpTwoFactorAfterSso,
} from '../../two-factor/two-factor-login.js';
import { route } from '../route.js';

export function twoFactorRoutes(services: ApiServices): Router {
  const router = Router();
  route(router, services, loginWithCode, async ({ body, req, res }) => {
    res.set('Cache-Control', 'no-store');
    send(res, loginWithCode, 200, await logInWithCode(services, { ...body, ip: req.ip }));
  });
  route(router, services, setUpTwoFactor, async ({ body, req, res }) => {
    res.set('Cache-Control', 'no-store');
    send(res, setUpTwoFactor, 200, await setUp(services, { ...body, ip: req.ip }));
  });
  // The same steps after a single-sign-on login that owes the organisation's 2FA.
  route(router, services, ssoLoginWithCode, async ({ body, req, res }) => {
    res.set('Cache-Control', 'no-store');
    send(res, ssoLoginWithCode, 200, await logInWithSsoCode(services, { ...body, ip: req.ip }));
  });
  route(router, services, ssoSetUpTwoFactor, async ({ body, req, res }) => {
    res.set('Cache-Control', 'no-store');
    send(res, ssoSetUpTwoFactor, 200, await setUpTwoFactorAfterSso(services, { ...body, ip: req.ip }));
  });
  return router;
}
