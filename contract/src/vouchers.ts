// Vouchers: the signed-in person's childcare-voucher (ccv) balance, which a leaver can still spend.
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { messageError } from './errors.js';
import { isoDate, pathId, timestamp } from './fields.js';

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
  access: { roles: ['employee'], masquerade: true },
  responses: { 200: ccvBalanceAnswer },
});

export type CcvBalanceAnswer = z.infer<typeof ccvBalanceAnswer>;

// ---- Voucher management (docs/vouchers.md): the employer administrator's screen, GET ccv/manage
// Only an employer administrator gets an answer (403 otherwise); their client is the session's.

export const voucherMonth = () =>
  z
    .string({ error: 'Choose a month' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Choose a month' })
    .meta({ description: 'YYYY-MM', example: '2026-11' });

export const voucherOrder = z
  .object({
    id: z.number().int(),
    month: voucherMonth(),
    status: z.enum(['saved', 'placed']),
    employeeCount: z.number().int(),
    totalPence: z.number().int(),
    createdAt: timestamp(),
    createdBy: z.string().nullable().meta({ description: 'Who saved or placed it' }),
    placedAt: timestamp().nullable(),
    placedBy: z.string().nullable(),
  })
  .meta({ id: 'VoucherOrder' });

export const voucherManagement = z
  .object({
    nextVoucherDate: isoDate().meta({
      description: 'When the vouchers of the month now ordered are issued: its last day',
    }),
    orderMonth: voucherMonth().meta({
      description: 'The month an order may be placed for now: this month, or the next once this one is placed',
    }),
    nextOrder: z
      .object({
        employeeCount: z.number().int().meta({ description: 'Employees with a childcare-voucher (ccv) selection' }),
        totalPence: z.number().int(),
      })
      .meta({ description: 'What an order for orderMonth would hold, from the selections as they are now' }),
    placedOrders: z.array(voucherOrder).meta({ description: 'Newest month first, at most 24' }),
    savedOrders: z.array(voucherOrder),
  })
  .meta({ id: 'VoucherManagement' });

const adminOnly = { 403: messageError };

export const voucherManage = endpoint({
  api: 'main',
  method: 'get',
  path: '/ccv/manage',
  summary: "The employer's voucher screen: next voucher date, placed and saved orders",
  auth: 'bearer',
  access: { roles: ['employer-admin'], masquerade: true },
  responses: { 200: voucherManagement, ...adminOnly },
});

export const voucherOrderBody = z.object({
  month: voucherMonth(),
  place: z
    .boolean({ error: 'This field is required' })
    .meta({ description: 'true places the order; false saves it as a draft' }),
});

export const createVoucherOrder = endpoint({
  api: 'main',
  method: 'post',
  path: '/ccv/manage/orders',
  summary: "Saves (a draft) or places the month's order from the employees' ccv selections (audit-logged)",
  description:
    'Placing adds each employee’s amount to their ccv balance. 409: the month already has a placed order; 422: not the order month, or nobody to order for.',
  auth: 'bearer',
  access: { roles: ['employer-admin'], masquerade: true },
  body: voucherOrderBody,
  responses: { 201: z.object({ order: voucherOrder }), 409: messageError, ...adminOnly },
});

export const placeSavedVoucherOrder = endpoint({
  api: 'main',
  method: 'post',
  path: '/ccv/manage/orders/{orderId}/place',
  summary: 'Places a saved order as it was saved (audit-logged)',
  auth: 'bearer',
  access: { roles: ['employer-admin'], masquerade: true },
  params: z.object({ orderId: pathId() }),
  responses: { 200: z.object({ order: voucherOrder }), 404: messageError, 409: messageError, ...adminOnly },
});

export type VoucherOrder = z.infer<typeof voucherOrder>;
export type VoucherManagement = z.infer<typeof voucherManagement>;
export type VoucherOrderBody = z.output<typeof voucherOrderBody>;
