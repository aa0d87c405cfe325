// The login form's branches: cookies first, the email rule, single
// sign-on, the password step, wrong credentials, the robot check an email already owes, a
// locked account, the two-factor screens and a login.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'react-relay';
import { MockPayloadGenerator, type RelayMockEnvironment } from 'relay-test-utils';
import type { LoginFormTestQuery } from '../../__generated__/LoginFormTestQuery.graphql';
import { setCookieConsent } from '../../browser-storage/cookieConsent';
import { clearLogin, getPendingTwoFactor, isLoggedIn, storeLoginError } from '../../browser-storage/session';
import { solveRobotCheck } from '../../testing/robotCheck';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { LoginForm } from './LoginForm';

const query = graphql`
  query LoginFormTestQuery @relay_test_operation {
    site {
      ssoAccessOnly
    }
  }
`;

const NO_MATCH = "We can't find a match! Try again or contact us";
const LOCKED = 'Your account has been locked after too many failed login attempts. Please try again in 15 minutes.';
const EMAIL_CHECKED = { hasSso: false, ssoUrl: null, showRecaptcha: false, errors: [] };
const LOGIN_FAILED = {
  accessToken: null,
  expiresIn: null,
  showRecaptcha: false,
  userAccountLocked: false,
  requiresTwoFactorSetup: false,
  requiresTwoFactorValidation: false,
  twoFactorSetup: null,
};

function renderLogin({ ssoAccessOnly = false } = {}) {
  const left: string[] = [];
  const rendered = renderWithRelay<LoginFormTestQuery>({
    query,
    resolvers: { Site: () => ({ ssoAccessOnly }) },
    render: ({ site }) => (
      <LoginForm ssoAccessOnly={site.ssoAccessOnly} domain="initech" leaveFor={(url) => left.push(url)} />
    ),
  });
  return { ...rendered, left };
}

/** Answers the mutation the form has just sent, as the gateway would. */
async function answer(environment: RelayMockEnvironment, payloadType: string, payload: object) {
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { [payloadType]: () => payload }),
    ),
  );
}

async function toPasswordStep(
  environment: RelayMockEnvironment,
  email = 'employee@acme.test',
  checked: object = EMAIL_CHECKED,
) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ input: { email } });
  await answer(environment, 'CheckLoginEmailPayload', checked);
  return user;
}

async function logInWith(password: string, environment: RelayMockEnvironment, payload: object) {
  const user = await toPasswordStep(environment);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await answer(environment, 'LoginPayload', { ...LOGIN_FAILED, errors: [], ...payload });
}

beforeEach(() => {
  localStorage.clear();
  clearLogin();
  setCookieConsent({ cookiesAccepted: true });
});

test('cookies must be accepted before anything is sent', async () => {
  setCookieConsent({ cookiesAccepted: false });
  const user = userEvent.setup();
  const { environment } = renderLogin();
  await user.type(screen.getByLabelText('Email'), 'employee@acme.test');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('alert').textContent).toBe('Please accept cookies before logging in');
  expect(screen.queryByLabelText('Password')).toBeNull();
  expect(environment.mock.getAllOperations()).toHaveLength(0);
});

test('an empty or malformed email is refused before it is sent', async () => {
  const user = userEvent.setup();
  const { environment } = renderLogin();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('This field is required')).toBeTruthy();
  await user.type(screen.getByLabelText('Email'), 'someone@acme.t');
  expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(environment.mock.getAllOperations()).toHaveLength(0);
  expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
});

test('an email that signs in through single sign-on leaves for its sign-in page', async () => {
  const { environment, left } = renderLogin();
  await toPasswordStep(environment, 'sso@acme.test', {
    ...EMAIL_CHECKED,
    hasSso: true,
    ssoUrl: 'https://sso.acme.test/start',
  });
  expect(left).toEqual(['https://sso.acme.test/start']);
  expect(screen.queryByLabelText('Password')).toBeNull();
  // The spec's full-screen loading overlay while the browser leaves.
  expect(screen.getByRole('status').textContent).toContain('Redirecting to your organisation’s sign-in page...');
});

test('a site that signs in only through single sign-on shows no form', () => {
  renderLogin({ ssoAccessOnly: true });
  expect(screen.getByText('Please log in through your organisation’s single sign-on.')).toBeTruthy();
  expect(screen.queryByLabelText('Email')).toBeNull();
  expect(screen.getByRole('link', { name: 'Log in with single sign-on' }).getAttribute('href')).toBe(
    '/sso/start?domain=initech',
  );
});

test('a site with single sign-on beside the password offers both', () => {
  renderWithRelay<LoginFormTestQuery>({
    query,
    resolvers: { Site: () => ({ ssoAccessOnly: false }) },
    render: () => <LoginForm ssoAccessOnly={false} ssoAvailable domain="globex" leaveFor={() => undefined} />,
  });
  expect(screen.getByLabelText('Email')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Log in with single sign-on' }).getAttribute('href')).toBe(
    '/sso/start?domain=globex',
  );
});

test('without single sign-on the password step follows, with the forgotten-password link', async () => {
  const { environment } = renderLogin();
  await toPasswordStep(environment);
  expect(screen.getByLabelText('Password')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Forgotten password?' }).getAttribute('href')).toBe('/forgotten-password/');
  expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  expect(screen.queryByTestId('robot-check')).toBeNull();
});

test('wrong credentials mark both fields "not matching"', async () => {
  const { environment } = renderLogin();
  await logInWith('Wrong-Password-123!', environment, {
    errors: [
      { field: 'email', message: NO_MATCH },
      { field: 'password', message: 'Try again or reset your password' },
    ],
  });
  // The email field says why it is marked, in the product's words, and the banner does not repeat it.
  const email = screen.getByLabelText('Email');
  expect(email.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText(NO_MATCH)).toBeTruthy();
  expect(email.getAttribute('aria-describedby')).toContain(screen.getByText(NO_MATCH).id);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByRole('link', { name: 'Try again or reset your password' }).getAttribute('href')).toBe(
    '/forgotten-password/',
  );
  expect(screen.getByText('Now at /')).toBeTruthy();
});

