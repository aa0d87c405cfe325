import { benefitWithSelectionAnswer, claimAnswer, selectionAnswer, userAnswer } from '../../testing/answers.js';
import { standInApi, type CannedRoutes, type StandInApi } from '../../testing/stand-in-api.js';
import { toGlobalId } from '../shared/global-id.js';

const benefitId = toGlobalId('Benefit', 12);
const connectionFailed = { field: null, message: 'There was an error connecting to the server' };
const removed = { field: null, message: 'The benefit you are looking for has been removed or relocated' };
const routes: CannedRoutes = {};
let api: StandInApi;
/** How many times the benefit was read: the second read is the payload's fresh benefit. */
let reads = 0;

function reset(selection = selectionAnswer()) {
  reads = 0;
  for (const key of Object.keys(routes)) delete routes[key];
  Object.assign(routes, {
    'GET /user': () => ({ status: 200, body: userAnswer() }),
    'GET /benefit/12/with-selection': () => {
      reads += 1;
      const after = reads > 1;
      return {
        status: 200,
        body: benefitWithSelectionAnswer(
          after ? { status: 'pending', statusLabel: 'Awaiting approval' } : {},
          after ? selectionAnswer({ status: 'pending', statusLabel: 'Awaiting approval' }) : selection,
        ),
      };
    },
    'POST /benefit/12/selection': () => ({
      status: 201,
      body: { selection: selectionAnswer({ status: 'pending', statusLabel: 'Awaiting approval' }) },
    }),
    'PATCH /selection/55': () => ({ status: 200, body: { selection: selectionAnswer() } }),
    'POST /benefit/12/claims': () => ({ status: 201, body: { claim: claimAnswer() } }),
  } satisfies CannedRoutes);
}

beforeAll(async () => {
  reset();
  api = await standInApi(routes);
});
afterAll(async () => {
  await api.close();
});

function given(selection: ReturnType<typeof selectionAnswer> | null) {
  reset(selection ?? undefined);
  if (selection === null)
    routes['GET /benefit/12/with-selection'] = () => ({
      status: 200,
      body: benefitWithSelectionAnswer({}, (reads += 1) > 1 ? selectionAnswer() : null),
    });
  api.calls.length = 0;
  api.bodies.length = 0;
}

const sent = (call: string) => api.bodies[api.calls.indexOf(call)];
const run = (source: string, input: Record<string, unknown>) =>
  api.execute(source, { token: 'employee-token', variables: { input } });

const setUp =
  'mutation ($input: SetUpBenefitInput!) { setUpBenefit(input: $input) { benefit { id status selection { status } } errors { field message } } }';
const setUpInput = {
  benefitId,
  values: [
    { name: 'orderValue', value: '120000' },
    { name: 'retailer', value: 'Halfords' },
  ],
  acceptedTermsVersion: 2,
};

test('a first choice POSTs a new selection, its values as the edit fields hold them, and answers the benefit read afresh', async () => {
  given(null);
  const result = await run(setUp, setUpInput);
  expect(result).toEqual({
    data: {
      setUpBenefit: { benefit: { id: benefitId, status: 'NOT_SELECTED', selection: { status: 'ACTIVE' } }, errors: [] },
    },
  });
  expect(sent('POST /benefit/12/selection')).toEqual({
    values: { orderValue: 120_000, retailer: 'Halfords' },
    accepted_terms: 2,
  });
  expect(api.calls.filter((call) => call === 'GET /benefit/12/with-selection')).toHaveLength(2);
});

test('a reapply POSTs a new selection; a current selection is PATCHed', async () => {
  given(selectionAnswer({ status: 'declined', statusLabel: 'Rejected', cta: { type: 'reapply', label: 'Reapply' } }));
  expect((await run(setUp, setUpInput)).data).toEqual({
    setUpBenefit: { benefit: { id: benefitId, status: 'PENDING', selection: { status: 'PENDING' } }, errors: [] },
  });
  expect(api.calls).toContain('POST /benefit/12/selection');
  expect(api.calls).not.toContain('PATCH /selection/55');

  given(selectionAnswer());
  await run(setUp, { ...setUpInput, medicalAnswers: [{ questionId: '4', answer: false }] });
  expect(api.calls).not.toContain('POST /benefit/12/selection');
  expect(sent('PATCH /selection/55')).toEqual({
    values: { orderValue: 120_000, retailer: 'Halfords' },
    accepted_terms: 2,
    medical_answers: [{ questionId: 4, answer: false }],
  });
});

