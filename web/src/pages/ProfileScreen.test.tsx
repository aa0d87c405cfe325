// The profile screen's states: details as the employer holds them (and "Not given"), the avatar
// saved or refused, the email change (checked on blur, the api's words on its field, the link
// sent, the pending change and its cancel, single sign-on's notice), the password panel, and the
// sessions list with its sign-outs.
import { act, screen, waitFor, within } from '@testing-library/react';
import { jest } from '@jest/globals';
import userEvent from '@testing-library/user-event';
import { graphql } from 'react-relay';
import { MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import type { ProfileScreenTestQuery } from '../__generated__/ProfileScreenTestQuery.graphql';
import { PASSWORD_CHECK_DEBOUNCE_MS } from '../forms/NewPasswordField';
import { setMasquerade } from '../browser-storage/masquerade';
import { signedInShell } from '../testing/shell';
import { ShellContext } from '../shell/ShellContext';
import { renderWithRelay } from '../testing/renderWithRelay';
import { ProfileScreen } from './ProfileRoute';

const shell = signedInShell();

const query = graphql`
  query ProfileScreenTestQuery @relay_test_operation {
    viewer {
      ...ProfileDetails_viewer
      ...AvatarPicker_viewer
      ...TwoFactorSection_viewer
      ...SignedInSessions_viewer
      ...WindowReminders_viewer
      ...FamilyMembersSection_viewer
      ...LifeEventsSection_viewer
    }
    passwordRules {
      code
      name
    }
  }
`;

const sessions = [
  {
    id: 's1',
    device: 'Chrome on Windows',
    place: 'United Kingdom',
    signedInAt: '2026-11-24T08:00:00.000Z',
    lastSeenAt: '2026-11-24T09:00:00.000Z',
    current: true,
    singleSignOn: false,
  },
  {
    id: 's2',
    device: 'Safari on iOS',
    place: 'Private network',
    signedInAt: '2026-11-20T08:00:00.000Z',
    lastSeenAt: '2026-11-21T09:00:00.000Z',
    current: false,
    singleSignOn: false,
  },
];

const alex = {
  id: 'viewer-alex',
  name: 'Alex Morgan',
  email: 'employee@acme.test',
  avatar: null,
  avatarOptions: [
    { url: '/avatars/classic/teal.svg', label: 'Teal avatar with short hair' },
    { url: '/avatars/classic/blue.svg', label: 'Blue avatar with a beard' },
  ],
  employment: {
    employeeNumber: 'ACM-00042',
    jobTitle: 'Production Engineer',
    department: null,
    location: 'Manchester',
    startDate: '2019-04-01',
    employmentStatus: 'ACTIVE',
  },
  emailChangeAllowed: true,
  pendingEmail: null,
  twoFactorEnabled: false,
  twoFactorRequired: false,
  signedInSessions: sessions,
  windowReminders: true,
  // The family and life-events sections have tests of their own.
  familyMembers: [],
  lifeEvents: [],
  availableLifeEvents: [],
};

const rules = [
  { code: 1, name: 'At least 12 characters' },
  { code: 512, name: "Isn't a previous password" },
];

function renderProfile(viewer: object = {}, session = shell) {
  const result = renderWithRelay<ProfileScreenTestQuery>({
    query,
    resolvers: { Viewer: () => ({ ...alex, ...viewer }), Query: () => ({ passwordRules: rules }) },
    path: '/app/home/my-profile/',
    render: (data) => (
      <ShellContext.Provider value={session}>
        <ProfileScreen data={data as never} />
      </ShellContext.Provider>
    ),
  });
  return result;
}

async function answer(environment: ReturnType<typeof renderProfile>['environment'], resolvers: MockResolvers) {
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, resolvers)),
  );
}

test('the details are the employer’s, read only, with "Not given" for what it did not give', async () => {
  renderProfile();
  const details = await screen.findByRole('region', { name: 'Your details' });
  const text = details.textContent ?? '';
  for (const shown of [
    'Alex Morgan',
    'employee@acme.test',
    'ACM-00042',
    'Production Engineer',
    'Manchester',
    '1 April 2019',
    'Active',
    'Not given',
  ])
    expect(text).toContain(shown);
  expect(within(details).queryByRole('textbox')).toBeNull();
  expect(document.title).toBe('Profile Settings | Acme Rewards');
});

test('an avatar is chosen and saved; a refusal says the api’s words', async () => {
  const user = userEvent.setup();
  const { environment } = renderProfile();
  const region = await screen.findByRole('region', { name: 'Your avatar' });
  const save = within(region).getByRole('button', { name: 'Save avatar' });
  expect((save as HTMLButtonElement).disabled).toBe(true);
  await user.click(within(region).getByRole('radio', { name: 'Blue avatar with a beard' }));
  await user.click(save);
  expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
    input: { avatar: '/avatars/classic/blue.svg' },
  });
  await answer(environment, {
    ChangeAvatarPayload: () => ({ errors: [{ field: null, message: 'Please choose one of the avatars shown' }] }),
  });
  expect(within(region).getByRole('alert').textContent).toContain('Please choose one of the avatars shown');
  await user.click(save);
  await answer(environment, {
    ChangeAvatarPayload: () => ({ errors: [], viewer: { ...alex, avatar: '/avatars/classic/blue.svg' } }),
  });
  expect(within(region).getByRole('status').textContent).toContain('Your avatar has been changed.');
});

