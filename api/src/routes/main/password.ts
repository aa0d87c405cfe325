// POST /password (change it from the profile) and POST /password/check (the rules as typed).
import { Router } from 'express';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { parseBody, requiredMessage, requiredSecret } from '../../http/validation.js';
import { changePassword, checkProfilePassword } from '../../passwords/change-password.js';
import { authenticationOf, requireSession } from '../../session/authentication.js';

const checkBody = z.object({ password: z.string({ error: requiredMessage }).max(1024) });
const changeBody = z.object({
  current_password: requiredSecret().max(1024),
  password: requiredSecret().max(1024),
  password_confirmation: z.string({ error: requiredMessage }).max(1024),
});

export function passwordRoutes(db: Database): Router {
  const router = Router();
  router.post('/password/check', requireSession(db), async (req, res) => {
    const { password } = parseBody(checkBody, req.body);
    res.json(await checkProfilePassword(db, authenticationOf(res), password));
  });
  router.post('/password', requireSession(db), async (req, res) => {
    const body = parseBody(changeBody, req.body);
    res.json(await changePassword(db, authenticationOf(res), body, req.ip));
  });
  return router;
}
