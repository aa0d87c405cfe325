// The new-password step lists the rules the server enforces before anything is typed, then the
// server's verdict on each; it keeps no rules of its own. A submit never waits for
// the debounce, and the "meet the criteria" messages go as soon as the rules are met.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'react-relay';
import type { NewPasswordFormTestQuery } from '../__generated__/NewPasswordFormTestQuery.graphql';
import { renderWithRelay } from '../testing/renderWithRelay';
import { NewPasswordForm } from './NewPasswordForm';
import type { NewPasswordOutcome } from './NewPasswordForm';
import type { PasswordCheck } from './passwordRules';

const query = graphql`
  query NewPasswordFormTestQuery @relay_test_operation {
    ...NewPasswordForm_query
  }
`;

// Not the spec's rules: whatever the server lists is what the form shows.
const RULES = [
  { code: 1, name: 'At least 14 characters' },
  { code: 64, name: 'At least 1 number' },
];
const judge = (password: string): PasswordCheck[] => [
  { code: 1, name: 'At least 14 characters', met: password.length >= 14 },
  { code: 64, name: 'At least 1 number', met: /\d/.test(password) },
];

function renderForm(outcome?: NewPasswordOutcome) {
  const checked: string[] = [];
  const submitted: string[] = [];
  renderWithRelay<NewPasswordFormTestQuery>({
    query,
    resolvers: { Query: () => ({ passwordRules: RULES }) },
    render: (data) => (
      <NewPasswordForm
        query={data}
        checkPassword={async (password) => {
          checked.push(password);
          return { linkExpired: false, checks: judge(password) };
        }}
        submit={async (password) => {
          submitted.push(password);
          return outcome;
        }}
        onRefused={() => {}}
        onLinkExpired={() => {}}
        onCancel={() => {}}
        labels={{ cancel: 'Cancel', next: 'Next', networkError: 'Network error', failed: 'Failed' }}
      />
    ),
  });
  return { checked, submitted };
}

const rules = () => within(screen.getByText('Your password must have:').parentElement!).getAllByRole('listitem');
// What is read out for each rule (its mark is decoration), and the state it is drawn in.
const states = () => rules().map((rule) => `${rule.lastElementChild?.textContent}:${rule.getAttribute('data-state')}`);

test('before anything is typed the server’s rules are listed, none judged yet', () => {
  const { checked } = renderForm();
  expect(states()).toEqual(['At least 14 characters:pending', 'At least 1 number:pending']);
  expect(checked).toHaveLength(0);
});

test('the server’s checks mark each rule once typing pauses', async () => {
  const user = userEvent.setup();
  const { checked } = renderForm();
  await user.type(screen.getByLabelText('New password'), 'short1');
  await waitFor(() =>
    expect(states()).toEqual(['At least 14 characters (not met):invalid', 'At least 1 number (met):valid']),
  );
  expect(checked).toEqual(['short1']);
});

test('a quick Next checks the password at once; the messages go once every rule is met', async () => {
  const user = userEvent.setup();
  const { checked, submitted } = renderForm();
  await user.type(screen.getByLabelText('New password'), 'no-digits-here-at-all');
  await user.click(screen.getByRole('button', { name: 'Next' }));

  expect(checked[0]).toBe('no-digits-here-at-all');
  expect(screen.getByRole('alert').textContent).toBe('Please meet all the criteria below');
  expect(screen.getByText('Please ensure your password meets the listed requirements')).toBeTruthy();
  expect(submitted).toHaveLength(0);

  await user.type(screen.getByLabelText('New password'), '9');
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  expect(screen.queryByText('Please ensure your password meets the listed requirements')).toBeNull();

  await user.type(screen.getByLabelText('Confirm new password'), 'no-digits-here-at-all9');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(submitted).toEqual(['no-digits-here-at-all9']);
});

test('an empty password is required, and a confirmation that differs is refused on the confirmation', async () => {
  const user = userEvent.setup();
  const { submitted } = renderForm();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('This field is required')).toBeTruthy();

  await user.type(screen.getByLabelText('New password'), 'a-long-password-1');
  expect(screen.queryByText('This field is required')).toBeNull();
  await user.type(screen.getByLabelText('Confirm new password'), 'a-long-password-2');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('The passwords do not match')).toBeTruthy();
  expect(screen.getByLabelText('Confirm new password').getAttribute('aria-invalid')).toBe('true');
  expect(submitted).toHaveLength(0);

  // A field's message goes as soon as that field changes.
  await user.type(screen.getByLabelText('Confirm new password'), '{Backspace}1');
  expect(screen.queryByText('The passwords do not match')).toBeNull();
});

test("the server's refusal goes on its fields, and what belongs to no field to the banner", async () => {
  const user = userEvent.setup();
  const { submitted } = renderForm({
    linkExpired: false,
    checks: [],
    errors: [
      { field: 'password', message: "Isn't a previous password" },
      { field: null, message: 'Password reset failed' },
    ],
  });
  await user.type(screen.getByLabelText('New password'), 'a-long-password-1');
  await user.type(screen.getByLabelText('Confirm new password'), 'a-long-password-1');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(submitted).toEqual(['a-long-password-1']));
  expect(await screen.findByText("Isn't a previous password")).toBeTruthy();
  expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByRole('alert').textContent).toBe('Password reset failed');
});
