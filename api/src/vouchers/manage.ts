// Voucher management (docs/vouchers.md): the employer administrator's childcare-voucher orders. An
// order for a month holds each active employee's ccv selection amount (what payroll deducts);
// saving keeps it as a draft, placing it pays each amount into the employee's ccv balance. One
// order a month, a draft or placed (a unique index on client and month): two administrators at
// once cannot both place one, and a placed month keeps no draft beside it. Each
// save and place writes an audit row in its transaction. Set-based SQL throughout: the cost of an
// order does not grow with a query per employee.
import type { VoucherManagement, VoucherOrder, VoucherOrderBody } from '@portal/contract/vouchers';
import { aliasedTable, and, count, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import type { EmployerSession } from '../access/rules.js';
import { audit } from '../db/audit.js';
import type { Database } from '../db/client.js';
import { benefits } from '../db/schema-benefits.js';
import { clients } from '../db/schema-clients.js';
import { users } from '../db/schema-people.js';
import { selections } from '../db/schema-selections.js';
import { ccvBalances, voucherOrderLines, voucherOrders } from '../db/schema-vouchers.js';
import { withTransaction } from '../db/transaction.js';
import { HttpError, notFound } from '../http/errors.js';

export const alreadyPlacedMessage = 'An order has already been placed for this month';
export const notOrderMonthMessage = 'Orders can only be placed for the month shown';
export const nobodyToOrderMessage = 'No employees have a childcare voucher selection to order for';

type Executor = Pick<Database, 'select' | 'selectDistinctOn' | 'insert' | 'update' | 'delete'>;

export const monthOf = (date: Date) => date.toISOString().slice(0, 7);

export function nextMonthOf(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/** The last day of a month: when its vouchers are issued. */
export function lastDayOf(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
}

/** Each active employee's latest ccv selection of the client's scheme year that is in force. */
function ccvAmounts(db: Executor, clientId: number) {
  return db
    .selectDistinctOn([selections.userId], {
      userId: selections.userId,
      amountPence: selections.employeeMonthlyPence,
      status: selections.status,
    })
    .from(selections)
    .innerJoin(benefits, eq(benefits.id, selections.benefitId))
    .innerJoin(clients, and(eq(clients.id, benefits.clientId), eq(clients.schemeYear, benefits.schemeYear)))
    .innerJoin(users, eq(users.id, selections.userId))
    .where(and(eq(benefits.clientId, clientId), eq(benefits.groupCode, 'ccv'), eq(users.employmentStatus, 'active')))
    .orderBy(selections.userId, desc(selections.createdAt), desc(selections.id))
    .as('ccv_amounts');
}

/** Only the selections in force, with an amount to pay. */
function inForce(amounts: ReturnType<typeof ccvAmounts>) {
  return and(inArray(amounts.status, ['active', 'approved']), sql`${amounts.amountPence} > 0`);
}

async function placedMonths(db: Executor, clientId: number): Promise<Set<string>> {
  const rows = await db
    .select({ month: voucherOrders.month })
    .from(voucherOrders)
    .where(
      and(
        eq(voucherOrders.clientId, clientId),
        eq(voucherOrders.status, 'placed'),
        sql`${voucherOrders.month} >= ${monthOf(new Date())}`,
      ),
    );
  return new Set(rows.map((row) => row.month));
}

/** This month, or the first after it that has no placed order yet. */
async function orderMonthOf(db: Executor, clientId: number): Promise<string> {
  const placed = await placedMonths(db, clientId);
  let month = monthOf(new Date());
  while (placed.has(month)) month = nextMonthOf(month);
  return month;
}

const creator = aliasedTable(users, 'creator');
const placer = aliasedTable(users, 'placer');

async function ordersOf(db: Executor, clientId: number, where: ReturnType<typeof and>): Promise<VoucherOrder[]> {
  const rows = await db
    .select({
      id: voucherOrders.id,
      month: voucherOrders.month,
      status: voucherOrders.status,
      employeeCount: voucherOrders.employeeCount,
      totalPence: voucherOrders.totalPence,
      createdAt: voucherOrders.createdAt,
      placedAt: voucherOrders.placedAt,
      creatorFirst: creator.firstName,
      creatorSurname: creator.surname,
      placerFirst: placer.firstName,
      placerSurname: placer.surname,
    })
    .from(voucherOrders)
    .leftJoin(creator, eq(creator.id, voucherOrders.createdBy))
    .leftJoin(placer, eq(placer.id, voucherOrders.placedBy))
    .where(and(eq(voucherOrders.clientId, clientId), where))
    .orderBy(desc(voucherOrders.month))
    .limit(24);
  return rows.map((row) => ({
    id: row.id,
    month: row.month,
    status: row.status,
    employeeCount: row.employeeCount,
    totalPence: row.totalPence,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.creatorFirst ? `${row.creatorFirst} ${row.creatorSurname}` : null,
    placedAt: row.placedAt?.toISOString() ?? null,
    placedBy: row.placerFirst ? `${row.placerFirst} ${row.placerSurname}` : null,
  }));
}

export async function voucherManagementOf(db: Database, clientId: number): Promise<VoucherManagement> {
  const orderMonth = await orderMonthOf(db, clientId);
  const amounts = ccvAmounts(db, clientId);
  const [next] = await db
    .select({ employeeCount: count(), totalPence: sum(amounts.amountPence).mapWith(Number) })
    .from(amounts)
    .where(inForce(amounts));
  return {
    nextVoucherDate: lastDayOf(orderMonth),
    orderMonth,
    nextOrder: { employeeCount: next?.employeeCount ?? 0, totalPence: next?.totalPence ?? 0 },
    placedOrders: await ordersOf(db, clientId, eq(voucherOrders.status, 'placed')),
    savedOrders: await ordersOf(db, clientId, eq(voucherOrders.status, 'saved')),
  };
}

/** Pays each line of a placed order into its employee's ccv balance. */
async function payIntoBalances(tx: Executor, orderId: number): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  await tx
    .insert(ccvBalances)
    .select(
      tx
        .select({
          userId: voucherOrderLines.userId,
          balancePence: voucherOrderLines.amountPence,
          lastPaymentDate: sql<string>`${today}::date`.as('last_payment_date'),
        })
        .from(voucherOrderLines)
        .where(eq(voucherOrderLines.orderId, orderId)),
    )
    .onConflictDoUpdate({
      target: ccvBalances.userId,
      set: {
        balancePence: sql`${ccvBalances.balancePence} + excluded.balance_pence`,
        lastPaymentDate: sql`excluded.last_payment_date`,
      },
    });
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: string }).code === '23505') return true;
  }
  return false;
}

