// The robot check: required after a failed attempt (known and unknown emails alike), solved
// proof of work only, each solution once, and not after it expires.
import { challenge as captchaChallenge } from '@portal/contract/captcha';
import { and, eq } from 'drizzle-orm';
import { captchaRequirements, loginAttempts } from '../db/schema-login.js';
import { solveCaptcha, useTestApi } from '../testing/test-api.js';
import { Captcha } from './captcha.js';

const t = useTestApi();

const robot = {
  status: 422,
  body: { errors: { recaptcha: ['Please confirm that you are not a robot!'] }, showRecaptcha: true },
};
const login = (email: string, password: string, recaptcha?: string) =>
  t.post('/login', { email, password, site: 'acme', deviceToken: 'd', recaptcha });

test('a challenge is a signed, expiring PBKDF2 proof of work', async () => {
  const { status, headers, body } = await t.call(captchaChallenge, 200);
  expect(status).toBe(200);
  expect(headers.get('cache-control')).toBe('no-store');
  expect(body.parameters).toMatchObject({
    algorithm: 'PBKDF2/SHA-256',
    nonce: expect.any(String),
    salt: expect.any(String),
    keyPrefix: expect.any(String),
  });
  expect(body.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000 + 500);
  expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
});

test.each(['probation@acme.test', 'nobody-at-all@acme.test'])(
  'after a failure %s needs a captcha, once per solution',
  async (email) => {
    expect((await login(email, 'Wrong-Password-1!')).body).toMatchObject({ showRecaptcha: true });
    expect(await login(email, 'Tulip-Harbour-79!')).toMatchObject(robot);
    expect(await login(email, 'Tulip-Harbour-79!', 'not-base64-json')).toMatchObject(robot);

    const recaptcha = await t.captcha();
    expect((await login(email, 'Wrong-Password-2!', recaptcha)).status).toBe(401);
    // The same solution again is refused.
    expect(await login(email, 'Tulip-Harbour-79!', recaptcha)).toMatchObject(robot);

    const refused = await t.api.db
      .select({ reason: loginAttempts.reason })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, email), eq(loginAttempts.reason, 'captcha_required')));
    expect(refused).toHaveLength(3);
  },
);

test('a right password clears the requirement; a wrong one keeps it', async () => {
  await login('employer@acme.test', 'wrong');
  expect(
    await t.api.db.select().from(captchaRequirements).where(eq(captchaRequirements.email, 'employer@acme.test')),
  ).toHaveLength(1);
  expect((await login('employer@acme.test', 'Tulip-Harbour-79!', await t.captcha())).status).toBe(200);
  expect(
    await t.api.db.select().from(captchaRequirements).where(eq(captchaRequirements.email, 'employer@acme.test')),
  ).toHaveLength(0);
  expect((await login('employer@acme.test', 'Tulip-Harbour-79!')).status).toBe(200);
});

test('a tampered challenge or a wrong answer is refused', async () => {
  await login('employee@acme.test', 'wrong');
  const challenge = (await t.call(captchaChallenge, 200)).body;
  const decode = (payload: string) =>
    JSON.parse(Buffer.from(payload, 'base64').toString()) as {
      challenge: typeof challenge;
      solution: { counter: number };
    };
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

  const solved = decode(await solveCaptcha(challenge as never));
  const easier = {
    ...solved,
    challenge: { ...solved.challenge, parameters: { ...solved.challenge.parameters, expiresAt: 4102444800 } },
  };
  expect(await login('employee@acme.test', 'Tulip-Harbour-79!', encode(easier))).toMatchObject(robot);
  const derivedKey = (solved.solution as unknown as { derivedKey: string }).derivedKey;
  const wrong = {
    ...solved,
    solution: { ...solved.solution, derivedKey: `${derivedKey.startsWith('0') ? '1' : '0'}${derivedKey.slice(1)}` },
  };
  expect(await login('employee@acme.test', 'Tulip-Harbour-79!', encode(wrong))).toMatchObject(robot);
  expect((await login('employee@acme.test', 'Tulip-Harbour-79!', encode(solved))).status).toBe(200);
});

test('an expired solution is refused', async () => {
  let now = Date.now();
  const quick = new Captcha(t.api.db, { maxNumber: 20, cost: 1, ttlSeconds: 1 }, () => now);
  const payload = await solveCaptcha(await quick.challenge());
  now += 2000;
  expect(await quick.verify(payload)).toBe(false);
  expect(await quick.verify(await solveCaptcha(await quick.challenge()))).toBe(true);
});