test('the email change: checked on blur, the current password refused on its field, then the link sent', async () => {
  const user = userEvent.setup();
  const { environment } = renderProfile();
  await user.click(await screen.findByRole('button', { name: 'Change email' }));
  const form = screen.getByRole('form', { name: 'Change email' });
  await user.type(within(form).getByLabelText(/New email address/), 'not-an-address');
  await user.tab();
  expect(await within(form).findByText('Please enter a valid email address')).toBeTruthy();
  await user.clear(within(form).getByLabelText(/New email address/));
  await user.type(within(form).getByLabelText(/New email address/), 'alex@example.com');
  await user.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
  expect(await within(form).findByText('This field is required')).toBeTruthy();

  await user.type(within(form).getByLabelText(/Current password/), 'wrong');
  await user.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
  await waitFor(() =>
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { email: 'alex@example.com', currentPassword: 'wrong' },
    }),
  );
  await answer(environment, {
    ChangeEmailPayload: () => ({
      sentTo: null,
      viewer: null,
      errors: [{ field: 'currentPassword', message: 'Your current password is incorrect' }],
    }),
  });
  expect(within(form).getByText('Your current password is incorrect')).toBeTruthy();

  await user.clear(within(form).getByLabelText(/Current password/));
  await user.type(within(form).getByLabelText(/Current password/), 'Tulip-Harbour-79!');
  await user.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
  await waitFor(() =>
    expect(environment.mock.getMostRecentOperation().request.variables.input.currentPassword).toBe('Tulip-Harbour-79!'),
  );
  await answer(environment, {
    ChangeEmailPayload: () => ({
      sentTo: 'alex@example.com',
      errors: [],
      viewer: { ...alex, pendingEmail: 'alex@example.com' },
    }),
  });
  expect(screen.getByRole('status').textContent).toContain("We've sent a confirmation link to alex@example.com");
  expect(screen.queryByRole('form', { name: 'Change email' })).toBeNull();
});

test('a pending change can be cancelled; single sign-on’s address is not the person’s to change', async () => {
  const user = userEvent.setup();
  const { environment, unmount } = renderProfile({ pendingEmail: 'alex@example.com' });
  expect(
    await screen.findByText('Waiting for you to confirm alex@example.com from the link we emailed there.'),
  ).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Cancel this change' }));
  await answer(environment, {
    CancelEmailChangePayload: () => ({ errors: [], viewer: { ...alex, pendingEmail: null } }),
  });
  expect(screen.getByText('Your email change has been cancelled.')).toBeTruthy();
  unmount();

  renderProfile({ emailChangeAllowed: false });
  expect(await screen.findByText("Your email address is managed by your organisation's single sign-on.")).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Change email' })).toBeNull();
});

test('the change-password panel asks for every field, and puts a wrong current password on its field', async () => {
  const user = userEvent.setup();
  const { environment } = renderProfile();
  await user.click(await screen.findByRole('button', { name: 'Change password' }));
  const panel = await screen.findByRole('dialog', { name: 'Change password' });
  await user.click(within(panel).getByRole('button', { name: 'Change password' }));
  expect(await within(panel).findAllByText('This field is required')).toHaveLength(2);

  await user.type(within(panel).getByLabelText(/Current password/), 'wrong');
  await user.type(within(panel).getByLabelText(/^New password/), 'Copper-Meadow-2031');
  await user.type(within(panel).getByLabelText(/Confirm new password/), 'Copper-Meadow-2031');
  await user.click(within(panel).getByRole('button', { name: 'Change password' }));
  // The typed password is checked at once, not after the debounce.
  await waitFor(() =>
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { password: 'Copper-Meadow-2031' },
    }),
  );
  await answer(environment, {
    CheckProfilePasswordPayload: () => ({
      checks: [{ code: 1, name: 'At least 12 characters', met: true }],
      errors: [],
    }),
  });
  await waitFor(() =>
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
      currentPassword: 'wrong',
      password: 'Copper-Meadow-2031',
      passwordConfirmation: 'Copper-Meadow-2031',
    }),
  );
  await answer(environment, {
    ChangePasswordPayload: () => ({
      changed: false,
      checks: [],
      viewer: null,
      errors: [{ field: 'currentPassword', message: 'Your current password is incorrect' }],
    }),
  });
  expect(within(panel).getByText('Your current password is incorrect')).toBeTruthy();
});

