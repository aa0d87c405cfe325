// The basket through the gateway against a stand-in api: the viewer's basket with its take-home
// pay and each item's benefit; a change put in through setup's own input (values typed as text
// become pence, a refusal comes back on the field it is about); Confirm's outcomes in enum values.
import type { Basket } from '@portal/contract/basket';
import { benefitWithSelectionAnswer, monthlyCostsAnswer, userAnswer } from '../../testing/answers.js';
import { standInApi, type CannedRoutes, type StandInApi } from '../../testing/stand-in-api.js';
import { toGlobalId } from '../shared/global-id.js';

const benefitId = toGlobalId('Benefit', 12);
const pay = (takeHome: number) => ({
  grossPay: 500_000,
  salarySacrifice: 49_300,
  incomeTax: 75_547,
  nationalInsurance: 25_769,
  afterTaxDeductions: 16_740,
  takeHome,
});
const basket: Basket = {
  items: [
    {
      benefitId: 12,
      title: 'Cycle to Work',
      values: { orderValue: 100_000, accessories: false },
      planDetails: [{ label: 'Order value', value: '£1,000.00' }],
      acceptedTerms: 1,
      costs: monthlyCostsAnswer(8333),
      currentCosts: null,
      windowClosesOn: '2027-02-27',
      addedAt: '2026-11-29T09:00:00.000Z',
    },
  ],
  takeHome: { before: pay(332_644), after: pay(325_581) },
};
const routes: CannedRoutes = {};
let api: StandInApi;

beforeAll(async () => {
  Object.assign(routes, {
    'GET /user': () => ({ status: 200, body: userAnswer() }),
    'GET /benefits/basket': () => ({ status: 200, body: { basket } }),
    'GET /benefit/12/with-selection': () => ({ status: 200, body: benefitWithSelectionAnswer() }),
    'PUT /benefit/12/basket': () => ({ status: 200, body: { basket } }),
    'POST /benefits/basket/confirm': () => ({
      status: 200,
      body: {
        outcomes: [{ benefitId: 12, title: 'Cycle to Work', outcome: 'awaiting-approval', message: null }],
        basket: { ...basket, items: [] },
      },
    }),
  } satisfies CannedRoutes);
  api = await standInApi(routes);
});
afterAll(async () => {
  await api.close();
});

const run = (source: string, variables: Record<string, unknown> = {}) =>
  api.execute(source, { token: 'employee-token', variables });

test("the viewer's basket: each item's benefit, values as text, and the take-home pay before and after", async () => {
  const result = await run(
    '{ viewer { basket { id items { id benefit { id title } values { name value } acceptedTermsVersion costs { employeeGross } } takeHomeBefore { takeHome } takeHomeAfter { takeHome } } } }',
  );
  expect(result.data).toEqual({
    viewer: {
      basket: {
        id: toGlobalId('Basket', 'viewer'),
        items: [
          {
            id: toGlobalId('BasketItem', 12),
            benefit: { id: benefitId, title: expect.any(String) },
            values: [
              { name: 'orderValue', value: '100000' },
              { name: 'accessories', value: 'false' },
            ],
            acceptedTermsVersion: 1,
            costs: { employeeGross: 8333 },
          },
        ],
        takeHomeBefore: { takeHome: 332_644 },
        takeHomeAfter: { takeHome: 325_581 },
      },
    },
  });
});

test('a refused basket (voucher-only mode) is null on its own: the viewer, shared with the shell, stays', async () => {
  const kept = routes['GET /benefits/basket'];
  routes['GET /benefits/basket'] = () => ({
    status: 403,
    body: {
      message: 'Your benefits cannot be changed while you only have childcare vouchers to spend',
      refusal: 'voucher-only',
    },
  });
  const result = await run('{ viewer { name basket { id } } }');
  routes['GET /benefits/basket'] = kept!;
  expect(result.data).toEqual({ viewer: { name: expect.any(String), basket: null } });
  expect(result.errors?.[0]).toMatchObject({ path: ['viewer', 'basket'], extensions: { code: 'FORBIDDEN' } });
});

const add =
  'mutation ($input: AddToBasketInput!) { addToBasket(input: $input) { basket { items { id } } errors { field message } } }';

test('a change goes in as setup would send it; a refusal comes back on its field', async () => {
  api.calls.length = 0;
  api.bodies.length = 0;
  const input = { benefitId, values: [{ name: 'orderValue', value: '100000' }], acceptedTermsVersion: 1 };
  expect((await run(add, { input })).data).toEqual({
    addToBasket: { basket: { items: [{ id: toGlobalId('BasketItem', 12) }] }, errors: [] },
  });
  expect(api.bodies[api.calls.indexOf('PUT /benefit/12/basket')]).toEqual({
    values: { orderValue: 100_000 },
    accepted_terms: 1,
  });

  routes['PUT /benefit/12/basket'] = () => ({
    status: 422,
    body: { errors: { 'values.orderValue': ['Please enter a value between £100.00 and £3,000.00'] } },
  });
  expect((await run(add, { input })).data).toEqual({
    addToBasket: {
      basket: null,
      errors: [{ field: 'orderValue', message: 'Please enter a value between £100.00 and £3,000.00' }],
    },
  });
  routes['PUT /benefit/12/basket'] = () => ({
    status: 409,
    body: { message: 'The selection window closed on 1 March 2027' },
  });
  expect((await run(add, { input })).data).toEqual({
    addToBasket: { basket: null, errors: [{ field: null, message: 'The selection window closed on 1 March 2027' }] },
  });
  // An id that names no benefit sends nothing.
  api.calls.length = 0;
  expect((await run(add, { input: { ...input, benefitId: 'nonsense' } })).data).toEqual({
    addToBasket: {
      basket: null,
      errors: [{ field: null, message: 'The benefit you are looking for has been removed or relocated' }],
    },
  });
  expect(api.calls.filter((call) => call.startsWith('PUT'))).toEqual([]);
});

test("Confirm answers each change's outcome and the basket left", async () => {
  const result = await run(
    'mutation { confirmBasket(input: {}) { outcomes { title outcome message benefit { id } } basket { items { id } } errors { message } } }',
  );
  expect(result.data).toEqual({
    confirmBasket: {
      outcomes: [{ title: 'Cycle to Work', outcome: 'AWAITING_APPROVAL', message: null, benefit: { id: benefitId } }],
      basket: { items: [] },
      errors: [],
    },
  });
});
