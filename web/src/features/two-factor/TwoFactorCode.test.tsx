// The two-factor code screens' states: the six boxes as one field,
// Enter only with a full code, the api's refusals one paragraph each with the boxes emptied, the
// robot check after a wrong code, the login with the kept first factor, and setup's two passes.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay';
import { Route, Routes } from 'react-router-dom';
import { createMockEnvironment, MockPayloadGenerator, type RelayMockEnvironment } from 'relay-test-utils';
import type { AppShellQuery$data } from '../../__generated__/AppShellQuery.graphql';
import { clearLogin, getPendingTwoFactor, isLoggedIn, storePendingTwoFactor } from '../../browser-storage/session';
import { ShellContext } from '../../shell/ShellContext';
import { solveRobotCheck } from '../../testing/robotCheck';
import { renderWithProviders } from '../../testing/renderWithRelay';
import { route as codeLoginRoute } from './TwoFactorCodeLoginRoute';
import { route as codeSetupRoute } from './TwoFactorCodeSetupRoute';

// Only the brand name is read from the shell here (the page title).
const shell = { site: { theme: { benefitBrandName: 'Acme Rewards' } }, viewer: null } as unknown as AppShellQuery$data;
const NOT_VALID = 'The code you entered is not valid. Please try again';
const ROBOT = 'Please confirm that you are not a robot!';
const REFUSED = { accessToken: null, expiresIn: null, verified: false, userAccountLocked: false, showRecaptcha: false };
const SETUP = { secret: 'JBSWY3DPEHPK3PXP', url: 'otpauth://totp/Acme:employee' };

function renderScreen(path: '/two-fa/' | '/two-fa-code-setup/') {
  const environment = createMockEnvironment();
  const CodeLogin = codeLoginRoute.Component;
  const CodeSetup = codeSetupRoute.Component;
  renderWithProviders(
    <ShellContext.Provider value={shell}>
      <RelayEnvironmentProvider environment={environment}>
        <Routes>
          <Route path="/two-fa/" element={<CodeLogin />} />
          <Route path="/two-fa-code-setup/" element={<CodeSetup />} />
          <Route path="*" element={null} />
        </Routes>
      </RelayEnvironmentProvider>
    </ShellContext.Provider>,
    { path },
  );
  return environment;
}

const box = (digit: number) => screen.getByLabelText(`Digit ${digit} of 6`) as HTMLInputElement;
const boxes = () => [1, 2, 3, 4, 5, 6].map((digit) => box(digit).value).join('');

async function typeCode(code: string) {
  const user = userEvent.setup();
  await user.click(box(1));
  await user.keyboard(code);
  return user;
}

async function answer(environment: RelayMockEnvironment, payloadType: string, payload: object) {
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { [payloadType]: () => ({ errors: [], ...payload }) }),
    ),
  );
}

beforeEach(() => {
  localStorage.clear();
  clearLogin();
});

test('Enter sends only a full code; the code goes with the kept email and password', async () => {
  storePendingTwoFactor({ email: 'mfa@acme.test', password: 'Tulip-Harbour-79!' });
  const environment = renderScreen('/two-fa/');
  const user = await typeCode('12345');
  await user.keyboard('{Enter}');
  expect(environment.mock.getAllOperations()).toHaveLength(0);

  await user.keyboard('6{Enter}');
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  expect(environment.mock.getMostRecentOperation().request.variables.input).toMatchObject({
    code: '123456',
    email: 'mfa@acme.test',
    password: 'Tulip-Harbour-79!',
    recaptcha: null,
  });
  await answer(environment, 'LogInWithTwoFactorCodePayload', { ...REFUSED, accessToken: 'token-1', expiresIn: 900 });
  expect(await screen.findByText('Now at /app/home/')).toBeTruthy();
  expect(isLoggedIn()).toBe(true);
  expect(getPendingTwoFactor()).toBeNull();
});

