// The date-of-birth step (activation and the reset wizard): the date is
// checked when Next is pressed, its message stays until the next press; the server's answer goes
// on the field, in the banner or to the expired-link page; Next is busy while the date is sent.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/renderWithRelay';
import { DateOfBirthForm, type DateOfBirthOutcome } from './DateOfBirthForm';
import type { DateParts } from './dateOfBirth';

const LABELS = { cancel: 'Cancel', next: 'Next', networkError: 'Network error. Please try again.' };
const VERIFIED: DateOfBirthOutcome = { verified: true, linkExpired: false, errors: [] };

function renderStep(verify: (date: string) => Promise<DateOfBirthOutcome> = async () => VERIFIED) {
  const calls = { verify: [] as string[], verified: [] as DateParts[], refused: 0, expired: [] as string[] };
  renderWithProviders(
    <DateOfBirthForm
      verify={async (date) => {
        calls.verify.push(date);
        return verify(date);
      }}
      onVerified={(parts) => calls.verified.push(parts)}
      onRefused={() => (calls.refused += 1)}
      onLinkExpired={(message) => calls.expired.push(message)}
      onCancel={() => {}}
      labels={LABELS}
    />,
  );
  return calls;
}

async function enter(date: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Day'), date);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  return user;
}

test.each([
  { typed: '', message: 'Date of birth is required' },
  { typed: '3102', message: 'Please enter a real date in the format DD MM YYYY' },
  { typed: '31021990', message: 'Please enter a real date in the format DD MM YYYY' },
  { typed: '01011850', message: 'This date of birth is not valid' },
])('"$typed" is refused here with "$message", and nothing is sent', async ({ typed, message }) => {
  const user = userEvent.setup();
  const calls = renderStep();
  if (typed) await user.type(screen.getByLabelText('Day'), typed);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText(message)).toBeTruthy();
  expect(screen.getByLabelText('Day').getAttribute('aria-invalid')).toBe('true');
  expect(calls).toMatchObject({ verify: [], refused: 1 });
});

test('the message stays while the date is corrected, until Next is pressed again', async () => {
  const calls = renderStep();
  const user = await enter('3102');
  expect(await screen.findByText('Please enter a real date in the format DD MM YYYY')).toBeTruthy();
  await user.type(screen.getByLabelText('Year'), '1990');
  expect(screen.getByText('Please enter a real date in the format DD MM YYYY')).toBeTruthy();
  await user.clear(screen.getByLabelText('Day'));
  await user.type(screen.getByLabelText('Day'), '28');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(calls.verify).toEqual(['28/02/1990']));
  expect(screen.queryByText('Please enter a real date in the format DD MM YYYY')).toBeNull();
});

test('a date the server verifies moves the flow on with the parts typed', async () => {
  const calls = renderStep();
  await enter('14031990');
  await waitFor(() => expect(calls.verified).toEqual([{ day: '14', month: '03', year: '1990' }]));
  expect(calls.verify).toEqual(['14/03/1990']);
  expect(calls.refused).toBe(0);
});

test.each([
  { where: 'on the field', errors: [{ field: 'dateOfBirth', message: 'This date does not match our records' }] },
  { where: 'in the banner', errors: [{ field: null, message: 'Token has expired' }] },
])('a refusal is shown $where', async ({ where, errors }) => {
  const calls = renderStep(async () => ({ verified: false, linkExpired: false, errors }));
  await enter('14031990');
  const message = await screen.findByText(errors[0]!.message);
  expect(calls.refused).toBe(1);
  if (where === 'in the banner') expect(message.closest('[role="alert"]')).toBeTruthy();
  else expect(screen.getByLabelText('Day').getAttribute('aria-invalid')).toBe('true');
});

test('a link gone void hands its message to the flow', async () => {
  const calls = renderStep(async () => ({
    verified: false,
    linkExpired: true,
    errors: [{ field: null, message: 'Token has expired' }],
  }));
  await enter('14031990');
  await waitFor(() => expect(calls.expired).toEqual(['Token has expired']));
  expect(calls.refused).toBe(0);
});

test('while the date is on its way Next is busy and Cancel is off; a failure to send says so', async () => {
  let fail: (error: Error) => void = () => {};
  const calls = renderStep(() => new Promise((_, reject) => (fail = reject)));
  await enter('14031990');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true));
  expect(document.querySelector('button[type="submit"]')?.hasAttribute('data-loading')).toBe(true);
  fail(new Error('offline'));
  expect((await screen.findByRole('alert')).textContent).toBe('Network error. Please try again.');
  expect(calls.verify).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(false);
});
