// The spec's nine password rules (their bit-flag codes and names are the contract's,
// contract/src/constants.ts), as pure checks. Rule 512 needs the stored hashes, so its answer is
// passed in (see password-history.ts).
import { passwordMinimumLength, passwordRules, type PasswordRuleCode } from '@portal/contract/constants';
import type { PasswordCheck } from '@portal/contract/shared';
import { isCommonPassword } from './common-passwords.js';

export interface PersonalDetails {
  firstName?: string | null;
  surname?: string | null;
  email?: string | null;
}

/** Code points, not UTF-16 units, so an emoji counts as one character. */
export function characterCount(password: string): number {
  return [...password].length;
}

/** A unit of 1-4 characters repeated: 1111 (4 of one), ababa (5), abcabc (6), abcdabcd (8). */
export function hasRepeatingPattern(password: string): boolean {
  const chars = [...password.toLowerCase()];
  for (let period = 1; period <= 4; period += 1) {
    // Characters equal to the one `period` before them, in a row: 3 such make 1111, ababa and
    // abcabc; a unit of 4 must appear twice in full (4).
    const needed = Math.max(3, period);
    let run = 0;
    for (let i = period; i < chars.length; i += 1) {
      run = chars[i] === chars[i - period] ? run + 1 : 0;
      if (run >= needed) return true;
    }
  }
  return false;
}

const keyboardRows = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const sequenceLength = 4;

/** Four characters that step by one (1234, abcd, zyxw) or run along a keyboard row (qwer). */
export function hasPredictableSequence(password: string): boolean {
  const lower = password.toLowerCase();
  const codes = [...lower].map((c) => c.codePointAt(0)!);
  const isSequenceChar = (c: number) => (c >= 48 && c <= 57) || (c >= 97 && c <= 122);
  for (let i = 0; i + sequenceLength <= codes.length; i += 1) {
    const window = codes.slice(i, i + sequenceLength);
    if (!window.every(isSequenceChar)) continue;
    const steps = window.slice(1).map((c, j) => c - window[j]!);
    if (steps.every((s) => s === 1) || steps.every((s) => s === -1)) return true;
  }
  for (const row of keyboardRows) {
    const reversed = [...row].reverse().join('');
    for (let i = 0; i + sequenceLength <= row.length; i += 1) {
      if (lower.includes(row.slice(i, i + sequenceLength)) || lower.includes(reversed.slice(i, i + sequenceLength)))
        return true;
    }
  }
  return false;
}

/** The first name, surname and email local part (and its parts), when 3+ characters long. */
export function containsPersonalDetails(password: string, details: PersonalDetails): boolean {
  const lower = password.toLowerCase();
  const local = (details.email ?? '').split('@')[0] ?? '';
  const parts = [details.firstName, details.surname, local, ...local.split(/[._+-]/)];
  return parts.some((part) => {
    const value = (part ?? '').trim().toLowerCase();
    return characterCount(value) >= 3 && lower.includes(value);
  });
}

/**
 * The rules a password meets. Without an answer for rule 512 (undefined) it is left out of the
 * list: where saying whether a password is a previous one would be an oracle, it is not judged.
 */
export function checkPassword(
  password: string,
  details: PersonalDetails,
  isPreviousPassword: boolean | undefined,
): PasswordCheck[] {
  const passes: Record<PasswordRuleCode, boolean> = {
    1: characterCount(password) >= passwordMinimumLength,
    2: !hasRepeatingPattern(password),
    4: !hasPredictableSequence(password),
    8: !isCommonPassword(password),
    16: /\p{Lu}/u.test(password),
    64: /\p{Nd}/u.test(password),
    128: /[^\p{L}\p{N}]/u.test(password),
    256: !containsPersonalDetails(password, details),
    512: isPreviousPassword !== true,
  };
  return passwordRules
    .filter((rule) => rule.code !== 512 || isPreviousPassword !== undefined)
    .map((rule) => ({ code: rule.code, name: rule.name, status: passes[rule.code] }));
}

/** The failed rules as one bit-flag number (0 when every rule is met), as the spec's codes add up. */
export function failedRuleFlags(checks: PasswordCheck[]): number {
  return checks.reduce((flags, check) => (check.status ? flags : flags | check.code), 0);
}
