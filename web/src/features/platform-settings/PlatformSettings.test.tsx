// The platform settings screen's states: Access Denied for an employer who is not an
// administrator; the 2FA switch asks first, says what turning it on or off does, changes nothing
// on Cancel and shows the new state once confirmed; the support form checks its fields in the
// api's words, shows the api's field errors, and says when it has saved.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { AppShellQuery$data } from '../../__generated__/AppShellQuery.graphql';
import type { PlatformSettingsTestQuery } from '../../__generated__/PlatformSettingsTestQuery.graphql';
import { ShellContext } from '../../shell/ShellContext';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { PlatformSettingsScreen } from './PlatformSettingsRoute';

// Chakra's switch tracks a press from its input's focus and blur with PointerEvents, which jsdom lacks.
beforeAll(() => {
  window.PointerEvent ??= class PointerEvent extends MouseEvent {} as typeof window.PointerEvent;
});

const shell = { site: { theme: { benefitBrandName: 'Acme Rewards' } }, viewer: null } as unknown as AppShellQuery$data;

const testQuery = graphql`
  query PlatformSettingsTestQuery @relay_test_operation {
    viewer {
      id
      platformSettings {
        ...TwoFactorEnforcement_settings
        ...SupportSettingsForm_settings
      }
    }
  }
`;

const acme = {
  twoFactorEnforced: false,
  contactUsEnabled: true,
  supportEmail: 'benefits@acme.test',
  supportNumber: '0161 496 0000',
};

function renderSettings(settings: object | null = acme) {
  return renderWithRelay<PlatformSettingsTestQuery>({
    query: testQuery,
    resolvers: { Viewer: () => ({ id: 'v', platformSettings: settings }), PlatformSettings: () => settings ?? {} },
    render: (data) => (
      <ShellContext.Provider value={shell}>
        <PlatformSettingsScreen data={data as never} />
      </ShellContext.Provider>
    ),
  });
}

test('without the screen’s data (the gateway refused it) the screen is Access Denied', async () => {
  renderSettings(null);
  expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Platform settings' })).toBeNull();
});

test('turning 2FA on asks first, says what it does, and shows the new state once confirmed', async () => {
  const user = userEvent.setup();
  const { environment } = renderSettings();
  expect(
    await screen.findByText('Your organisation does not require 2FA: employees may choose whether to use it.'),
  ).toBeTruthy();
  const toggle = screen.getByRole('checkbox', { name: 'Require 2FA for every employee' });
  expect((toggle as HTMLInputElement).checked).toBe(false);

  // Cancel changes nothing and sends nothing.
  await user.click(toggle);
  let dialog = await screen.findByRole('alertdialog', { name: 'Require 2FA for every employee?' });
  expect(dialog.textContent).toContain('Every employee without 2FA will be asked to set it up at their next login');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  const redrawn = screen.getByRole('checkbox', { name: 'Require 2FA for every employee' }) as HTMLInputElement;
  expect(redrawn.checked).toBe(false);
  expect(
    screen.getByText('Your organisation does not require 2FA: employees may choose whether to use it.'),
  ).toBeTruthy();

  await user.click(redrawn);
  dialog = await screen.findByRole('alertdialog', { name: 'Require 2FA for every employee?' });
  await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
  await waitFor(() =>
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ input: { enforced: true } }),
  );
  act(() =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({ id: 'v' }),
        PlatformSettings: () => ({ ...acme, twoFactorEnforced: true }),
        SetTwoFactorEnforcementPayload: () => ({ errors: [] }),
      }),
    ),
  );
  expect(await screen.findByText('2FA is now required for every employee.')).toBeTruthy();
  expect(
    screen.getByText('Your organisation requires 2FA: every employee without 2FA sets it up at their next login.'),
  ).toBeTruthy();
  await waitFor(() =>
    expect((screen.getByRole('checkbox', { name: 'Require 2FA for every employee' }) as HTMLInputElement).checked).toBe(
      true,
    ),
  );

  // Turning it off says employees may then turn 2FA off.
  await user.click(screen.getByRole('checkbox', { name: 'Require 2FA for every employee' }));
  dialog = await screen.findByRole('alertdialog', { name: 'Stop requiring 2FA?' });
  expect(dialog.textContent).toContain('may turn it off in their profile settings');
  expect(within(dialog).getByRole('button', { name: 'Turn off' })).toBeTruthy();
});

test('a refused change is said in the dialog and nothing changes', async () => {
  const user = userEvent.setup();
  const { environment } = renderSettings();
  await user.click(await screen.findByRole('checkbox', { name: 'Require 2FA for every employee' }));
  const dialog = await screen.findByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
  await waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0));
  act(() => environment.mock.rejectMostRecentOperation(new Error('Access Denied')));
  expect((await within(dialog).findByRole('alert')).textContent).toBe(
    'It looks like something has gone wrong, please try again later',
  );
  expect(
    screen.getByText('Your organisation does not require 2FA: employees may choose whether to use it.'),
  ).toBeTruthy();
});

test('the support form checks its fields in the api’s words, shows the api’s own errors, and says when it saved', async () => {
  const user = userEvent.setup();
  const { environment } = renderSettings();
  const email = await screen.findByRole('textbox', { name: 'Support email' });
  const phone = screen.getByRole('textbox', { name: 'Support phone number' });
  expect((email as HTMLInputElement).value).toBe('benefits@acme.test');
  expect((screen.getByRole('checkbox', { name: 'Contact us page' }) as HTMLInputElement).checked).toBe(true);

  await user.clear(email);
  await user.type(email, 'not-an-email');
  await user.clear(phone);
  await user.type(phone, '12ab');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
  expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
  expect(environment.mock.getAllOperations()).toHaveLength(0);

  await user.clear(email);
  await user.type(email, 'help@acme.test');
  await user.clear(phone);
  await user.click(screen.getByRole('checkbox', { name: 'Contact us page' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() =>
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { contactUsEnabled: false, supportEmail: 'help@acme.test', supportNumber: '' },
    }),
  );
  // The api's refusal lands on its field.
  act(() =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({ id: 'v' }),
        PlatformSettings: () => acme,
        UpdateSupportSettingsPayload: () => ({
          errors: [{ field: 'supportEmail', message: 'Please enter a valid email address' }],
        }),
      }),
    ),
  );
  expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  act(() =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({ id: 'v' }),
        PlatformSettings: () => ({
          ...acme,
          contactUsEnabled: false,
          supportEmail: 'help@acme.test',
          supportNumber: '',
        }),
        UpdateSupportSettingsPayload: () => ({ errors: [] }),
      }),
    ),
  );
  expect(await screen.findByText('Your changes have been saved.')).toBeTruthy();
});