test('an email that already owes the robot check shows it with the password, and needs it solved', async () => {
  const { environment } = renderLogin();
  const user = await toPasswordStep(environment, 'employee@acme.test', { ...EMAIL_CHECKED, showRecaptcha: true });
  expect(screen.getByTestId('robot-check')).toBeTruthy();

  await user.type(screen.getByLabelText('Password'), 'Tulip-Harbour-79!');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(screen.getByText('Please confirm that you are not a robot!')).toBeTruthy();
  expect(environment.mock.getAllOperations()).toHaveLength(0);
});

test('a locked account says so', async () => {
  const { environment } = renderLogin();
  await logInWith('Tulip-Harbour-79!', environment, {
    userAccountLocked: true,
    errors: [{ field: null, message: LOCKED }],
  });
  expect(screen.getByRole('alert').textContent).toBe(LOCKED);
});

test.each([
  { branch: 'validation', payload: { requiresTwoFactorValidation: true }, next: '/two-fa/' },
  {
    branch: 'setup',
    payload: {
      requiresTwoFactorSetup: true,
      twoFactorSetup: { secret: 'JBSWY3DPEHPK3PXP', url: 'otpauth://totp/Acme:employee' },
    },
    next: '/two-fa-qr-setup/',
  },
])(
  'a password login needing 2FA $branch goes on to $next, keeping the login for that screen',
  async ({ payload, next }) => {
    const { environment } = renderLogin();
    await logInWith('Tulip-Harbour-79!', environment, payload);
    expect(await screen.findByText(`Now at ${next}`)).toBeTruthy();
    expect(getPendingTwoFactor()?.firstFactor).toMatchObject({ email: 'employee@acme.test' });
    expect(isLoggedIn()).toBe(false);
  },
);

test('a good password logs in and goes home', async () => {
  const { environment } = renderLogin();
  await logInWith('Tulip-Harbour-79!', environment, { accessToken: 'token-1', expiresIn: 900 });
  expect(await screen.findByText('Now at /app/home/')).toBeTruthy();
  expect(isLoggedIn()).toBe(true);
  expect(within(document.body).queryByRole('alert')).toBeNull();
});

test('the email is checked when it is left, then again at every change', async () => {
  const user = userEvent.setup();
  renderLogin();
  await user.type(screen.getByLabelText('Email'), 'someone');
  expect(screen.queryByText('Please enter a valid email address')).toBeNull();
  await user.tab();
  expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
  await user.type(screen.getByLabelText('Email'), '@acme.test');
  await waitFor(() => expect(screen.queryByText('Please enter a valid email address')).toBeNull());
  await user.clear(screen.getByLabelText('Email'));
  expect(await screen.findByText('This field is required')).toBeTruthy();
});

test('an empty password is marked only when Login is pressed, and typing clears the mark', async () => {
  const { environment } = renderLogin();
  const user = await toPasswordStep(environment);
  const password = screen.getByLabelText('Password');
  await user.type(password, 'abc');
  await user.clear(password);
  await user.tab();
  expect(password.getAttribute('aria-invalid')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByRole('link', { name: 'Try again or reset your password' })).toBeTruthy();
  expect(environment.mock.getAllOperations()).toHaveLength(0);
  await user.type(password, 'x');
  await waitFor(() => expect(password.getAttribute('aria-invalid')).toBeNull());
});

test('after "not matching", leaving the email checks it again, and changing it goes back to the email step', async () => {
  const { environment } = renderLogin();
  await logInWith('Wrong-Password-123!', environment, {
    errors: [
      { field: 'email', message: NO_MATCH },
      { field: 'password', message: 'Try again or reset your password' },
    ],
  });
  const user = userEvent.setup();
  await user.click(screen.getByLabelText('Email'));
  await user.tab();
  await waitFor(() => expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull());
  expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');

  await user.type(screen.getByLabelText('Email'), 'm');
  expect(screen.queryByLabelText('Password')).toBeNull();
  expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
});

test('while an attempt is on its way the button is busy; a solved robot check is sent, and its message goes once solved', async () => {
  const { environment } = renderLogin();
  const user = await toPasswordStep(environment, 'employee@acme.test', { ...EMAIL_CHECKED, showRecaptcha: true });
  await user.type(screen.getByLabelText('Password'), 'Tulip-Harbour-79!');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByText('Please confirm that you are not a robot!')).toBeTruthy();
  solveRobotCheck('payload-1');
  expect(screen.queryByText('Please confirm that you are not a robot!')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  expect(environment.mock.getMostRecentOperation().request.variables.input).toMatchObject({
    email: 'employee@acme.test',
    recaptcha: 'payload-1',
  });
  // Busy: the spinner replaces the label, and the button cannot be pressed again.
  const submit = document.querySelector('button[type="submit"]')!;
  expect(submit.hasAttribute('data-loading')).toBe(true);
  expect(submit.hasAttribute('disabled')).toBe(true);
});

test('a message from a session that ended elsewhere is shown once, then goes with the next attempt', async () => {
  storeLoginError('Your session has expired, please log in again');
  const user = userEvent.setup();
  renderLogin();
  expect(screen.getByRole('alert').textContent).toBe('Your session has expired, please log in again');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  expect(screen.getByText('This field is required')).toBeTruthy();
});