test('field errors name the setup inputs; a shut window and other refusals are the api\u2019s words', async () => {
  given(selectionAnswer());
  routes['PATCH /selection/55'] = () => ({
    status: 422,
    body: {
      errors: {
        'values.orderValue': ['Please enter a value between £100.00 and £3,000.00'],
        accepted_terms: ['Please confirm that you have read the terms and conditions'],
        'medical_answers.0.answer': ['This field is required'],
      },
    },
  });
  expect((await run(setUp, setUpInput)).data).toEqual({
    setUpBenefit: {
      benefit: { id: benefitId, status: 'NOT_SELECTED', selection: { status: 'ACTIVE' } },
      errors: [
        { field: 'orderValue', message: 'Please enter a value between £100.00 and £3,000.00' },
        { field: 'acceptedTermsVersion', message: 'Please confirm that you have read the terms and conditions' },
        { field: 'medicalAnswers', message: 'This field is required' },
      ],
    },
  });
  routes['PATCH /selection/55'] = () => ({
    status: 409,
    body: { message: 'You can change this benefit from 1 April 2027', opensOn: '2027-04-01' },
  });
  expect((await run(setUp, setUpInput)).data).toMatchObject({
    setUpBenefit: { errors: [{ field: null, message: 'You can change this benefit from 1 April 2027' }] },
  });
  routes['PATCH /selection/55'] = () => ({
    status: 500,
    body: { message: 'The provider is not taking changes today' },
  });
  expect((await run(setUp, setUpInput)).data).toMatchObject({
    setUpBenefit: { errors: [{ field: null, message: 'The provider is not taking changes today' }] },
  });
});

test('a benefit that is gone is a null benefit with the spec\u2019s words, and nothing is sent', async () => {
  given(selectionAnswer());
  routes['GET /benefit/12/with-selection'] = () => ({ status: 404, body: { message: 'Not found' } });
  expect((await run(setUp, setUpInput)).data).toEqual({ setUpBenefit: { benefit: null, errors: [removed] } });
  expect((await run(setUp, { ...setUpInput, benefitId: 'nonsense' })).data).toEqual({
    setUpBenefit: { benefit: null, errors: [removed] },
  });
  expect(api.calls.filter((call) => !call.startsWith('GET '))).toEqual([]);
  given(selectionAnswer());
  routes['PATCH /selection/55'] = () => ({ status: 404, body: { message: 'Not found' } });
  expect((await run(setUp, setUpInput)).data).toEqual({ setUpBenefit: { benefit: null, errors: [removed] } });
});

