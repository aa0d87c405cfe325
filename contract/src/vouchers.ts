// Vouchers: the signed-in person's childcare-voucher (ccv) balance, which a leaver can still spend.
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { isoDate } from './fields.js';

export const ccvBalanceAnswer = z
  .object({
    balance: z.number().int().meta({ description: 'Pence; 0 when there is none' }),
    lastPaymentDate: isoDate().nullable(),
  })
  .meta({ id: 'CcvBalance' });

export const ccvBalance = endpoint({
  api: 'main',
  method: 'get',
  path: '/ccv/balance',
  summary: "The signed-in person's childcare-voucher balance",
  auth: 'bearer',
  responses: { 200: ccvBalanceAnswer },
});

export type CcvBalanceAnswer = z.infer<typeof ccvBalanceAnswer>;
