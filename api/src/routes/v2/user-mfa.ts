// v2/user/{id}/mfa (create a secret), /validate (enable with a code), /disable: 2FA from the
// profile, for the signed-in person themselves.
import { Router } from 'express';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { parseBody, requiredSecret, requiredString } from '../../http/validation.js';
import { authenticationOf, requireSession } from '../../session/authentication.js';
import { assertOwnAccount, createTwoFactorSecret, disableTwoFactor, validateTwoFactorSecret } from '../../session/profile-two-factor.js';

const passwordBody = z.object({ password: requiredSecret().max(1024) });
const codeBody = z.object({ code: requiredString().max(16) });

function userIdOf(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}

export function userMfaRoutes(db: Database): Router {
  const router = Router();
  router.use('/user/:id/mfa', requireSession(db), (req, res, next) => {
    assertOwnAccount(authenticationOf(res), userIdOf(String(req.params.id)));
    next();
  });
  router.post('/user/:id/mfa', async (req, res) => {
    const { password } = parseBody(passwordBody, req.body);
    res.json(await createTwoFactorSecret(db, authenticationOf(res), password));
  });
  router.post('/user/:id/mfa/validate', async (req, res) => {
    const { code } = parseBody(codeBody, req.body);
    res.json(await validateTwoFactorSecret(db, authenticationOf(res), code));
  });
  router.post('/user/:id/mfa/disable', async (req, res) => {
    const { password } = parseBody(passwordBody, req.body);
    res.json(await disableTwoFactor(db, authenticationOf(res), password));
  });
  return router;
}
