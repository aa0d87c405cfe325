// The six boxes as a person uses them, in a real DOM: digits typed one after another, a code
// pasted into any box, Enter only with a full code, the arrow keys and Backspace moving between
// boxes. The rules themselves are codeInput.ts's (codeInput.test.ts); this is the widget around them.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../testing/renderWithRelay';
import { CodeInput } from './CodeInput';
import { emptyCode, type CodeDigits } from './codeInput';

function renderCode() {
  const submitted: string[] = [];
  function Harness() {
    const [digits, setDigits] = useState<CodeDigits>(emptyCode());
    return <CodeInput digits={digits} onChange={setDigits} onSubmit={() => submitted.push(digits.join(''))} />;
  }
  renderWithProviders(<Harness />);
  return { submitted, user: userEvent.setup() };
}

const box = (digit: number) => screen.getByLabelText(`Digit ${digit} of 6`) as HTMLInputElement;
const boxes = () => [1, 2, 3, 4, 5, 6].map((digit) => box(digit).value).join('');

test('six labelled boxes in one group, for a numeric one-time code', () => {
  renderCode();
  expect(screen.getByRole('group', { name: 'Authentication code' })).toBeTruthy();
  expect(box(1).getAttribute('autocomplete')).toBe('one-time-code');
  expect(box(1).getAttribute('inputmode')).toBe('numeric');
  expect(box(2).getAttribute('autocomplete')).toBe('off');
});

test('digits typed one after another fill the boxes, focus moving on; anything else is dropped', async () => {
  const { user } = renderCode();
  await user.click(box(1));
  await user.keyboard('12a3');
  expect(boxes()).toBe('123');
  expect(document.activeElement).toBe(box(4));
  await user.keyboard('456');
  expect(boxes()).toBe('123456');
  expect(document.activeElement).toBe(box(6));
});

test('a code pasted into any box fills every box, spaces and dashes dropped', async () => {
  const { user } = renderCode();
  await user.click(box(4));
  await user.paste('123 456');
  expect(boxes()).toBe('123456');
  expect(document.activeElement).toBe(box(6));
  // Pasted over a code half typed, six digits are still the whole code.
  await user.click(box(3));
  await user.paste('98-76-54');
  expect(boxes()).toBe('987654');
  // Fewer digits fill from the box they land in.
  await user.click(box(2));
  await user.paste('11');
  expect(boxes()).toBe('911654');
  expect(document.activeElement).toBe(box(4));
});

test('Enter submits a full code only', async () => {
  const { submitted, user } = renderCode();
  await user.click(box(1));
  await user.keyboard('12345{Enter}');
  expect(submitted).toEqual([]);
  await user.keyboard('6{Enter}');
  expect(submitted).toEqual(['123456']);
});

test('the arrow keys move between boxes, stopping at either end; Backspace on an empty box clears the one before', async () => {
  const { user } = renderCode();
  await user.click(box(1));
  await user.keyboard('123');
  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(document.activeElement).toBe(box(2));
  await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
  expect(document.activeElement).toBe(box(1));
  await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
  expect(document.activeElement).toBe(box(6));
  await user.click(box(4));
  await user.keyboard('{Backspace}');
  expect(boxes()).toBe('12');
  expect(document.activeElement).toBe(box(3));
  await user.keyboard('{Backspace}');
  expect(boxes()).toBe('1');
  expect(document.activeElement).toBe(box(2));
});

test('every box can be reached with Tab', async () => {
  const { user } = renderCode();
  await user.click(box(1));
  await user.tab();
  expect(document.activeElement).toBe(box(2));
});
