// Vouchers: GET /ccv/balance, the signed-in person's childcare-voucher balance, in pence.
import { ccvBalance } from '@portal/contract/vouchers';
import { Router } from 'express';
import { send } from '../../http/send.js';
import type { ApiServices } from '../../services.js';
import { ccvBalanceOf } from '../../vouchers/balance.js';
import { route } from '../route.js';

export function voucherRoutes(services: ApiServices): Router {
  const router = Router();
  route(router, services, ccvBalance, async ({ auth, res }) => {
    send(res, ccvBalance, 200, await ccvBalanceOf(services.db, auth.user.id));
  });
  return router;
}