test('an api that cannot be reached is the spec\u2019s connection error; a dead session is UNAUTHENTICATED', async () => {
  given(selectionAnswer());
  routes['PATCH /selection/55'] = () => ({ status: 0 });
  expect((await run(setUp, setUpInput)).data).toEqual({ setUpBenefit: { benefit: null, errors: [connectionFailed] } });
  routes['GET /benefit/12/with-selection'] = () => ({ status: 0 });
  expect((await run(setUp, setUpInput)).data).toEqual({ setUpBenefit: { benefit: null, errors: [connectionFailed] } });
  given(selectionAnswer());
  routes['PATCH /selection/55'] = () => ({
    status: 401,
    body: { message: 'Your session has expired, please log in again' },
  });
  expect((await run(setUp, setUpInput)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});

test('a medical answer to a question that is not one is refused before anything is sent', async () => {
  given(selectionAnswer());
  const result = await run(setUp, { ...setUpInput, medicalAnswers: [{ questionId: 'x', answer: true }] });
  expect(result.data).toMatchObject({
    setUpBenefit: {
      errors: [{ field: 'medicalAnswers', message: 'Please answer the medical questions this benefit asks' }],
    },
  });
  expect(api.calls).not.toContain('PATCH /selection/55');
});

const optOut =
  'mutation ($input: OptOutOfBenefitInput!) { optOutOfBenefit(input: $input) { benefit { id status } errors { field message } } }';

test('opting out PATCHes the selection to opted-out and answers the benefit reloaded', async () => {
  given(selectionAnswer());
  expect((await run(optOut, { benefitId })).data).toEqual({
    optOutOfBenefit: { benefit: { id: benefitId, status: 'PENDING' }, errors: [] },
  });
  expect(sent('PATCH /selection/55')).toEqual({ status: 'opted-out' });
  expect(api.calls.filter((call) => call === 'GET /benefit/12/with-selection')).toHaveLength(2);
});

test('opting out of nothing, of a gone benefit, or with no api, is worded', async () => {
  given(null);
  expect((await run(optOut, { benefitId })).data).toEqual({
    optOutOfBenefit: {
      benefit: { id: benefitId, status: 'NOT_SELECTED' },
      errors: [{ field: null, message: 'You have not chosen this benefit, so there is nothing to opt out of' }],
    },
  });
  given(selectionAnswer());
  routes['PATCH /selection/55'] = () => ({
    status: 409,
    body: { message: 'You can change this benefit from 1 April 2027' },
  });
  expect((await run(optOut, { benefitId })).data).toMatchObject({
    optOutOfBenefit: { errors: [{ message: 'You can change this benefit from 1 April 2027' }] },
  });
  routes['PATCH /selection/55'] = () => ({ status: 0 });
  expect((await run(optOut, { benefitId })).data).toEqual({
    optOutOfBenefit: { benefit: null, errors: [connectionFailed] },
  });
  routes['GET /benefit/12/with-selection'] = () => ({ status: 404, body: { message: 'Not found' } });
  expect((await run(optOut, { benefitId })).data).toEqual({ optOutOfBenefit: { benefit: null, errors: [removed] } });
});

const claim =
  'mutation ($input: MakeClaimInput!) { makeClaim(input: $input) { claim { id status } benefit { id } errors { field message } } }';
const claimInput = {
  benefitId,
  amount: 4_500,
  treatmentDate: '2026-05-02',
  description: 'Eye test',
  receiptUploadId: 'upload_abcdefghijklmnopqrst',
};

test('a claim is posted with its receipt and answers the claim and its benefit', async () => {
  given(selectionAnswer());
  expect((await run(claim, claimInput)).data).toEqual({
    makeClaim: { claim: { id: toGlobalId('Claim', 4), status: 'SUBMITTED' }, benefit: { id: benefitId }, errors: [] },
  });
  expect(sent('POST /benefit/12/claims')).toEqual({
    amount: 4_500,
    treatment_date: '2026-05-02',
    description: 'Eye test',
    receipt_upload_id: 'upload_abcdefghijklmnopqrst',
  });
});

test('a refused claim names its inputs; a gone benefit and no api are worded', async () => {
  given(selectionAnswer());
  routes['POST /benefit/12/claims'] = () => ({
    status: 422,
    body: { errors: { receipt_upload_id: ['Please attach your receipt'], treatment_date: ['This field is required'] } },
  });
  expect((await run(claim, claimInput)).data).toEqual({
    makeClaim: {
      claim: null,
      benefit: null,
      errors: [
        { field: 'receiptUploadId', message: 'Please attach your receipt' },
        { field: 'treatmentDate', message: 'This field is required' },
      ],
    },
  });
  routes['POST /benefit/12/claims'] = () => ({ status: 404, body: { message: 'Not found' } });
  expect((await run(claim, claimInput)).data).toEqual({ makeClaim: { claim: null, benefit: null, errors: [removed] } });
  routes['POST /benefit/12/claims'] = () => ({ status: 0 });
  expect((await run(claim, claimInput)).data).toEqual({
    makeClaim: { claim: null, benefit: null, errors: [connectionFailed] },
  });
});
