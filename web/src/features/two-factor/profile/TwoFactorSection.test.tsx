// 2FA from the profile: the section's states (off, on, on and required), turning it on through
// the two-fa-qr and two-fa-code panels, and off through two-fa-disable, each refusal in its words.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'react-relay';
import { MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import type { TwoFactorSectionTestQuery } from '../../../__generated__/TwoFactorSectionTestQuery.graphql';
import { signedInShell } from '../../../testing/shell';
import { ShellContext } from '../../../shell/ShellContext';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { TwoFactorSection } from './TwoFactorSection';

const shell = signedInShell();

const query = graphql`
  query TwoFactorSectionTestQuery @relay_test_operation {
    viewer {
      ...TwoFactorSection_viewer
    }
  }
`;

function renderSection(state: { twoFactorEnabled: boolean; twoFactorRequired: boolean }) {
  return renderWithRelay<TwoFactorSectionTestQuery>({
    query,
    resolvers: { Viewer: () => ({ id: 'viewer-alex', ...state }) },
    render: ({ viewer }) =>
      viewer ? (
        <ShellContext.Provider value={shell}>
          <TwoFactorSection viewer={viewer} />
        </ShellContext.Provider>
      ) : null,
  });
}

async function answer(environment: ReturnType<typeof renderSection>['environment'], resolvers: MockResolvers) {
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, resolvers)),
  );
}

test('on and required by the organisation: it cannot be turned off, and the section says why', async () => {
  renderSection({ twoFactorEnabled: true, twoFactorRequired: true });
  const section = await screen.findByRole('region', { name: 'Two-factor authentication' });
  expect(section.textContent).toContain('On');
  expect(section.textContent).toContain(
    'Your organisation requires two-factor authentication, so it cannot be turned off.',
  );
  expect(within(section).queryByRole('button')).toBeNull();
});

test('turned on: the current password, the QR code, then the code; each refusal in its words', async () => {
  const user = userEvent.setup();
  const { environment } = renderSection({ twoFactorEnabled: false, twoFactorRequired: false });
  await user.click(await screen.findByRole('button', { name: 'Turn on two-factor authentication' }));
  const qr = await screen.findByRole('dialog', { name: 'Set up two factor authentication' });
  await user.click(within(qr).getByRole('button', { name: 'Continue' }));
  expect(await within(qr).findByText('This field is required')).toBeTruthy();

  await user.type(within(qr).getByLabelText(/Current password/), 'wrong');
  await user.click(within(qr).getByRole('button', { name: 'Continue' }));
  await waitFor(() =>
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ input: { password: 'wrong' } }),
  );
  await answer(environment, {
    StartTwoFactorSetupPayload: () => ({
      setup: null,
      errors: [{ field: 'password', message: 'Your current password is incorrect' }],
    }),
  });
  expect(within(qr).getByText('Your current password is incorrect')).toBeTruthy();

  await user.clear(within(qr).getByLabelText(/Current password/));
  await user.type(within(qr).getByLabelText(/Current password/), 'Tulip-Harbour-79!');
  await user.click(within(qr).getByRole('button', { name: 'Continue' }));
  await waitFor(() =>
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { password: 'Tulip-Harbour-79!' },
    }),
  );
  await answer(environment, {
    StartTwoFactorSetupPayload: () => ({
      setup: { secret: 'JBSWY3DPEHPK3PXP', url: 'otpauth://totp/Acme:alex?secret=JBSWY3DPEHPK3PXP' },
      errors: [],
    }),
  });
  expect(within(qr).getByTestId('two-fa-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP');
  await user.click(within(qr).getByRole('button', { name: 'Enter the code' }));

  const code = await screen.findByRole('dialog', { name: 'Enable two factor authentication' });
  await user.click(within(code).getByRole('button', { name: 'Verify' }));
  expect(await within(code).findByText('Please enter all 6 digits of the code')).toBeTruthy();
  await user.type(within(code).getByLabelText('Digit 1 of 6'), '123456');
  await user.click(within(code).getByRole('button', { name: 'Verify' }));
  await waitFor(() =>
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ input: { code: '123456' } }),
  );
  await answer(environment, {
    ChangeTwoFactorPayload: () => ({
      viewer: null,
      errors: [{ field: 'code', message: 'The code you entered is not valid. Please try again' }],
    }),
  });
  expect(within(code).getByText('The code you entered is not valid. Please try again')).toBeTruthy();

  await user.click(within(code).getByRole('button', { name: 'Verify' }));
  await answer(environment, {
    ChangeTwoFactorPayload: () => ({
      viewer: { id: 'viewer-alex', twoFactorEnabled: true, twoFactorRequired: false },
      errors: [],
    }),
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const section = screen.getByRole('region', { name: 'Two-factor authentication' });
  expect(within(section).getByRole('status').textContent).toContain('Two-factor authentication is now on.');
  expect(within(section).getByRole('button', { name: 'Turn off two-factor authentication' })).toBeTruthy();
});

test('turned off with the current password and a current code; each refusal in its words, on its field', async () => {
  const user = userEvent.setup();
  const { environment } = renderSection({ twoFactorEnabled: true, twoFactorRequired: false });
  await user.click(await screen.findByRole('button', { name: 'Turn off two-factor authentication' }));
  const panel = await screen.findByRole('dialog', { name: 'Turn off two-factor authentication' });
  expect(within(panel).getByText('Enter authentication code')).toBeTruthy();
  // Both are required before anything is sent.
  await user.click(within(panel).getByRole('button', { name: 'Turn off' }));
  expect(await within(panel).findByText('This field is required')).toBeTruthy();
  expect(within(panel).getByText('Please enter all 6 digits of the code')).toBeTruthy();

  await user.type(within(panel).getByLabelText(/Current password/), 'Tulip-Harbour-79!');
  await user.type(within(panel).getByLabelText('Digit 1 of 6'), '123456');
  await user.click(within(panel).getByRole('button', { name: 'Turn off' }));
  await waitFor(() =>
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { password: 'Tulip-Harbour-79!', code: '123456' },
    }),
  );
  await answer(environment, {
    ChangeTwoFactorPayload: () => ({
      viewer: null,
      errors: [{ field: 'code', message: 'The code you entered is not valid. Please try again' }],
    }),
  });
  expect(within(panel).getByText('The code you entered is not valid. Please try again')).toBeTruthy();
  expect(within(panel).getByLabelText('Digit 1 of 6').getAttribute('aria-invalid')).toBe('true');

  await user.click(within(panel).getByRole('button', { name: 'Turn off' }));
  await answer(environment, {
    ChangeTwoFactorPayload: () => ({
      viewer: null,
      errors: [{ field: 'password', message: 'Your current password is incorrect' }],
    }),
  });
  expect(within(panel).getByText('Your current password is incorrect')).toBeTruthy();

  await user.click(within(panel).getByRole('button', { name: 'Turn off' }));
  await answer(environment, {
    ChangeTwoFactorPayload: () => ({
      viewer: null,
      errors: [{ field: null, message: 'Your organisation requires two-factor authentication' }],
    }),
  });
  expect(within(panel).getByRole('alert').textContent).toContain(
    'Your organisation requires two-factor authentication',
  );

  await user.click(within(panel).getByRole('button', { name: 'Turn off' }));
  await answer(environment, {
    ChangeTwoFactorPayload: () => ({
      viewer: { id: 'viewer-alex', twoFactorEnabled: false, twoFactorRequired: false },
      errors: [],
    }),
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('status').textContent).toContain('Two-factor authentication is now off.');
});
