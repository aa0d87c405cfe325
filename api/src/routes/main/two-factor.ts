// The second factor at login: POST /login/mfa, and 2FA setup when the organisation requires it:
// POST /login/setup/mfa (the spec's "Two-factor setup", type temporary then complete).
import { loginWithCode, setUpTwoFactor } from '@portal/contract/two-factor';
import { Router } from 'express';
import { send } from '../../http/send.js';
import type { ApiServices } from '../../services.js';
import { logInWithCode, setUpTwoFactor as setUp } from '../../two-factor/two-factor-login.js';
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
  return router;
}
