// Voucher management over the real api and database: the month's order from the employees' ccv
// selections, a draft, placing it (balances move by each amount, once), one placed order a month,
// and nothing for an employee, a non-admin employer or another client's administrator.
import { ccvBalance, createVoucherOrder, placeSavedVoucherOrder, voucherManage } from '@portal/contract/vouchers';
import { eq } from 'drizzle-orm';
import { startSession } from '../auth/sessions.js';
import { auditLog } from '../db/schema-audit.js';
import { users } from '../db/schema-people.js';
import { ccvBalances } from '../db/schema-vouchers.js';
import { useTestApi } from '../testing/test-api.js';
import { lastDayOf, monthOf, nextMonthOf } from './manage.js';

const t = useTestApi();
let sam: string;
let quinn: string;
let alex: string;
let jamie: string;
let alexId: number;

beforeAll(async () => {
  sam = await t.logIn('employer@acme.test');
  quinn = await t.logIn('hr@acme.test');
  alex = await t.logIn('employee@acme.test');
  const [jamieRow] = await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, 'employer@globex.test'));
  jamie = (await startSession(t.api.db, jamieRow!.id)).token;
  alexId = (await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, 'employee@acme.test')))[0]!.id;
}, 60_000);

const balanceOf = async (token: string) => (await t.call(ccvBalance, 200, { token })).body;

test('the screen shows the month to order, its voucher date and what the order would hold', async () => {
  const { status, body } = await t.call(voucherManage, 200, { token: sam });
  expect(status).toBe(200);
  const month = monthOf(new Date());
  // Alex is Acme's one employee with a childcare-voucher selection: £243.00 a month.
  expect(body).toEqual({
    nextVoucherDate: lastDayOf(month),
    orderMonth: month,
    nextOrder: { employeeCount: 1, totalPence: 24300 },
    placedOrders: [],
    savedOrders: [],
  });
});

test('a draft is saved, replaced, then placed: each balance moves by its amount, once', async () => {
  const month = monthOf(new Date());
  const before = await balanceOf(alex);
  expect(before.balance).toBe(12900);

  const draft = await t.call(createVoucherOrder, 201, { body: { month, place: false }, token: sam });
  expect(draft).toMatchObject({
    status: 201,
    body: {
      order: { month, status: 'saved', employeeCount: 1, totalPence: 24300, createdBy: 'Sam Patel', placedBy: null },
    },
  });
  const again = await t.call(createVoucherOrder, 201, { body: { month, place: false }, token: sam });
  expect((await t.call(voucherManage, 200, { token: sam })).body.savedOrders.map((order) => order.id)).toEqual([
    again.body.order.id,
  ]);
  // Saving moves no balance.
  expect((await balanceOf(alex)).balance).toBe(12900);

  const placed = await t.call(placeSavedVoucherOrder, 200, { params: { orderId: again.body.order.id }, token: sam });
  expect(placed).toMatchObject({
    status: 200,
    body: { order: { status: 'placed', placedBy: 'Sam Patel', totalPence: 24300 } },
  });
  const after = await balanceOf(alex);
  expect(after).toEqual({ balance: 12900 + 24300, lastPaymentDate: new Date().toISOString().slice(0, 10) });

  // One placed order a month: placing again is refused and pays nothing more.
  expect(await t.post(`/ccv/manage/orders/${again.body.order.id}/place`, {}, sam)).toMatchObject({
    status: 409,
    body: { message: 'An order has already been placed for this month' },
  });
  expect(await t.post('/ccv/manage/orders', { month, place: true }, sam)).toMatchObject({ status: 409 });
  expect((await balanceOf(alex)).balance).toBe(12900 + 24300);

  // The screen moves on to next month.
  const manage = (await t.call(voucherManage, 200, { token: sam })).body;
  expect(manage).toMatchObject({
    orderMonth: nextMonthOf(month),
    nextVoucherDate: lastDayOf(nextMonthOf(month)),
    savedOrders: [],
  });
  expect(manage.placedOrders).toEqual([
    expect.objectContaining({ month, status: 'placed', employeeCount: 1, totalPence: 24300 }),
  ]);

  const rows = await t.api.db
    .select({ action: auditLog.action, details: auditLog.details })
    .from(auditLog)
    .orderBy(auditLog.id);
  expect(rows.filter((row) => row.action.startsWith('voucher-order.')).map((row) => row.action)).toEqual([
    'voucher-order.save',
    'voucher-order.save',
    'voucher-order.place',
  ]);
});

