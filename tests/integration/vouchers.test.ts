// The employer's voucher screen through every tier (gateway GraphQL -> api REST -> database): the
// administrator sees the month to order and places it (balances move), a second order for the
// month comes back as an error in words, and everyone else gets FORBIDDEN. Another client's
// administrator sees only their own client's orders.
import { eq } from 'drizzle-orm';
import { startSession } from '../../api/src/auth/sessions.js';
import { users } from '../../api/src/db/schema-people.js';
import { ccvBalances } from '../../api/src/db/schema-vouchers.js';
import { startStack, type Stack } from './services.js';

let stack: Stack;
const tokens: Record<string, string> = {};

async function idOf(email: string) {
  return (await stack.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
}

beforeAll(async () => {
  stack = await startStack();
  for (const email of ['employer@acme.test', 'hr@acme.test', 'employee@acme.test', 'employer@globex.test'])
    tokens[email] = (await startSession(stack.db, await idOf(email))).token;
}, 60_000);
afterAll(async () => {
  await stack?.stop();
});

const READ =
  '{ viewer { voucherManagement { nextVoucherDate orderMonth nextOrder { employeeCount totalPence } placedOrders { id month status totalPence placedBy } savedOrders { id } } } }';
const CREATE = `mutation ($input: CreateVoucherOrderInput!) { createVoucherOrder(input: $input) {
  order { id month status employeeCount totalPence } viewer { voucherManagement { orderMonth placedOrders { id } } } errors { field message } } }`;

interface Manage {
  viewer: {
    voucherManagement: {
      orderMonth: string;
      nextOrder: { employeeCount: number; totalPence: number };
      placedOrders: { id: string; month: string }[];
    };
  };
}

test('the administrator places the month’s order; the balance moves; a second is refused in words', async () => {
  const sam = { token: tokens['employer@acme.test'], host: 'acme.localhost' };
  const before = (await stack.graphql<Manage>(READ, {}, sam)).body.data!.viewer.voucherManagement;
  expect(before).toMatchObject({ nextOrder: { employeeCount: 1, totalPence: 24300 }, placedOrders: [] });
  const alexId = await idOf('employee@acme.test');
  const balance = async () =>
    (
      await stack.db.select({ pence: ccvBalances.balancePence }).from(ccvBalances).where(eq(ccvBalances.userId, alexId))
    )[0]!.pence;
  const start = await balance();

  const placed = await stack.graphql(CREATE, { input: { month: before.orderMonth, place: true } }, sam);
  expect(placed.body.data).toMatchObject({
    createVoucherOrder: {
      order: { month: before.orderMonth, status: 'PLACED', employeeCount: 1, totalPence: 24300 },
      errors: [],
    },
  });
  expect(await balance()).toBe(start + 24300);

  const again = await stack.graphql(CREATE, { input: { month: before.orderMonth, place: true } }, sam);
  expect(again.body.data).toMatchObject({
    createVoucherOrder: {
      order: null,
      errors: [{ field: null, message: 'An order has already been placed for this month' }],
    },
  });
  const wrong = await stack.graphql(CREATE, { input: { month: 'soon', place: false } }, sam);
  expect(wrong.body.data).toMatchObject({
    createVoucherOrder: { order: null, errors: [{ field: 'month', message: 'Choose a month' }] },
  });
  expect(await balance()).toBe(start + 24300);
});

test('an employee and a non-admin employer are refused; another client’s administrator sees only theirs', async () => {
  for (const email of ['employee@acme.test', 'hr@acme.test']) {
    const read = await stack.graphql(READ, {}, { token: tokens[email] });
    expect(read.body.data).toEqual({ viewer: { voucherManagement: null } });
    expect(read.body.errors?.[0]).toMatchObject({ message: 'Access Denied', extensions: { code: 'FORBIDDEN' } });
    const create = await stack.graphql(CREATE, { input: { month: '2026-11', place: true } }, { token: tokens[email] });
    expect(create.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  }
  const jamie = await stack.graphql<Manage>(
    READ,
    {},
    { token: tokens['employer@globex.test'], host: 'acme.localhost' },
  );
  expect(jamie.body.data!.viewer.voucherManagement.placedOrders).toEqual([]);
  const acmeOrder = (await stack.graphql<Manage>(READ, {}, { token: tokens['employer@acme.test'] })).body.data!.viewer
    .voucherManagement.placedOrders[0]!;
  const foreign = await stack.graphql(
    'mutation ($id: ID!) { placeVoucherOrder(input: { orderId: $id }) { order { id } errors { message } } }',
    { id: acmeOrder.id },
    { token: tokens['employer@globex.test'] },
  );
  expect(foreign.body.data).toMatchObject({
    placeVoucherOrder: { order: null, errors: [{ message: expect.any(String) }] },
  });
});
