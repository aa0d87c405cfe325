// The second factor at login: POST /login/mfa, and 2FA setup when the organisation requires it:
// POST /login/setup/mfa (the spec's "Two-factor setup", type temporary then complete).
import { Router } from 'express';
import { z } from 'zod';
import type { Captcha } from '../../captcha/captcha.js';
import type { Database } from '../../db/client.js';
import { parseBody, requiredEmail, requiredSecret, requiredString } from '../../http/validation.js';
import { logInWithCode, setUpTwoFactor } from '../../session/two-factor-login.js';

const code = () => requiredString().max(16);
const codeLoginBody = z.object({
  code: code(),
  email: requiredEmail(),
  password: requiredSecret().max(1024),
  deviceToken: requiredString().max(512),
});
const setupBody = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('temporary'), code: code(), secret: requiredString().max(128), email: requiredEmail().optional() }),
    z.object({
      type: z.literal('complete'),
      code: code(),
      secret: requiredString().max(128),
      email: requiredEmail(),
      password: requiredSecret().max(1024),
      deviceToken: requiredString().max(512),
    }),
  ],
  { error: "The type must be 'temporary' or 'complete'" },
);

export function twoFactorRoutes(db: Database, captcha: Captcha): Router {
  const router = Router();
  router.post('/login/mfa', async (req, res) => {
    const body = parseBody(codeLoginBody, req.body);
    res.set('Cache-Control', 'no-store');
    res.json(await logInWithCode(db, captcha, { ...body, ip: req.ip }));
  });
  router.post('/login/setup/mfa', async (req, res) => {
    const body = parseBody(setupBody, req.body);
    res.set('Cache-Control', 'no-store');
    res.json(await setUpTwoFactor(db, captcha, { ...body, ip: req.ip }));
  });
  return router;
}