async function orderById(db: Executor, clientId: number, id: number): Promise<VoucherOrder> {
  const [order] = await ordersOf(db, clientId, eq(voucherOrders.id, id));
  return order!;
}

/**
 * Orders for one client are taken one at a time: under READ COMMITTED each statement sees what
 * committed before it, so without the lock a second order could miss the first's placed month
 * in one check and see the order month already moved on in the next.
 */
async function lockClientOrders(tx: Executor, clientId: number): Promise<void> {
  await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
}

/**
 * Saves the month's draft or places the month's order. A client has one order a month (a unique
 * index on client and month): saving replaces the draft's lines, placing turns the draft (if any)
 * into the placed order, so a placed month lists no draft. The write is conditional on the
 * month's order still being a draft: when one is already placed it writes nothing and the caller
 * is told, whichever api instance placed it.
 */
export async function createVoucherOrder(
  db: Database,
  admin: EmployerSession,
  body: VoucherOrderBody,
): Promise<VoucherOrder> {
  const clientId = admin.user.clientId;
  try {
    const id = await withTransaction(db, async (tx) => {
      await lockClientOrders(tx, clientId);
      if ((await placedMonths(tx, clientId)).has(body.month))
        throw new HttpError(409, { message: alreadyPlacedMessage });
      if (body.month !== (await orderMonthOf(tx, clientId)))
        throw new HttpError(422, { errors: { month: [notOrderMonthMessage] } });
      const status = body.place ? 'placed' : 'saved';
      const now = new Date();
      const [order] = await tx
        .insert(voucherOrders)
        .values({
          clientId,
          month: body.month,
          status,
          employeeCount: 0,
          totalPence: 0,
          createdBy: admin.session.userId,
          createdAt: now,
          placedBy: body.place ? admin.session.userId : null,
          placedAt: body.place ? now : null,
        })
        .onConflictDoUpdate({
          target: [voucherOrders.clientId, voucherOrders.month],
          set: {
            status,
            createdBy: admin.session.userId,
            createdAt: now,
            placedBy: body.place ? admin.session.userId : null,
            placedAt: body.place ? now : null,
          },
          setWhere: eq(voucherOrders.status, 'saved'),
        })
        .returning({ id: voucherOrders.id });
      if (!order) throw new HttpError(409, { message: alreadyPlacedMessage });
      // The draft's lines give way to the lines of the selections as they are now.
      await tx.delete(voucherOrderLines).where(eq(voucherOrderLines.orderId, order.id));
      const amounts = ccvAmounts(tx, clientId);
      await tx.insert(voucherOrderLines).select(
        tx
          .select({
            orderId: sql<number>`${order.id}::integer`.as('order_id'),
            userId: amounts.userId,
            amountPence: amounts.amountPence,
          })
          .from(amounts)
          .where(inForce(amounts)),
      );
      const [totals] = await tx
        .select({ n: count(), total: sum(voucherOrderLines.amountPence).mapWith(Number) })
        .from(voucherOrderLines)
        .where(eq(voucherOrderLines.orderId, order.id));
      if (!totals || totals.n === 0) throw new HttpError(422, { errors: { month: [nobodyToOrderMessage] } });
      await tx
        .update(voucherOrders)
        .set({ employeeCount: totals.n, totalPence: totals.total ?? 0 })
        .where(eq(voucherOrders.id, order.id));
      if (body.place) await payIntoBalances(tx, order.id);
      await audit(tx, admin, body.place ? 'voucher-order.place' : 'voucher-order.save', {
        orderId: order.id,
        month: body.month,
        employees: totals.n,
        totalPence: totals.total ?? 0,
      });
      return order.id;
    });
    return orderById(db, clientId, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, { message: alreadyPlacedMessage });
    throw error;
  }
}

