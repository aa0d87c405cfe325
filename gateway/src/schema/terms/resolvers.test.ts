import type { GatewayContext } from '../../context.js';
import { captchaResolvers } from '../captcha/resolvers.js';
import { termsResolvers } from './resolvers.js';

// A context with just the calls these resolvers make; the REST clients themselves are tested elsewhere.
function contextWith(main: Partial<GatewayContext['main']>, user: unknown = { id: 1, siteTermsUpdated: false }): GatewayContext {
  return {
    main,
    viewerLoaders: { user: { load: () => Promise.resolve(user) } },
  } as unknown as GatewayContext;
}

const { acceptTerms } = termsResolvers.Mutation;

test('the checkbox is required before anything is sent', async () => {
  let patched = false;
  const patch = () => {
    patched = true;
    return Promise.resolve({ status: 200, body: { termsRevision: 1 } });
  };
  const payload = await acceptTerms(null, { input: { termsAccepted: false } }, contextWith({ acceptTerms: patch }));
  expect(payload.errors).toEqual([{ field: 'termsAccepted', message: 'This field is required' }]);
  expect(patched).toBe(false);
});

test('an accepted revision comes back with the refreshed viewer', async () => {
  const user = { id: 7, siteTermsUpdated: false };
  const payload = await acceptTerms(
    null,
    { input: { termsAccepted: true } },
    contextWith({ acceptTerms: () => Promise.resolve({ status: 200, body: { termsRevision: 2 } }) }, user),
  );
  expect(payload).toEqual({ termsRevision: 2, viewer: { user }, errors: [] });
});

test('a refused acceptance carries the api words and no revision', async () => {
  const payload = await acceptTerms(
    null,
    { input: { termsAccepted: true } },
    contextWith({ acceptTerms: () => Promise.resolve({ status: 500, body: { message: 'Down for maintenance' } }) }),
  );
  expect(payload).toEqual({ termsRevision: null, viewer: null, errors: [{ field: null, message: 'Down for maintenance' }] });
});

test('a dead session is UNAUTHENTICATED, which logs the user out', async () => {
  await expect(
    acceptTerms(
      null,
      { input: { termsAccepted: true } },
      contextWith({ acceptTerms: () => Promise.resolve({ status: 401, body: { message: 'Your session has expired, please log in again' } }) }),
    ),
  ).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' }, message: 'Your session has expired, please log in again' });
});

test('the robot-check challenge is handed to the widget as JSON text, unchanged', async () => {
  const challenge = { parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'n', salt: 's', cost: 1, keyLength: 32, keyPrefix: 'ab' }, signature: 'sig' };
  const text = await captchaResolvers.Query.robotCheckChallenge(null, null, contextWith({ captchaChallenge: () => Promise.resolve(challenge) }));
  expect(JSON.parse(text)).toEqual(challenge);
});
