import { loginOutcome, type LoginResult } from './loginOutcome';
import { loginStrings } from './strings';

const base: LoginResult = {
  accessToken: null,
  expiresIn: null,
  showRecaptcha: false,
  userAccountLocked: false,
  requiresTwoFactorSetup: false,
  requiresTwoFactorValidation: false,
  twoFactorSetup: null,
  errors: [],
};

test('a token logs in', () => {
  expect(loginOutcome({ ...base, accessToken: 't', expiresIn: 900 })).toEqual({
    showRobotCheck: false,
    kind: 'logged-in',
    accessToken: 't',
    expiresIn: 900,
  });
});

test('2FA setup goes to the QR page with mfaData; validation goes to /two-fa', () => {
  const setup = { secret: 'ABC', url: 'otpauth://totp/x?secret=ABC' };
  expect(loginOutcome({ ...base, requiresTwoFactorSetup: true, twoFactorSetup: setup })).toEqual({
    showRobotCheck: false,
    kind: 'two-factor',
    next: '/two-fa-qr-setup/',
    setup,
  });
  expect(loginOutcome({ ...base, requiresTwoFactorValidation: true })).toMatchObject({
    kind: 'two-factor',
    next: '/two-fa/',
    setup: null,
  });
});

test('a failure asks for the robot check when the server says showRecaptcha, with the server words', () => {
  const errors = [
    { field: 'email', message: "We can't find a match! Try again or contact us" },
    { field: 'password', message: 'Try again or reset your password' },
  ];
  expect(loginOutcome({ ...base, showRecaptcha: true, errors })).toEqual({
    showRobotCheck: true,
    kind: 'failed',
    errors,
  });
  expect(
    loginOutcome({
      ...base,
      showRecaptcha: true,
      errors: [{ field: 'recaptcha', message: loginStrings.captchaRequired }],
    }),
  ).toMatchObject({
    showRobotCheck: true,
    errors: [{ field: 'recaptcha', message: loginStrings.captchaRequired }],
  });
});

test('a failure without words of its own gets the generic message; the lock message is the gateway’s', () => {
  expect(loginOutcome({ ...base, userAccountLocked: true })).toMatchObject({
    kind: 'failed',
    errors: [{ field: null, message: loginStrings.unableToLogin }],
  });
  expect(loginOutcome(base)).toMatchObject({
    kind: 'failed',
    errors: [{ field: null, message: loginStrings.unableToLogin }],
  });
  // The server's error_message (already in errors) wins over both.
  expect(
    loginOutcome({ ...base, userAccountLocked: true, errors: [{ field: null, message: 'Call us' }] }),
  ).toMatchObject({
    errors: [{ field: null, message: 'Call us' }],
  });
});
