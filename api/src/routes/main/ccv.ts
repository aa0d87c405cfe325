// GET /ccv/balance: the signed-in person's childcare-voucher balance, in pence.
import { Router } from 'express';
import type { Database } from '../../db/client.js';
import { ccvBalanceOf } from '../../ccv/balance.js';
import { authenticationOf, requireSession } from '../../session/authentication.js';

export function ccvRoutes(db: Database): Router {
  const router = Router();
  router.get('/ccv/balance', requireSession(db), async (_req, res) => {
    res.json(await ccvBalanceOf(db, authenticationOf(res).user.id));
  });
  return router;
}
