import { userAnswer } from '../../testing/answers.js';
import { standInApi, type CannedRoutes, type StandInApi } from '../../testing/stand-in-api.js';

const ACCEPT =
  'mutation ($accepted: Boolean!) { acceptTerms(input: { termsAccepted: $accepted }) { termsRevision viewer { firstName } errors { field message } } }';
const user = userAnswer({ firstName: 'Robin' });

let api: StandInApi | undefined;
afterEach(async () => {
  await api?.close();
});

async function acceptTerms(accepted: boolean, routes: CannedRoutes) {
  api = await standInApi({ 'GET /user': () => ({ status: 200, body: user }), ...routes });
  return api.execute(ACCEPT, { token: 'robin-token', variables: { accepted } });
}

test('the checkbox is required before anything is sent', async () => {
  const result = await acceptTerms(false, {});
  expect(result.data).toEqual({
    acceptTerms: {
      termsRevision: null,
      viewer: null,
      errors: [{ field: 'termsAccepted', message: 'This field is required' }],
    },
  });
  expect(api?.calls).toEqual([]);
});

test('an accepted revision comes back with the refreshed viewer', async () => {
  const result = await acceptTerms(true, {
    'PATCH /user/policies': () => ({ status: 200, body: { termsRevision: 2 } }),
  });
  expect(result).toEqual({ data: { acceptTerms: { termsRevision: 2, viewer: { firstName: 'Robin' }, errors: [] } } });
});

test('a refused acceptance carries the api words and no revision', async () => {
  const result = await acceptTerms(true, {
    'PATCH /user/policies': () => ({ status: 500, body: { message: 'Down for maintenance' } }),
  });
  expect(result.data).toEqual({
    acceptTerms: { termsRevision: null, viewer: null, errors: [{ field: null, message: 'Down for maintenance' }] },
  });
});

test('a dead session is UNAUTHENTICATED, which logs the user out', async () => {
  const expired = { message: 'Your session has expired, please log in again' };
  const result = await acceptTerms(true, { 'PATCH /user/policies': () => ({ status: 401, body: expired }) });
  expect(result.errors).toEqual([
    expect.objectContaining({ message: expired.message, extensions: { code: 'UNAUTHENTICATED' } }),
  ]);
});