test('two orders placed at once for the same month: one is placed, the other refused, balances move once', async () => {
  const month = nextMonthOf(monthOf(new Date()));
  const before = (
    await t.api.db.select({ balance: ccvBalances.balancePence }).from(ccvBalances).where(eq(ccvBalances.userId, alexId))
  )[0]!.balance;
  const answers = await Promise.all([
    t.post('/ccv/manage/orders', { month, place: true }, sam),
    t.post('/ccv/manage/orders', { month, place: true }, sam),
  ]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  const after = (
    await t.api.db.select({ balance: ccvBalances.balancePence }).from(ccvBalances).where(eq(ccvBalances.userId, alexId))
  )[0]!.balance;
  expect(after - before).toBe(24300);
});

test('a draft, then the month’s order placed: the draft becomes the placed order and leaves the saved orders', async () => {
  const month = (await t.call(voucherManage, 200, { token: sam })).body.orderMonth;
  const before = await balanceOf(alex);
  const draft = await t.call(createVoucherOrder, 201, { body: { month, place: false }, token: sam });
  expect((await t.call(voucherManage, 200, { token: sam })).body.savedOrders).toHaveLength(1);

  const placed = await t.call(createVoucherOrder, 201, { body: { month, place: true }, token: sam });
  expect(placed.body.order).toMatchObject({ month, status: 'placed', placedBy: 'Sam Patel', totalPence: 24300 });
  const manage = (await t.call(voucherManage, 200, { token: sam })).body;
  expect(manage.savedOrders).toEqual([]);
  expect(manage.placedOrders.filter((order) => order.month === month)).toHaveLength(1);
  // The draft still open in another tab: placing it is refused and pays nothing more.
  expect(await t.post(`/ccv/manage/orders/${draft.body.order.id}/place`, {}, sam)).toMatchObject({
    status: 409,
    body: { message: 'An order has already been placed for this month' },
  });
  expect((await balanceOf(alex)).balance).toBe(before.balance + 24300);
});

test('a draft placed at once from two tabs and from the month’s order: placed once, balances move once', async () => {
  const month = (await t.call(voucherManage, 200, { token: sam })).body.orderMonth;
  const before = await balanceOf(alex);
  const draft = await t.call(createVoucherOrder, 201, { body: { month, place: false }, token: sam });
  const answers = await Promise.all([
    t.post(`/ccv/manage/orders/${draft.body.order.id}/place`, {}, sam),
    t.post(`/ccv/manage/orders/${draft.body.order.id}/place`, {}, sam),
    t.post('/ccv/manage/orders', { month, place: true }, sam),
  ]);
  expect(answers.filter((answer) => answer.status === 200 || answer.status === 201)).toHaveLength(1);
  expect(answers.filter((answer) => answer.status === 409)).toHaveLength(2);
  expect((await balanceOf(alex)).balance).toBe(before.balance + 24300);
  const manage = (await t.call(voucherManage, 200, { token: sam })).body;
  expect(manage.savedOrders).toEqual([]);
  expect(manage.placedOrders.filter((order) => order.month === month)).toHaveLength(1);
});

test('a wrong month is refused in words', async () => {
  const refused = await t.post('/ccv/manage/orders', { month: '2020-13', place: false }, sam);
  expect(refused).toMatchObject({ status: 422, body: { errors: { month: ['Choose a month'] } } });
  const past = await t.post('/ccv/manage/orders', { month: '2020-01', place: false }, sam);
  expect(past).toMatchObject({
    status: 422,
    body: { errors: { month: ['Orders can only be placed for the month shown'] } },
  });
});

test('an employee and a non-admin employer are refused; another client’s administrator sees only their own client', async () => {
  for (const token of [alex, quinn]) {
    expect(await t.get('/ccv/manage', token)).toMatchObject({ status: 403, body: { message: 'Access Denied' } });
    expect((await t.post('/ccv/manage/orders', { month: monthOf(new Date()), place: true }, token)).status).toBe(403);
  }
  const globex = await t.call(voucherManage, 200, { token: jamie });
  expect(globex.status).toBe(200);
  expect(globex.body.placedOrders).toEqual([]);
  // Acme's order ids name nothing for Jamie.
  const acmeOrder = (await t.call(voucherManage, 200, { token: sam })).body.placedOrders[0]!;
  expect((await t.post(`/ccv/manage/orders/${acmeOrder.id}/place`, {}, jamie)).status).toBe(404);
  expect((await t.post(`/ccv/manage/orders/${acmeOrder.id}/place`, {}, quinn)).status).toBe(403);
});