test('a refused code: each error its own paragraph, the boxes emptied and marked, then the robot check is required', async () => {
  storePendingTwoFactor({ email: 'mfa@acme.test', password: 'Tulip-Harbour-79!' });
  const environment = renderScreen('/two-fa/');
  const user = await typeCode('000000');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await answer(environment, 'LogInWithTwoFactorCodePayload', {
    ...REFUSED,
    showRecaptcha: true,
    errors: [
      { field: null, message: NOT_VALID },
      { field: 'code', message: 'Codes change every 30 seconds' },
    ],
  });
  const banner = screen.getByText(NOT_VALID).closest('[role="alert"]') as HTMLElement;
  expect(
    within(banner)
      .getAllByText(/./, { selector: 'p' })
      .map((p) => p.textContent),
  ).toEqual([NOT_VALID, 'Codes change every 30 seconds']);
  expect(boxes()).toBe('');
  expect(box(1).getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByTestId('robot-check')).toBeTruthy();

  await typeCode('123456');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByText(ROBOT)).toBeTruthy();
  expect(environment.mock.getAllOperations()).toHaveLength(0);

  solveRobotCheck('payload-1');
  expect(screen.queryByText(ROBOT)).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  expect(environment.mock.getMostRecentOperation().request.variables.input).toMatchObject({
    code: '123456',
    recaptcha: 'payload-1',
  });
});

test('every wrong code gets the same words, with the robot check shown and solved as without it', async () => {
  storePendingTwoFactor({ email: 'mfa@acme.test', password: 'Tulip-Harbour-79!' });
  const environment = renderScreen('/two-fa/');
  const user = await typeCode('000000');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  const wrong = { ...REFUSED, showRecaptcha: true, errors: [{ field: null, message: NOT_VALID }] };
  await answer(environment, 'LogInWithTwoFactorCodePayload', wrong);
  expect(screen.getByText(NOT_VALID)).toBeTruthy();
  for (const payload of ['payload-1', 'payload-2']) {
    solveRobotCheck(payload);
    await typeCode('111111');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await answer(environment, 'LogInWithTwoFactorCodePayload', wrong);
    expect((await screen.findByText(NOT_VALID)).closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByTestId('robot-check')).toBeTruthy();
  }
});

test('a robot-check refusal shows under the check, not in the banner', async () => {
  storePendingTwoFactor({ email: 'mfa@acme.test', password: 'Tulip-Harbour-79!' });
  const environment = renderScreen('/two-fa/');
  const user = await typeCode('123456');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  // The check was not on screen: it just appears, without a message.
  await answer(environment, 'LogInWithTwoFactorCodePayload', {
    ...REFUSED,
    showRecaptcha: true,
    errors: [{ field: 'recaptcha', message: ROBOT }],
  });
  expect(screen.getByTestId('robot-check')).toBeTruthy();
  expect(screen.queryByText(ROBOT)).toBeNull();
  expect(screen.queryByText(NOT_VALID)).toBeNull();
});

test('without a kept login, a submit goes back to the login page', async () => {
  storePendingTwoFactor({ email: 'mfa@acme.test', password: 'Tulip-Harbour-79!' });
  const environment = renderScreen('/two-fa/');
  localStorage.clear();
  const user = await typeCode('123456');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByText('Now at /')).toBeTruthy();
  expect(environment.mock.getAllOperations()).toHaveLength(0);
});

test('setup: the first pass checks the code, the second enables 2FA and logs in with a welcome', async () => {
  storePendingTwoFactor({ email: 'employee@globex.test', password: 'Tulip-Harbour-79!' }, SETUP);
  const environment = renderScreen('/two-fa-code-setup/');
  const user = await typeCode('111111');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
    type: 'TEMPORARY',
    code: '111111',
    secret: SETUP.secret,
    email: 'employee@globex.test',
    recaptcha: null,
  });
  await answer(environment, 'SetUpTwoFactorPayload', { ...REFUSED, verified: true });

  // The second pass starts with empty boxes.
  expect(await screen.findByRole('button', { name: 'Verify' })).toBeTruthy();
  expect(boxes()).toBe('');
  await typeCode('222222');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  expect(environment.mock.getMostRecentOperation().request.variables.input).toMatchObject({
    type: 'COMPLETE',
    code: '222222',
    email: 'employee@globex.test',
    password: 'Tulip-Harbour-79!',
  });
  await answer(environment, 'SetUpTwoFactorPayload', {
    ...REFUSED,
    verified: true,
    accessToken: 'token-2',
    expiresIn: 900,
  });
  expect(await screen.findByText('Now at /app/home/')).toBeTruthy();
  expect(isLoggedIn()).toBe(true);
});

test('setup: a refused code is shown, and the code entered is kept', async () => {
  storePendingTwoFactor({ email: 'employee@globex.test', password: 'Tulip-Harbour-79!' }, SETUP);
  const environment = renderScreen('/two-fa-code-setup/');
  const user = await typeCode('111111');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await answer(environment, 'SetUpTwoFactorPayload', { ...REFUSED, errors: [{ field: null, message: NOT_VALID }] });
  expect(screen.getByText(NOT_VALID)).toBeTruthy();
  expect(boxes()).toBe('111111');
  expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
});
