// Configuration decisions that matter for security: the demo mailbox stays out of production,
// and mail links come from configured origins.
import { configFromEnv, publicOriginOf } from './config.js';

test('the demo mailbox is on in development, off in production unless asked for', () => {
  expect(configFromEnv({}).demoMailbox).toBe(true);
  expect(configFromEnv({ DEMO_MAILBOX: 'off' }).demoMailbox).toBe(false);
  expect(configFromEnv({ NODE_ENV: 'production' }).demoMailbox).toBe(false);
  expect(configFromEnv({ NODE_ENV: 'production', DEMO_MAILBOX: 'on' }).demoMailbox).toBe(true);
});

test('client sites get their origin from the template; localhost and no client the default', () => {
  const config = configFromEnv({});
  expect(publicOriginOf(config, 'acme')).toBe('http://acme.localhost:4000');
  expect(publicOriginOf(config, 'localhost')).toBe('http://localhost:4000');
  expect(publicOriginOf(config, null)).toBe('http://localhost:4000');
  const custom = configFromEnv({
    PUBLIC_ORIGIN_TEMPLATE: 'https://{domain}.benefits.example',
    PUBLIC_ORIGIN_DEFAULT: 'https://benefits.example',
  });
  expect(publicOriginOf(custom, 'globex')).toBe('https://globex.benefits.example');
  expect(publicOriginOf(custom, 'localhost')).toBe('https://benefits.example');
});

test('captcha difficulty comes from CAPTCHA_MAX_NUMBER', () => {
  expect(configFromEnv({}).captcha).toMatchObject({ maxNumber: 50_000, ttlSeconds: 600 });
  expect(configFromEnv({ CAPTCHA_MAX_NUMBER: '1000' }).captcha.maxNumber).toBe(1000);
  expect(configFromEnv({ CAPTCHA_MAX_NUMBER: 'lots' }).captcha.maxNumber).toBe(50_000);
});
