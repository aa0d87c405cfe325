import {
  benefitCardAnswer,
  benefitFiltersAnswer,
  benefitWithSelectionAnswer,
  beamCostsAnswer,
  claimAnswer,
  claimsAnswer,
  costsTotalAnswer,
  selectionAnswer,
  statementAnswer,
  userAnswer,
} from '../../testing/answers.js';
import { standInApi, type CannedRoutes, type StandInApi } from '../../testing/stand-in-api.js';
import { toGlobalId } from '../shared/global-id.js';

const benefitId = toGlobalId('Benefit', 12);
const routes: CannedRoutes = {};
let api: StandInApi;

function reset() {
  Object.assign(routes, {
    'GET /user': () => ({ status: 200, body: userAnswer() }),
    'GET /ccv/balance': () => ({ status: 200, body: { balance: 0, lastPaymentDate: null } }),
    'GET /benefits/user/eligible': () => ({
      status: 200,
      body: { schemeYear: 2026, benefits: [benefitCardAnswer({ status: 'active', statusLabel: 'Active' })] },
    }),
    'GET /benefits/filters': () => ({ status: 200, body: benefitFiltersAnswer() }),
    'GET /selections/costs': () => ({ status: 200, body: costsTotalAnswer() }),
    'GET /benefit/12/with-selection': () => ({ status: 200, body: benefitWithSelectionAnswer({}, selectionAnswer()) }),
    'GET /benefit/12/related_FAQ': () => ({
      status: 200,
      body: { faqs: [{ question: 'Who can join?', answer: '<p>Everyone.</p>' }] },
    }),
    'GET /benefit/12/related_benefits': () => ({
      status: 200,
      body: { benefits: [benefitCardAnswer({ id: 13, title: 'Technology Scheme' })] },
    }),
    'GET /benefit/12/claims': () => ({ status: 200, body: claimsAnswer([claimAnswer()]) }),
    'GET /benefit-group/cycle/contributions': () => ({
      status: 200,
      body: statementAnswer([
        { month: 12, year: 2025, employeeContribution: 10_000, employerContribution: 500 },
        { month: 2, year: 2026, employeeContribution: 10_000, employerContribution: 500 },
        { month: 1, year: 2026, employeeContribution: 9_000, employerContribution: 0 },
      ]),
    }),
    'POST /benefits/beam-costs': () => ({ status: 200, body: beamCostsAnswer() }),
    'POST /benefit/12/cost-preview': () => ({
      status: 200,
      body: { costs: { employeeGross: 10_000, employeeNet: 5_800, taxSaving: 2_000, niSaving: 800, employer: 0 } },
    }),
  } satisfies CannedRoutes);
}

beforeAll(async () => {
  reset();
  api = await standInApi(routes);
});
beforeEach(() => {
  reset();
  api.calls.length = 0;
  api.bodies.length = 0;
});
afterAll(async () => {
  await api.close();
});

const run = (source: string, variables?: Record<string, unknown>) =>
  api.execute(source, { token: 'employee-token', variables });

test('the list is one call whose filters reach the api as its own values, and come back as the enums', async () => {
  const result = await run(
    '{ viewer { benefits(category: TIME_OFF, status: OPTED_OUT) { id title category kind status statusLabel costs { employeeNet } } } }',
  );
  expect(result).toEqual({
    data: {
      viewer: {
        benefits: [
          {
            id: benefitId,
            title: 'Benefit 12',
            category: 'LIFESTYLE',
            kind: 'ORDER',
            status: 'ACTIVE',
            statusLabel: 'Active',
            costs: null,
          },
        ],
      },
    },
  });
  expect(api.calls).toEqual(['GET /user', 'GET /benefits/user/eligible?category=time-off&status=opted-out']);
});

test('filters, the running total and a voucher balance only when there is one', async () => {
  const source =
    '{ viewer { benefitFilters { categories { value label count } } benefitCosts { total { employeeGross employer } } voucherBalance { balance } } }';
  expect((await run(source)).data).toEqual({
    viewer: {
      benefitFilters: { categories: [{ value: 'lifestyle', label: 'Lifestyle', count: 3 }] },
      benefitCosts: { total: { employeeGross: 10_000, employer: 500 } },
      voucherBalance: null,
    },
  });
  routes['GET /ccv/balance'] = () => ({ status: 200, body: { balance: 31_250, lastPaymentDate: '2026-03-31' } });
  expect((await run('{ viewer { voucherBalance { balance lastPaymentDate } } }')).data).toEqual({
    viewer: { voucherBalance: { balance: 31_250, lastPaymentDate: '2026-03-31' } },
  });
});

const page = `query ($id: ID!) { viewer { benefit(id: $id) {
  id title status descriptionHtml editFields { name type minimum } terms { version } termsAcceptanceRequired window { open opensOn }
  selection { id status values { name value } costs { employeeGross } planDetails { label value } peopleCovered cta { type } }
  relatedFaqs { question } relatedBenefits { id title } claims { id status amount }
  statements { label employeeContribution employerContribution total }
} } }`;

