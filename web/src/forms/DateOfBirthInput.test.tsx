import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../testing/renderWithRelay';
import { EMPTY_DATE, type DateParts } from './dateOfBirth';
import { DateOfBirthInput } from './DateOfBirthInput';

function DateOfBirthHost({ initial = EMPTY_DATE }: { initial?: DateParts }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateOfBirthInput value={value} onChange={setValue} minYear={1900} maxYear={2026} />
      <button type="button">Elsewhere</button>
    </>
  );
}

const field = (name: 'Day' | 'Month' | 'Year') => screen.getByLabelText<HTMLInputElement>(name);
const shown = () => [field('Day').value, field('Month').value, field('Year').value].join(' ');

test('typing 14031990 into Day fills Day, Month and Year, moving on as each is complete', async () => {
  const user = userEvent.setup();
  renderWithProviders(<DateOfBirthHost />);
  expect(screen.getByText('e.g. 28 08 1978')).toBeTruthy();

  await user.type(field('Day'), '14031990');

  expect(shown()).toBe('14 03 1990');
  expect(document.activeElement).toBe(field('Year'));
});

test('focus moves on as soon as no further digit could fit, and only while the field grows', async () => {
  const user = userEvent.setup();
  renderWithProviders(<DateOfBirthHost />);

  await user.type(field('Day'), '5');
  expect(document.activeElement).toBe(field('Month'));
  await user.keyboard('1');
  expect(document.activeElement).toBe(field('Month'));
  await user.keyboard('{Backspace}2');
  expect(document.activeElement).toBe(field('Year'));
  // Leaving a field pads it, moving on included.
  expect(shown()).toBe('05 02 ');

  // Deleting back to one digit keeps the cursor where it is.
  await user.click(field('Day'));
  await user.keyboard('{End}{Backspace}');
  expect(field('Day').value).toBe('0');
  expect(document.activeElement).toBe(field('Day'));
});

test('letters are dropped and each field keeps its length', async () => {
  const user = userEvent.setup();
  renderWithProviders(<DateOfBirthHost />);

  await user.type(field('Year'), '19a9x01');

  expect(field('Year').value).toBe('1990');
});

test('arrow keys step the value, wrapping within the month’s days and the year limits', async () => {
  const user = userEvent.setup();
  renderWithProviders(<DateOfBirthHost initial={{ day: '', month: '02', year: '2023' }} />);

  await user.click(field('Day'));
  await user.keyboard('{ArrowUp}');
  expect(field('Day').value).toBe('01');
  await user.keyboard('{ArrowDown}');
  expect(field('Day').value).toBe('28');

  await user.click(field('Month'));
  await user.keyboard('{ArrowUp}');
  expect(field('Month').value).toBe('03');

  await user.click(field('Year'));
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(field('Year').value).toBe('2021');
});

test('a one-digit day or month is padded to two when the field is left', async () => {
  const user = userEvent.setup();
  renderWithProviders(<DateOfBirthHost />);

  await user.type(field('Day'), '3');
  await user.tab();
  expect(field('Day').value).toBe('03');
  expect(document.activeElement).toBe(field('Month'));

  await user.keyboard('1');
  await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
  expect(shown()).toBe('03 01 ');
});
