import {
  clearLogin,
  getPendingTwoFactor,
  PENDING_TWO_FACTOR_MAX_AGE_MS,
  rememberReturnTo,
  storeLogin,
  storePendingTwoFactor,
  takeReturnTo,
} from './session';
import { MemoryStorage } from '../testing/memoryStorage';

beforeEach(() => {
  Object.assign(globalThis, { localStorage: new MemoryStorage() });
});

const setup = { secret: 'ABC', url: 'otpauth://totp/x?secret=ABC' };

test('a pending two-factor login keeps email, password and mfaData until the login is stored', () => {
  storePendingTwoFactor({ email: 'a@acme.test', password: 'pw' }, setup, 1000);
  expect(getPendingTwoFactor(2000)).toEqual({ firstFactor: { email: 'a@acme.test', password: 'pw' }, setup });
  storeLogin({ access_token: 't', expires_in: 900 });
  expect(getPendingTwoFactor(2000)).toBeNull();
});

test('logging out forgets it too', () => {
  storePendingTwoFactor({ email: 'a@acme.test', password: 'pw' }, null, 1000);
  clearLogin();
  expect(getPendingTwoFactor(1000)).toBeNull();
});

test('an abandoned one is forgotten after 15 minutes', () => {
  storePendingTwoFactor({ email: 'a@acme.test', password: 'pw' }, null, 1000);
  expect(getPendingTwoFactor(1000 + PENDING_TWO_FACTOR_MAX_AGE_MS)).not.toBeNull();
  expect(getPendingTwoFactor(1001 + PENDING_TWO_FACTOR_MAX_AGE_MS)).toBeNull();
  // And removed, not just hidden.
  expect(localStorage.getItem('twoFactorLogin')).toBeNull();
});

test('after single sign-on the pending token stands for the email and password', () => {
  storePendingTwoFactor({ ssoPendingToken: 'pending' }, setup, 1000);
  expect(getPendingTwoFactor(2000)).toEqual({ firstFactor: { ssoPendingToken: 'pending' }, setup });
});

test('a page of the app a signed-out visitor was sent away from is remembered once; home and other origins never', () => {
  Object.assign(globalThis, { sessionStorage: new MemoryStorage() });
  rememberReturnTo('/app/home/my-profile/?confirm-email=abc');
  expect(takeReturnTo()).toBe('/app/home/my-profile/?confirm-email=abc');
  expect(takeReturnTo()).toBeNull();
  for (const path of ['/app/home/', '/app/home', '//evil.example/app/', 'https://evil.example/app/x', '/login']) {
    rememberReturnTo(path);
    expect(takeReturnTo()).toBeNull();
  }
});
