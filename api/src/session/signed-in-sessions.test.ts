// "Where you're signed in": the person's live sessions with device, approximate place and last
// use, the one in use first; signing out one other session, or all the others.
import { signedInSessions } from '@portal/contract/profile';
import { useTestApi } from '../testing/test-api.js';
import { deviceOf, placeOf } from './signed-in-sessions.js';

const t = useTestApi();

const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('a device in words from its User-Agent', () => {
  expect(deviceOf(chromeOnWindows)).toBe('Chrome on Windows');
  expect(deviceOf(safariOnIphone)).toBe('Safari on iOS');
  expect(deviceOf('curl/8.5.0')).toBe('Unknown device');
  expect(deviceOf(null)).toBe('Unknown device');
});

test('an approximate place: a country, a private network, or unknown', () => {
  expect(placeOf('8.8.8.8')).toBe('United States');
  expect(placeOf('127.0.0.1')).toBe('Private network');
  expect(placeOf('192.168.1.20')).toBe('Private network');
  expect(placeOf('::1')).toBe('Private network');
  expect(placeOf('2001:db8::1')).toBe('Unknown location');
  expect(placeOf(null)).toBe('Unknown location');
});

async function callFrom(token: string, userAgent: string) {
  return t.get('/user', token, { 'user-agent': userAgent });
}

test('the sessions list: the one in use first, each with its device and place; the others signed out one or all', async () => {
  const phone = await t.logIn('employee@acme.test');
  const laptop = await t.logIn('employee@acme.test');
  const tablet = await t.logIn('employee@acme.test');
  await callFrom(phone, safariOnIphone);
  await callFrom(tablet, 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0');
  await callFrom(laptop, chromeOnWindows);

  const listed = await t.call(signedInSessions, 200, { token: laptop, headers: { 'user-agent': chromeOnWindows } });
  expect(listed.status).toBe(200);
  const mine = listed.body.sessions;
  expect(mine.map((session) => [session.device, session.place, session.current])).toEqual([
    ['Chrome on Windows', 'Private network', true],
    ['Firefox on Linux', 'Private network', false],
    ['Safari on iOS', 'Private network', false],
  ]);

  const phoneId = mine.find((session) => session.device === 'Safari on iOS')!.id;
  expect(await t.post(`/user/sessions/${phoneId}/sign-out`, {}, laptop)).toMatchObject({
    status: 200,
    body: { status: 'ok', signedOut: 1 },
  });
  expect((await t.get('/user', phone)).status).toBe(401);
  // Gone is gone; the one in use is logged out from the menu, not from here.
  expect(await t.post(`/user/sessions/${phoneId}/sign-out`, {}, laptop)).toMatchObject({
    status: 404,
    body: { message: 'This session has already ended' },
  });
  const current = mine.find((session) => session.current)!.id;
  expect(await t.post(`/user/sessions/${current}/sign-out`, {}, laptop)).toMatchObject({ status: 409 });

  expect(await t.post('/user/sessions/sign-out-others', {}, laptop)).toMatchObject({
    status: 200,
    body: { signedOut: 1 },
  });
  expect((await t.get('/user', tablet)).status).toBe(401);
  expect(
    (await t.call(signedInSessions, 200, { token: laptop })).body.sessions.map((session) => session.current),
  ).toEqual([true]);
});

test("another person's session cannot be named", async () => {
  const sam = await t.logIn('employer@acme.test');
  const jordan = await t.logIn('probation@acme.test');
  const theirs = (await t.call(signedInSessions, 200, { token: jordan })).body.sessions[0]!.id;
  expect(await t.post(`/user/sessions/${theirs}/sign-out`, {}, sam)).toMatchObject({ status: 404 });
  expect((await t.get('/user', jordan)).status).toBe(200);
  expect((await t.post('/user/sessions/abc/sign-out', {}, sam)).status).toBe(404);
});
