// The request id: the gateway's, when well formed, is the api's too (one id finds a request in
// both tiers' logs); anything else is replaced.
import { useTestApi } from '../testing/test-api.js';

const t = useTestApi();

test("the gateway's request id is kept and answered; a malformed one is replaced", async () => {
  const kept = await t.get('/healthz', undefined, { 'x-request-id': 'gateway-req-0001' });
  expect(kept.headers.get('x-request-id')).toBe('gateway-req-0001');
  const replaced = await t.get('/healthz', undefined, { 'x-request-id': 'a b' });
  expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
});