/** Places a saved order with the lines it was saved with: only while it is still a draft. */
export async function placeSavedOrder(db: Database, admin: EmployerSession, orderId: number): Promise<VoucherOrder> {
  const clientId = admin.user.clientId;
  try {
    await withTransaction(db, async (tx) => {
      await lockClientOrders(tx, clientId);
      const [order] = await tx
        .select({ month: voucherOrders.month, status: voucherOrders.status })
        .from(voucherOrders)
        .where(and(eq(voucherOrders.id, orderId), eq(voucherOrders.clientId, clientId)));
      if (!order) throw notFound();
      if (order.status === 'placed' || order.month !== (await orderMonthOf(tx, clientId)))
        throw new HttpError(409, { message: alreadyPlacedMessage });
      // Conditional on the draft: a second place of the same order, from anywhere, changes nothing.
      const [placed] = await tx
        .update(voucherOrders)
        .set({ status: 'placed', placedBy: admin.session.userId, placedAt: new Date() })
        .where(and(eq(voucherOrders.id, orderId), eq(voucherOrders.status, 'saved')))
        .returning({ employees: voucherOrders.employeeCount, total: voucherOrders.totalPence });
      if (!placed) throw new HttpError(409, { message: alreadyPlacedMessage });
      await payIntoBalances(tx, orderId);
      await audit(tx, admin, 'voucher-order.place', {
        orderId,
        month: order.month,
        employees: placed.employees,
        totalPence: placed.total,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, { message: alreadyPlacedMessage });
    throw error;
  }
  return orderById(db, clientId, orderId);
}
