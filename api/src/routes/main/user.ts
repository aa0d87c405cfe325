// GET /user: the signed-in person; GET and PATCH /user/policies: the new-terms screen.
import { Router } from 'express';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { parseBody, requiredMessage } from '../../http/validation.js';
import { acceptTerms, termsToAccept } from '../../policies/terms.js';
import { authenticationOf, requireSession } from '../../session/authentication.js';
import { describeUser } from '../../user/user.js';

const termsBody = z.object({ termsAccepted: z.literal(true, { error: requiredMessage }) });

export function userRoutes(db: Database): Router {
  const router = Router();
  router.get('/user', requireSession(db), async (_req, res) => {
    res.json(await describeUser(db, authenticationOf(res).user));
  });
  router.get('/user/policies', requireSession(db), async (_req, res) => {
    res.json(await termsToAccept(db, authenticationOf(res).user));
  });
  router.patch('/user/policies', requireSession(db), async (req, res) => {
    parseBody(termsBody, req.body);
    res.json(await acceptTerms(db, authenticationOf(res).user));
  });
  return router;
}