// The race a flaky run found: Change password pressed within the debounce sends its check at once,
// then the debounce fires for the same password while that check is out. One request serves both,
// and the change goes as soon as it is answered. Fake timers fire the debounce exactly then.
test('a quick submit and the debounce share one check of the new password', async () => {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const { environment } = renderProfile();
  await user.click(await screen.findByRole('button', { name: 'Change password' }));
  const panel = await screen.findByRole('dialog', { name: 'Change password' });
  jest.useFakeTimers();
  try {
    await user.type(within(panel).getByLabelText(/Current password/), 'wrong');
    await user.type(within(panel).getByLabelText(/^New password/), 'Copper-Meadow-2031');
    await user.type(within(panel).getByLabelText(/Confirm new password/), 'Copper-Meadow-2031');
    await user.click(within(panel).getByRole('button', { name: 'Change password' }));
    const pending = () => environment.mock.getAllOperations().map((operation) => operation.request.variables.input);
    expect(pending()).toEqual([{ password: 'Copper-Meadow-2031' }]);
    await act(async () => jest.advanceTimersByTime(PASSWORD_CHECK_DEBOUNCE_MS));
    expect(pending()).toEqual([{ password: 'Copper-Meadow-2031' }]);
    await answer(environment, {
      CheckProfilePasswordPayload: () => ({
        checks: [{ code: 1, name: 'At least 12 characters', met: true }],
        errors: [],
      }),
    });
    expect(pending()).toEqual([
      { currentPassword: 'wrong', password: 'Copper-Meadow-2031', passwordConfirmation: 'Copper-Meadow-2031' },
    ]);
  } finally {
    jest.useRealTimers();
  }
});

test('sessions: this device first, another signed out, and a refusal in the api’s words', async () => {
  const user = userEvent.setup();
  const { environment } = renderProfile();
  const region = await screen.findByRole('region', { name: "Where you're signed in" });
  const items = within(region).getAllByRole('listitem');
  expect(items[0]!.textContent).toContain('This device');
  expect(within(items[0]!).queryByRole('button')).toBeNull();
  await user.click(within(region).getByRole('button', { name: 'Sign out Safari on iOS' }));
  expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ input: { sessionId: 's2' } });
  await answer(environment, {
    SignOutSessionsPayload: () => ({ signedOut: 1, errors: [], viewer: { ...alex, signedInSessions: [sessions[0]] } }),
  });
  expect(within(region).getByRole('status').textContent).toContain('Signed out of 1 other session.');
  expect(within(region).queryByText('Safari on iOS')).toBeNull();
  expect(within(region).getByText('You are not signed in anywhere else.')).toBeTruthy();
});

test('sign out all others: a refusal is shown as the api says it', async () => {
  const user = userEvent.setup();
  const { environment } = renderProfile();
  const region = await screen.findByRole('region', { name: "Where you're signed in" });
  await user.click(within(region).getByRole('button', { name: 'Sign out all other sessions' }));
  await answer(environment, {
    SignOutSessionsPayload: () => ({
      signedOut: 0,
      viewer: null,
      errors: [{ field: null, message: 'This cannot be changed during a masquerade session' }],
    }),
  });
  expect(within(region).getByRole('alert').textContent).toContain('This cannot be changed during a masquerade session');
});

test('acting as the person, their password, email, 2FA and sessions are not offered, and the page says only they can', async () => {
  setMasquerade({ userId: 7, schemeYear: 2026 });
  try {
    renderProfile(
      {},
      signedInShell({
        changePassword: false,
        changeEmail: false,
        manageTwoFactor: false,
        signOutOtherSessions: false,
        changeWindowReminders: false,
      }),
    );
    await screen.findByRole('heading', { name: 'Your details' });
    for (const name of [
      'Change password',
      'Change email',
      'Turn on two-factor authentication',
      'Sign out all other sessions',
      'Sign out Safari on iOS',
    ]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('switch', { name: 'Email me before my selection window closes' })).toBeNull();
    expect(screen.getByText('You will be reminded before your selection window closes.')).toBeTruthy();
    expect(screen.getAllByText('Only Alex Morgan can do this: you are acting as them.').length).toBe(5);
  } finally {
    setMasquerade(null);
  }
});

test('reminders: the switch saves at once and shows what the api kept; a refusal says the api’s words', async () => {
  const user = userEvent.setup();
  const { environment } = renderProfile();
  const region = await screen.findByRole('region', { name: 'Reminders' });
  const toggle = within(region).getByRole('checkbox', { name: 'Email me before my selection window closes' });
  expect((toggle as HTMLInputElement).checked).toBe(true);
  await user.click(toggle);
  expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ input: { windowReminders: false } });
  await answer(environment, {
    ChangeWindowRemindersPayload: () => ({ errors: [], viewer: { ...alex, windowReminders: false } }),
  });
  await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
  await user.click(toggle);
  await answer(environment, {
    ChangeWindowRemindersPayload: () => ({
      viewer: null,
      errors: [{ field: null, message: 'This cannot be changed during a masquerade session' }],
    }),
  });
  expect(within(region).getByRole('alert').textContent).toContain('This cannot be changed during a masquerade session');
});

test('a person whose organisation signs them in through single sign-on has no password to change here', async () => {
  renderProfile({}, signedInShell({ changePassword: false, changeEmail: false, manageTwoFactor: false }));
  await screen.findByRole('heading', { name: 'Your details' });
  expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
  expect(
    screen.getAllByText('Your organisation signs you in through single sign-on, so this is managed there.').length,
  ).toBe(3);
});
