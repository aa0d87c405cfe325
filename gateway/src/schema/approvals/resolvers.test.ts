import { userAnswer } from '../../testing/answers.js';
import { standInApi, type StandInApi } from '../../testing/stand-in-api.js';
import { toGlobalId } from '../shared/global-id.js';

let api: StandInApi;
beforeAll(async () => {
  api = await standInApi({
    'GET /user': () => ({ status: 200, body: userAnswer({ userType: 'employer', isApprover: true }) }),
    'PATCH /v2/scheme/selections/status/': () => ({
      status: 200,
      body: { status: 'ok', approval: false, selectionIds: [31], processed: 1 },
    }),
  });
});
afterAll(async () => {
  await api.close();
});

/** The body of the latest decision sent. */
const decision = () => api.bodies[api.calls.lastIndexOf('PATCH /v2/scheme/selections/status/')];
const decide =
  'mutation ($input: DecideSelectionsInput!) { decideSelections(input: $input) { processedCount errors { message } } }';

test('a rejection passes its reason on; a blank reason is none', async () => {
  const selectionIds = [toGlobalId('PendingSelection', 31)];
  const reject = await api.execute(decide, {
    token: 'employer-token',
    variables: { input: { selectionIds, approval: false, reason: '  Over the scheme limit ' } },
  });
  expect(reject).toEqual({ data: { decideSelections: { processedCount: 1, errors: [] } } });
  expect(decision()).toEqual({ selectionIds: [31], approval: false, reason: 'Over the scheme limit' });
  await api.execute(decide, {
    token: 'employer-token',
    variables: { input: { selectionIds, approval: false, reason: '   ' } },
  });
  expect(decision()).toEqual({ selectionIds: [31], approval: false });
});
