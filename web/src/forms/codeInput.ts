// The six single-digit boxes of the two-factor screens:
// one digit per box, focus moves on as digits arrive, six pasted digits fill every box, Enter
// submits only when all are filled, and an empty box counts as 0 when the code is sent.

export const CODE_LENGTH = 6;

export const codeInputStrings = {
  digitLabel: (index: number, total: number) => `Digit ${index + 1} of ${total}`,
  codeGroupLabel: 'Authentication code',
} as const;

/** One entry per box: a single digit, or '' when empty. */
export type CodeDigits = readonly string[];

export function emptyCode(): CodeDigits {
  return Array.from({ length: CODE_LENGTH }, () => '');
}

export interface CodeChange {
  digits: CodeDigits;
  /** The box to focus next. */
  focus: number;
}

const clampIndex = (index: number) => Math.min(Math.max(index, 0), CODE_LENGTH - 1);

/**
 * Text typed or pasted into box `index`: its digits fill the boxes from there on (anything else
 * is dropped), so pasting a whole code into any box works; an empty value clears the box.
 */
export function enterDigits(digits: CodeDigits, index: number, text: string): CodeChange {
  const incoming = text.replace(/\D/g, '');
  const next = [...digits];
  if (incoming === '') {
    if (text === '') next[index] = '';
    return { digits: next, focus: clampIndex(index) };
  }
  // Six digits pasted anywhere are the whole code.
  const start = incoming.length >= CODE_LENGTH ? 0 : index;
  const fitted = incoming.slice(0, CODE_LENGTH - start);
  for (let i = 0; i < fitted.length; i += 1) next[start + i] = fitted[i]!;
  return { digits: next, focus: clampIndex(start + fitted.length) };
}

/** Backspace on an empty box clears the one before it and moves there. */
export function backspace(digits: CodeDigits, index: number): CodeChange {
  const next = [...digits];
  if (next[index]) {
    next[index] = '';
    return { digits: next, focus: index };
  }
  const previous = clampIndex(index - 1);
  next[previous] = '';
  return { digits: next, focus: previous };
}

export function isComplete(digits: CodeDigits): boolean {
  return digits.length === CODE_LENGTH && digits.every((digit) => /^\d$/.test(digit));
}

/** The code as sent: empty boxes count as 0. */
export function codeOf(digits: CodeDigits): string {
  return Array.from({ length: CODE_LENGTH }, (_, i) => (/^\d$/.test(digits[i] ?? '') ? digits[i] : '0')).join('');
}

/** The Enter key submits only a full code. */
export function shouldSubmitOnEnter(key: string, digits: CodeDigits): boolean {
  return key === 'Enter' && isComplete(digits);
}
