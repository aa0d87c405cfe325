// Vouchers: GET /ccv/balance, the signed-in person's childcare-voucher balance, in pence; and
// ccv/manage, the employer administrator's voucher orders.
import { ccvBalance, createVoucherOrder, placeSavedVoucherOrder, voucherManage } from '@portal/contract/vouchers';
import { Router } from 'express';
import { send } from '../../http/send.js';
import type { ApiServices } from '../../services.js';
import { ccvBalanceOf } from '../../vouchers/balance.js';
import { createVoucherOrder as createOrder, placeSavedOrder, voucherManagementOf } from '../../vouchers/manage.js';
import { employerOfSession } from '../../access/rules.js';
import { route } from '../route.js';

export function voucherRoutes(services: ApiServices): Router {
  const router = Router();
  route(router, services, ccvBalance, async ({ auth, res }) => {
    send(res, ccvBalance, 200, await ccvBalanceOf(services.db, auth.user.id));
  });
  // The employer's voucher screen (ccv/manage): employer administrators only.
  route(router, services, voucherManage, employerOfSession, async ({ access, res }) => {
    send(res, voucherManage, 200, await voucherManagementOf(services.db, access.user.clientId));
  });
  route(router, services, createVoucherOrder, employerOfSession, async ({ access, body, res }) => {
    send(res, createVoucherOrder, 201, { order: await createOrder(services.db, access, body) });
  });
  route(router, services, placeSavedVoucherOrder, employerOfSession, async ({ access, params, res }) => {
    send(res, placeSavedVoucherOrder, 200, { order: await placeSavedOrder(services.db, access, params.orderId) });
  });
  return router;
}
