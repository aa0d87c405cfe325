// The profile screen through the gateway: its fields from one call each, and each change's
// refusals as payload errors on the input's fields, in the api's words.
import { profileAnswer, signedInSessionsAnswer, userAnswer } from '../../testing/answers.js';
import { standInApi } from '../../testing/stand-in-api.js';
import { toGlobalId } from '../shared/global-id.js';

const token = 'alex-token';
const me = { 'GET /user': () => ({ status: 200, body: userAnswer() }) };

test("the profile's fields: one call for the details however many are read, sessions with opaque ids", async () => {
  const api = await standInApi({
    ...me,
    'GET /user/profile': () => ({ status: 200, body: profileAnswer() }),
    'GET /user/sessions': () => ({ status: 200, body: signedInSessionsAnswer() }),
  });
  try {
    const result = await api.execute(
      '{ viewer { employment { jobTitle startDate employmentStatus } avatarOptions { url label } twoFactorEnabled twoFactorRequired emailChangeAllowed pendingEmail signedInSessions { id device place current } } }',
      { token },
    );
    expect(result).toEqual({
      data: {
        viewer: {
          employment: { jobTitle: 'Production Engineer', startDate: '2019-04-01', employmentStatus: 'ACTIVE' },
          avatarOptions: [{ url: '/avatars/classic/teal.svg', label: 'Teal avatar with short hair' }],
          twoFactorEnabled: false,
          twoFactorRequired: false,
          emailChangeAllowed: true,
          pendingEmail: null,
          signedInSessions: [
            {
              id: toGlobalId('SignedInSession', 41),
              device: 'Chrome on Windows',
              place: 'United Kingdom',
              current: true,
            },
            {
              id: toGlobalId('SignedInSession', 12),
              device: 'Safari on iOS',
              place: 'Private network',
              current: false,
            },
          ],
        },
      },
    });
    expect(api.calls.filter((call) => call === 'GET /user/profile')).toHaveLength(1);
  } finally {
    await api.close();
  }
});

const CHANGE_PASSWORD = `mutation ($input: ChangePasswordInput!) {
  changePassword(input: $input) { changed userAccountLocked checks { code met } viewer { email } errors { field message } }
}`;
const input = { currentPassword: 'old', password: 'Crimson-Lantern-42', passwordConfirmation: 'Crimson-Lantern-42' };

test('a password change: a wrong current password on its field, failed rules with their checks, a lock said as such', async () => {
  const answers = [
    { status: 422, body: { errors: { current_password: ['Your current password is incorrect'] } } },
    {
      status: 422,
      body: {
        errors: { password: ['Please ensure your password meets the listed requirements'] },
        checks: [{ code: 1, name: 'at least 12 characters', status: false }],
        message: 'Please ensure your password meets the listed requirements',
      },
    },
    {
      status: 423,
      body: { error: 'account_locked', message: 'Your account has been locked', userAccountLocked: true },
    },
    { status: 200, body: { status: 'ok' } },
  ];
  const api = await standInApi({ ...me, 'POST /password': () => answers.shift()! });
  try {
    const run = async () =>
      ((await api.execute(CHANGE_PASSWORD, { token, variables: { input } })).data as { changePassword: unknown })
        .changePassword;
    expect(await run()).toEqual({
      changed: false,
      userAccountLocked: false,
      checks: [],
      viewer: null,
      errors: [{ field: 'currentPassword', message: 'Your current password is incorrect' }],
    });
    expect(await run()).toEqual({
      changed: false,
      userAccountLocked: false,
      checks: [{ code: 1, met: false }],
      viewer: null,
      errors: [{ field: 'password', message: 'Please ensure your password meets the listed requirements' }],
    });
    expect(await run()).toMatchObject({
      changed: false,
      userAccountLocked: true,
      errors: [{ field: null, message: 'Your account has been locked' }],
    });
    expect(await run()).toEqual({
      changed: true,
      userAccountLocked: false,
      checks: [],
      viewer: { email: 'employee@acme.test' },
      errors: [],
    });
    expect(api.bodies.filter(Boolean).at(-1)).toEqual({
      current_password: 'old',
      password: 'Crimson-Lantern-42',
      password_confirmation: 'Crimson-Lantern-42',
    });
  } finally {
    await api.close();
  }
});

test('an email change refused in a masquerade says the api words; a sent one names the address', async () => {
  const answers = [
    { status: 403, body: { error: { message: 'This cannot be changed during a masquerade session' } } },
    { status: 202, body: { status: 'sent', email: 'alex@example.com' } },
  ];
  const api = await standInApi({
    ...me,
    'POST /user/email': () => answers.shift()!,
    'GET /user/profile': () => ({ status: 200, body: profileAnswer({ pendingEmail: 'alex@example.com' }) }),
  });
  try {
    const run = async () =>
      (
        await api.execute(
          'mutation ($input: ChangeEmailInput!) { changeEmail(input: $input) { sentTo viewer { pendingEmail } errors { field message } } }',
          {
            token,
            variables: { input: { email: 'alex@example.com', currentPassword: 'pw' } },
          },
        )
      ).data;
    expect(await run()).toEqual({
      changeEmail: {
        sentTo: null,
        viewer: null,
        errors: [{ field: null, message: 'This cannot be changed during a masquerade session' }],
      },
    });
    expect(await run()).toEqual({
      changeEmail: { sentTo: 'alex@example.com', viewer: { pendingEmail: 'alex@example.com' }, errors: [] },
    });
  } finally {
    await api.close();
  }
});