test('the benefit page reads its product and selection with one call, however many fields need them', async () => {
  const result = await run(page, { id: benefitId });
  expect(result.errors).toBeUndefined();
  expect(result.data).toEqual({
    viewer: {
      benefit: {
        id: benefitId,
        title: 'Benefit 12',
        status: 'NOT_SELECTED',
        descriptionHtml: '<p>Hire a bike through your salary.</p>',
        editFields: [
          { name: 'orderValue', type: 'AMOUNT', minimum: 10_000 },
          { name: 'retailer', type: 'TEXT', minimum: null },
        ],
        terms: { version: 2 },
        termsAcceptanceRequired: true,
        window: { open: true, opensOn: '2026-04-01' },
        selection: {
          id: toGlobalId('Selection', 55),
          status: 'ACTIVE',
          values: [
            { name: 'orderValue', value: '120000' },
            { name: 'retailer', value: 'Halfords' },
          ],
          costs: { employeeGross: 10_000 },
          planDetails: [{ label: 'Order value', value: '£1,200.00' }],
          peopleCovered: ['Alex Morgan'],
          cta: null,
        },
        relatedFaqs: [{ question: 'Who can join?' }],
        relatedBenefits: [{ id: toGlobalId('Benefit', 13), title: 'Technology Scheme' }],
        claims: [{ id: toGlobalId('Claim', 4), status: 'SUBMITTED', amount: 4_500 }],
        // "Month Year", newest first, whatever order the rows came in.
        statements: [
          { label: 'February 2026', employeeContribution: 10_000, employerContribution: 500, total: 10_500 },
          { label: 'January 2026', employeeContribution: 9_000, employerContribution: 0, total: 9_000 },
          { label: 'December 2025', employeeContribution: 10_000, employerContribution: 500, total: 10_500 },
        ],
      },
    },
  });
  expect(api.calls.filter((call) => call === 'GET /benefit/12/with-selection')).toHaveLength(1);
  expect(api.calls.filter((call) => call === 'GET /benefit/12')).toHaveLength(0);
});

test('a benefit is also named by its whole-number id, as the approvals and total reward name it, and says it for links', async () => {
  expect((await run('query ($id: ID!) { viewer { benefit(id: $id) { id benefitId } } }', { id: '12' })).data).toEqual({
    viewer: { benefit: { id: benefitId, benefitId: '12' } },
  });
});

test('a benefit the api does not show the viewer is null, and an id that names none makes no call', async () => {
  routes['GET /benefit/12/with-selection'] = () => ({ status: 404, body: { message: 'Not found' } });
  expect(await run('query ($id: ID!) { viewer { benefit(id: $id) { id } } }', { id: benefitId })).toEqual({
    data: { viewer: { benefit: null } },
  });
  api.calls.length = 0;
  for (const id of [toGlobalId('Employee', 12), 'abc', '0', '99999999999', toGlobalId('Benefit', '1 OR 1=1')]) {
    expect((await run('query ($id: ID!) { viewer { benefit(id: $id) { id } } }', { id })).data).toEqual({
      viewer: { benefit: null },
    });
  }
  expect(api.calls.filter((call) => call.startsWith('GET /benefit/'))).toEqual([]);
});

