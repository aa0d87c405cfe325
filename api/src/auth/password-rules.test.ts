// The spec's nine password rules, each with passwords that meet it and passwords that do not.
import { passwordRules, type PasswordRuleCode } from '@portal/contract/constants';
import { checkPassword, failedRuleFlags } from './password-rules.js';

const alex = { firstName: 'Alex', surname: 'Morgan', email: 'alex.morgan@acme.test' };
const statusOf = (password: string, code: PasswordRuleCode, previous = false) =>
  checkPassword(password, alex, previous).find((check) => check.code === code)!.status;

test('the demo password meets every rule', () => {
  const checks = checkPassword('Tulip-Harbour-79!', alex, false);
  expect(checks.map((check) => check.code)).toEqual([1, 2, 4, 8, 16, 64, 128, 256, 512]);
  expect(checks.every((check) => check.status)).toBe(true);
  expect(failedRuleFlags(checks)).toBe(0);
  expect(checks[0]).toEqual({ code: 1, name: 'At least 12 characters', status: true });
});

test.each<[PasswordRuleCode, string[], string[]]>([
  [1, ['Tulip-Harb79!', 'x'.repeat(128), 'é'.repeat(12)], ['Tulip-Har7!', '', '🌷🌷🌷🌷🌷🌷🌷🌷🌷🌷🌷']],
  [
    2,
    ['Tulip-Harbour-79!', 'aab-ccd-eef', 'abab-cdcd'],
    ['x1111y', 'ababa', 'Tulip-ABABA-79', 'abcabc', 'xyzwxyzw', 'AaAa'],
  ],
  [
    4,
    ['Tulip-Harbour-79!', '1357-abd', 'acegik'],
    ['1234', 'zyxw', 'abcd', 'ABCD', '9876', 'qwer', 'lkjh', 'x-mnop-y'],
  ],
  [
    8,
    ['Tulip-Harbour-79!', 'Crimson-Lantern-42'],
    ['password', 'MyPassword', 'p@ssw0rd', 'qwerty', 'iloveyou', 'Dragon', 'letmein', 'Sunshine!'],
  ],
  [16, ['tulip-Harbour', 'Éclair'], ['tulip-harbour-79!', '1234!!']],
  [64, ['Tulip-Harbour-7', '٣ Arabic-Indic digit'], ['Tulip-Harbour-!']],
  [128, ['Tulip-Harbour-79', 'a b', 'a£b'], ['TulipHarbour79', 'ÉclairÀ9']],
  [256, ['Tulip-Harbour-79!', 'Al-Mo'], ['alex-Harbour-79', 'X-MORGAN-1', 'Alex.Morgan99', 'my-morg-alex']],
])('rule %i', (code, passing, failing) => {
  for (const password of passing) expect([password, statusOf(password, code)]).toEqual([password, true]);
  for (const password of failing) expect([password, statusOf(password, code)]).toEqual([password, false]);
});

test('rule 512 reports what it is told about previous passwords', () => {
  expect(statusOf('Tulip-Harbour-79!', 512, false)).toBe(true);
  expect(statusOf('Tulip-Harbour-79!', 512, true)).toBe(false);
});

test('personal details shorter than 3 characters are not matched, nor missing ones', () => {
  expect(
    checkPassword('Bo-Li-Harbour-79!', { firstName: 'Bo', surname: 'Li', email: 'bo@x.test' }, false).every(
      (c) => c.status,
    ),
  ).toBe(true);
  expect(checkPassword('Tulip-Harbour-79!', {}, false).every((c) => c.status)).toBe(true);
});

test('long passwords are checked whole, never truncated', () => {
  const long = `${'Tulip-Harbour-79!'.repeat(7)}`.slice(0, 119) + 'password';
  expect(long.length).toBeGreaterThan(120);
  expect(statusOf(long, 8)).toBe(false);
});

test('failed rules add up to the spec bit flags', () => {
  const checks = checkPassword('password', alex, true);
  expect(failedRuleFlags(checks)).toBe(1 | 8 | 16 | 64 | 128 | 512);
  expect(passwordRules).toHaveLength(9);
});