test('a session is signed out by its opaque id; an id of anything else reaches nobody', async () => {
  const api = await standInApi({
    ...me,
    'POST /user/sessions/12/sign-out': () => ({ status: 200, body: { status: 'ok', signedOut: 1 } }),
    'GET /user/sessions': () => ({ status: 200, body: signedInSessionsAnswer() }),
  });
  try {
    const SIGN_OUT =
      'mutation ($input: SignOutSessionInput!) { signOutSession(input: $input) { signedOut errors { message } viewer { signedInSessions { device } } } }';
    const forged = await api.execute(SIGN_OUT, {
      token,
      variables: { input: { sessionId: toGlobalId('Benefit', 12) } },
    });
    expect(forged.data).toEqual({
      signOutSession: { signedOut: 0, errors: [{ message: 'This session has already ended' }], viewer: null },
    });
    expect(api.calls.some((call) => call.includes('sign-out'))).toBe(false);
    const done = await api.execute(SIGN_OUT, {
      token,
      variables: { input: { sessionId: toGlobalId('SignedInSession', 12) } },
    });
    expect(done.data).toMatchObject({ signOutSession: { signedOut: 1, errors: [] } });
    expect(api.calls).toContain('POST /user/sessions/12/sign-out');
  } finally {
    await api.close();
  }
});

test("2FA from the profile: a wrong password on its field, the organisation's refusal in its words, the viewer after enabling", async () => {
  const api = await standInApi({
    ...me,
    'POST /v2/user/7/mfa': () => ({ status: 422, body: { error: { message: 'Your current password is incorrect' } } }),
    'POST /v2/user/7/mfa/disable': () => ({
      status: 403,
      body: { error: { message: 'Your organisation requires two-factor authentication' } },
    }),
    'POST /v2/user/7/mfa/validate': () => ({ status: 200, body: { status: 'ok', mfaEnabled: true } }),
    'GET /user/profile': () => ({ status: 200, body: profileAnswer({ twoFactorEnabled: true }) }),
  });
  try {
    const start = await api.execute(
      'mutation { startTwoFactorSetup(input: { password: "nope" }) { setup { url } errors { field message } } }',
      { token },
    );
    expect(start.data).toEqual({
      startTwoFactorSetup: {
        setup: null,
        errors: [{ field: 'password', message: 'Your current password is incorrect' }],
      },
    });
    const disable = await api.execute(
      'mutation { disableTwoFactor(input: { password: "pw", code: "123456" }) { viewer { twoFactorEnabled } errors { field message } } }',
      { token },
    );
    expect(disable.data).toEqual({
      disableTwoFactor: {
        viewer: null,
        errors: [{ field: null, message: 'Your organisation requires two-factor authentication' }],
      },
    });
    const enable = await api.execute(
      'mutation { enableTwoFactor(input: { code: "123456" }) { viewer { twoFactorEnabled } errors { message } } }',
      { token },
    );
    expect(enable.data).toEqual({ enableTwoFactor: { viewer: { twoFactorEnabled: true }, errors: [] } });
  } finally {
    await api.close();
  }
});

const CHANGE_REMINDERS = `mutation ($input: ChangeWindowRemindersInput!) {
  changeWindowReminders(input: $input) { viewer { windowReminders } errors { field message } }
}`;

test('window reminders: the choice is sent as the api names it; a masquerade’s refusal is worded on the form', async () => {
  let stored = true;
  const api = await standInApi({
    ...me,
    'PATCH /user/profile/reminders': () => {
      stored = false;
      return { status: 200, body: profileAnswer({ windowReminders: false }) };
    },
    'GET /user/profile': () => ({ status: 200, body: profileAnswer({ windowReminders: stored }) }),
  });
  try {
    const result = await api.execute(CHANGE_REMINDERS, { token, variables: { input: { windowReminders: false } } });
    expect(result).toEqual({ data: { changeWindowReminders: { viewer: { windowReminders: false }, errors: [] } } });
    expect(api.bodies).toContainEqual({ windowReminders: false });
  } finally {
    await api.close();
  }
  const refusing = await standInApi({
    ...me,
    'PATCH /user/profile/reminders': () => ({
      status: 403,
      body: { message: 'This cannot be changed during a masquerade session', refusal: 'masquerade' },
    }),
  });
  try {
    const result = await refusing.execute(CHANGE_REMINDERS, {
      token,
      variables: { input: { windowReminders: false } },
    });
    expect(result).toEqual({
      data: {
        changeWindowReminders: {
          viewer: null,
          errors: [{ field: null, message: 'This cannot be changed during a masquerade session' }],
        },
      },
    });
  } finally {
    await refusing.close();
  }
});