test('a benefit that cannot be read is an error the page words, not an empty benefit', async () => {
  routes['GET /benefit/12/with-selection'] = () => ({
    status: 500,
    body: { message: 'It looks like something has gone wrong, please try again later' },
  });
  const result = await run('query ($id: ID!) { viewer { benefit(id: $id) { id } } }', { id: benefitId });
  expect(result.data).toEqual({ viewer: { benefit: null } });
  expect(result.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
});

test('a statement that cannot be read is null (the spec stores "error"), the rest of the page still shows', async () => {
  routes['GET /benefit-group/cycle/contributions'] = () => ({ status: 500, body: { message: 'Failed' } });
  const result = await run('query ($id: ID!) { viewer { benefit(id: $id) { title statements { label } } } }', {
    id: benefitId,
  });
  expect(result).toEqual({ data: { viewer: { benefit: { title: 'Benefit 12', statements: null } } } });
  routes['GET /benefit-group/cycle/contributions'] = () => ({ status: 0 });
  expect(
    (await run('query ($id: ID!) { viewer { benefit(id: $id) { statements { label } } } }', { id: benefitId })).data,
  ).toEqual({
    viewer: { benefit: { statements: null } },
  });
});

test('a dead session still ends the page, even on a field that words its own failures', async () => {
  routes['GET /benefit-group/cycle/contributions'] = () => ({
    status: 401,
    body: { message: 'Your session has expired, please log in again' },
  });
  const result = await run('query ($id: ID!) { viewer { benefit(id: $id) { statements { label } } } }', {
    id: benefitId,
  });
  expect(result.errors?.[0]).toMatchObject({
    message: 'Your session has expired, please log in again',
    extensions: { code: 'UNAUTHENTICATED' },
  });
});

const beam =
  'query ($id: ID!) { viewer { benefit(id: $id) { beamCosts(cover: 7000000, partnerCover: 0) { result { costs { employeeNet } freeCover valueLimits { max } partnerValueLimits { max } } errors { field message } } } } }';

test('the beam calculation sends the benefit and cover, and words its refusals as data', async () => {
  expect((await run(beam, { id: benefitId })).data).toEqual({
    viewer: {
      benefit: {
        beamCosts: {
          result: {
            costs: { employeeNet: 900 },
            freeCover: 6_000_000,
            valueLimits: { max: 24_000_000 },
            partnerValueLimits: null,
          },
          errors: [],
        },
      },
    },
  });
  expect(api.bodies[api.calls.indexOf('POST /benefits/beam-costs')]).toEqual({
    eeben_benefit_id: 12,
    cover: 7_000_000,
    partner_cover: 0,
  });
  routes['POST /benefits/beam-costs'] = () => ({
    status: 422,
    body: { errors: { partner_cover: ['Please enter a value between £0 and £100,000'] } },
  });
  expect((await run(beam, { id: benefitId })).data).toEqual({
    viewer: {
      benefit: {
        beamCosts: {
          result: null,
          errors: [{ field: 'partnerCover', message: 'Please enter a value between £0 and £100,000' }],
        },
      },
    },
  });
  routes['POST /benefits/beam-costs'] = () => ({ status: 0 });
  expect((await run(beam, { id: benefitId })).data).toEqual({
    viewer: {
      benefit: {
        beamCosts: { result: null, errors: [{ field: null, message: 'There was an error connecting to the server' }] },
      },
    },
  });
});

const preview =
  'query ($id: ID!, $values: [SelectionValueInput!]!) { viewer { benefit(id: $id) { costPreview(values: $values) { costs { employeeGross employeeNet } errors { field message } } } } }';

test('the cost preview sends the values typed as setup would, and words a value out of range on its field', async () => {
  const values = [{ name: 'orderValue', value: '120000' }];
  expect((await run(preview, { id: benefitId, values })).data).toEqual({
    viewer: { benefit: { costPreview: { costs: { employeeGross: 10_000, employeeNet: 5_800 }, errors: [] } } },
  });
  expect(api.bodies[api.calls.indexOf('POST /benefit/12/cost-preview')]).toEqual({ values: { orderValue: 120_000 } });
  routes['POST /benefit/12/cost-preview'] = () => ({
    status: 422,
    body: { errors: { 'values.orderValue': ['Please enter a value between £100.00 and £3,000.00'] } },
  });
  expect((await run(preview, { id: benefitId, values })).data).toEqual({
    viewer: {
      benefit: {
        costPreview: {
          costs: null,
          errors: [{ field: 'orderValue', message: 'Please enter a value between £100.00 and £3,000.00' }],
        },
      },
    },
  });
});

test('node(id:) answers a benefit the api shows the viewer, and null for selections, claims and benefits it does not', async () => {
  const node = 'query ($id: ID!) { node(id: $id) { id ... on Benefit { title } } }';
  expect((await run(node, { id: benefitId })).data).toEqual({ node: { id: benefitId, title: 'Benefit 12' } });
  for (const id of [toGlobalId('Selection', 55), toGlobalId('Claim', 4)])
    expect((await run(node, { id })).data).toEqual({ node: null });
  routes['GET /benefit/12/with-selection'] = () => ({ status: 404, body: { message: 'Not found' } });
  expect((await run(node, { id: benefitId })).data).toEqual({ node: null });
  expect((await api.execute(node, { variables: { id: benefitId } })).data).toEqual({ node: null });
});

test('a benefit\u2019s cards in a related list read their own fields without a product call each', async () => {
  api.calls.length = 0;
  await run(
    'query ($id: ID!) { viewer { benefit(id: $id) { relatedBenefits { id title status costs { employeeGross } } } } }',
    { id: benefitId },
  );
  expect(api.calls).toEqual(['GET /user', 'GET /benefit/12/with-selection', 'GET /benefit/12/related_benefits']);
});

test('the page offers a statement only with a month to list, or when it could not be read', async () => {
  const hasStatements = async () =>
    (
      (await run('query ($id: ID!) { viewer { benefit(id: $id) { hasStatements } } }', { id: benefitId })).data as {
        viewer: { benefit: { hasStatements: boolean } };
      }
    ).viewer.benefit.hasStatements;
  expect(await hasStatements()).toBe(true);
  routes['GET /benefit-group/cycle/contributions'] = () => ({ status: 200, body: statementAnswer([]) });
  expect(await hasStatements()).toBe(false);
  routes['GET /benefit-group/cycle/contributions'] = () => ({ status: 500, body: { message: 'Failed' } });
  expect(await hasStatements()).toBe(true);
});
