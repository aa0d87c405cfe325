// The forgotten-password form's states: the email rule on blur, the robot
// check always required, the request with a solved check, the server's errors on their fields or
// in the banner, the success view, and no form where the site signs in only through single sign-on.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'react-relay';
import { MockPayloadGenerator, type RelayMockEnvironment } from 'relay-test-utils';
import type { AppShellQuery$data } from '../../__generated__/AppShellQuery.graphql';
import type { ForgottenPasswordTestQuery } from '../../__generated__/ForgottenPasswordTestQuery.graphql';
import { ShellContext } from '../../shell/ShellContext';
import { solveRobotCheck } from '../../testing/robotCheck';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { ForgottenPasswordScreen } from './ForgottenPasswordRoute';

const query = graphql`
  query ForgottenPasswordTestQuery @relay_test_operation {
    site {
      domain
      ssoAccessOnly
    }
  }
`;

// Only the brand name is read from the shell here (the page title).
const shell = { site: { theme: { benefitBrandName: 'Acme Rewards' } }, viewer: null } as unknown as AppShellQuery$data;
const ROBOT = 'Please confirm that you are not a robot!';

function renderForgotten({ ssoAccessOnly = false, state }: { ssoAccessOnly?: boolean; state?: unknown } = {}) {
  return renderWithRelay<ForgottenPasswordTestQuery>({
    state,
    query,
    resolvers: { Site: () => ({ domain: 'acme', ssoAccessOnly }) },
    render: (data) => (
      <ShellContext.Provider value={shell}>
        <ForgottenPasswordScreen data={data} />
      </ShellContext.Provider>
    ),
  });
}

async function answer(environment: RelayMockEnvironment, payload: object) {
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { RequestPasswordResetPayload: () => payload }),
    ),
  );
}

test('an empty form is refused before anything is sent: the email and the robot check are required', async () => {
  const user = userEvent.setup();
  const { environment } = renderForgotten();
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText('This field is required')).toBeTruthy();
  expect(screen.getByText(ROBOT)).toBeTruthy();
  expect(environment.mock.getAllOperations()).toHaveLength(0);

  // The email is checked again as it changes; the robot check's message goes once it is solved.
  await user.type(screen.getByLabelText('Email'), 'someone@acme');
  expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
  solveRobotCheck();
  expect(screen.queryByText(ROBOT)).toBeNull();
});

test('the email typed at login arrives with the link, ready to send', () => {
  renderForgotten({ state: { email: 'harry.jones.41@acme.test' } });
  expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('harry.jones.41@acme.test');
});

test('reached from anywhere else, the email starts empty', () => {
  renderForgotten({ state: { email: 42 } });
  expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
});

test('the email is checked when it is left', async () => {
  const user = userEvent.setup();
  renderForgotten();
  await user.type(screen.getByLabelText('Email'), 'someone');
  expect(screen.queryByText('Please enter a valid email address')).toBeNull();
  await user.tab();
  expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
});

test('a valid email with a solved robot check is sent, and the success view follows', async () => {
  const user = userEvent.setup();
  const { environment } = renderForgotten();
  await user.type(screen.getByLabelText('Email'), ' employee@acme.test ');
  solveRobotCheck('payload-1');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
    input: { email: 'employee@acme.test', recaptcha: 'payload-1', isRecaptchaEnabled: true },
  });
  await answer(environment, { sent: true, errors: [] });
  expect(screen.getByRole('heading', { name: "It's on the way..." })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/');
});

test.each([
  { where: 'on the email', error: { field: 'email', message: 'Please enter a valid email address' } },
  { where: 'under the robot check', error: { field: 'recaptcha', message: 'The robot check has expired' } },
  { where: 'in the banner', error: { field: null, message: 'Too many requests' } },
])('a refusal is shown $where, and the spent robot check must be solved again', async ({ error }) => {
  const user = userEvent.setup();
  const { environment } = renderForgotten();
  await user.type(screen.getByLabelText('Email'), 'employee@acme.test');
  solveRobotCheck();
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  await answer(environment, { sent: false, errors: [error] });
  expect(screen.getByText(error.message)).toBeTruthy();
  // (The widget draws an alert of its own in jsdom, which has no secure context for its worker.)
  if (error.field === null)
    expect(screen.getByText(error.message).closest('.chakra-alert__root')?.getAttribute('role')).toBe('alert');
  if (error.field === 'email') expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');

  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText(ROBOT)).toBeTruthy();
  expect(environment.mock.getAllOperations()).toHaveLength(0);
});

test('a request that fails to arrive says so in the banner', async () => {
  const user = userEvent.setup();
  const { environment } = renderForgotten();
  await user.type(screen.getByLabelText('Email'), 'employee@acme.test');
  solveRobotCheck();
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  await act(async () => environment.mock.rejectMostRecentOperation(new Error('offline')));
  expect(
    (await screen.findByText('An unexpected error occurred')).closest('.chakra-alert__root')?.getAttribute('role'),
  ).toBe('alert');
});

test('a site that signs in only through single sign-on shows no form', () => {
  renderForgotten({ ssoAccessOnly: true });
  expect(screen.queryByLabelText('Email')).toBeNull();
  expect(screen.getByRole('link', { name: 'Log in with single sign-on' })).toBeTruthy();
});
