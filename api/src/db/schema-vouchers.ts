// Childcare vouchers (docs/vouchers.md): each person's balance, and the employer's voucher
// orders: one a month per client, a draft (saved) until it is placed (placing pays each
// employee's ccv amount into their balance).
import { bigint, date, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';
import { clients } from './schema-clients.js';
import { users } from './schema-people.js';

export const ccvBalances = pgTable('ccv_balances', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  balancePence: integer('balance_pence').notNull().default(0),
  lastPaymentDate: date('last_payment_date', { mode: 'string' }),
});

export const voucherOrderStatuses = ['saved', 'placed'] as const;

export const voucherOrders = pgTable(
  'voucher_orders',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    // The calendar month the vouchers are for, YYYY-MM.
    month: text('month').notNull(),
    status: text('status', { enum: voucherOrderStatuses }).notNull(),
    employeeCount: integer('employee_count').notNull(),
    totalPence: bigint('total_pence', { mode: 'number' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    placedBy: integer('placed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    placedAt: instant('placed_at'),
  },
  // One order per client and month, a draft or placed: placing turns the draft into the placed
  // order, so no draft is left beside it, and a second place finds the month already placed.
  (t) => [uniqueIndex('voucher_orders_client_month').on(t.clientId, t.month)],
);

export const voucherOrderLines = pgTable(
  'voucher_order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => voucherOrders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountPence: integer('amount_pence').notNull(),
  },
  (t) => [uniqueIndex('voucher_order_lines_order_user').on(t.orderId, t.userId)],
);
