import { backspace, codeOf, emptyCode, enterDigits, isComplete, shouldSubmitOnEnter } from './codeInput';

test('a typed digit fills its box and moves focus on; other characters are dropped', () => {
  const typed = enterDigits(emptyCode(), 0, '4');
  expect(typed).toEqual({ digits: ['4', '', '', '', '', ''], focus: 1 });
  expect(enterDigits(typed.digits, 1, 'x')).toEqual({ digits: ['4', '', '', '', '', ''], focus: 1 });
  expect(enterDigits(['1', '2', '3', '4', '5', ''], 5, '6').focus).toBe(5);
});

test('pasting six digits into any box fills them all', () => {
  expect(enterDigits(emptyCode(), 3, '123456').digits).toEqual(['1', '2', '3', '4', '5', '6']);
  expect(enterDigits(emptyCode(), 0, ' 12 34-56 ').digits).toEqual(['1', '2', '3', '4', '5', '6']);
  // Fewer digits fill from the box they land in.
  expect(enterDigits(emptyCode(), 2, '789')).toEqual({ digits: ['', '', '7', '8', '9', ''], focus: 5 });
});

test('Enter submits only when every box holds a digit', () => {
  expect(shouldSubmitOnEnter('Enter', ['1', '2', '3', '4', '5', ''])).toBe(false);
  expect(shouldSubmitOnEnter('Enter', ['1', '2', '3', '4', '5', '6'])).toBe(true);
  expect(shouldSubmitOnEnter('a', ['1', '2', '3', '4', '5', '6'])).toBe(false);
  expect(isComplete(emptyCode())).toBe(false);
});

test('empty boxes count as 0 in the code sent', () => {
  expect(codeOf(['1', '', '3', '', '', '6'])).toBe('103006');
  expect(codeOf(emptyCode())).toBe('000000');
});

test('backspace clears the box, or the previous one when already empty', () => {
  expect(backspace(['1', '2', '', '', '', ''], 1)).toEqual({ digits: ['1', '', '', '', '', ''], focus: 1 });
  expect(backspace(['1', '2', '', '', '', ''], 2)).toEqual({ digits: ['1', '', '', '', '', ''], focus: 1 });
  expect(backspace(emptyCode(), 0).focus).toBe(0);
});
