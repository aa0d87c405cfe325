import {
  failedRuleFlags,
  meetsAllRules,
  newPasswordProblem,
  ruleRows,
  type PasswordCheck,
  type PasswordRule,
} from './passwordRules';

// What the server might list; the web itself keeps no such list.
const rules: PasswordRule[] = [
  { code: 1, name: 'At least 12 characters' },
  { code: 16, name: 'At least 1 upper case letter' },
  { code: 256, name: 'None of your personal details, e.g. name or email address' },
];
const allMet: PasswordCheck[] = rules.map((rule) => ({ ...rule, met: true }));
const failing = (...codes: number[]): PasswordCheck[] =>
  allMet.map((check) => ({ ...check, met: !codes.includes(check.code) }));

describe('ruleRows', () => {
  it('lists the server’s rules, pending, until something is typed and checked', () => {
    expect(ruleRows(rules, '', allMet)).toEqual(
      rules.map(({ code, name }) => ({ code, label: name, state: 'pending' })),
    );
    expect(ruleRows(rules, 'abc', null).every((row) => row.state === 'pending')).toBe(true);
  });

  it('marks each rule valid or invalid from the server’s checks, in the order of its rules', () => {
    const rows = ruleRows(rules, 'tulip', [...failing(1, 256)].reverse());
    expect(rows.map((row) => row.code)).toEqual([1, 16, 256]);
    expect(rows.filter((row) => row.state === 'invalid').map((row) => row.code)).toEqual([1, 256]);
  });

  it('shows the words of the server’s check, and a rule only the checks name', () => {
    const rows = ruleRows(
      rules,
      'x',
      [...allMet, { code: 512, name: "Isn't a previous password", met: false }].map((check) =>
        check.code === 1 ? { ...check, name: 'At least 12 characters long' } : check,
      ),
    );
    expect(rows.map((row) => row.label)).toEqual([
      'At least 12 characters long',
      'At least 1 upper case letter',
      'None of your personal details, e.g. name or email address',
      "Isn't a previous password",
    ]);
    expect(rows.at(-1)?.state).toBe('invalid');
  });

  it('keeps a rule the server did not check pending', () => {
    const rows = ruleRows(
      rules,
      'x',
      allMet.filter((check) => check.code !== 256),
    );
    expect(rows.find((row) => row.code === 256)?.state).toBe('pending');
  });
});

describe('submitting', () => {
  it('adds the failed rules up as the spec’s bit flags', () => {
    expect(failedRuleFlags(allMet)).toBe(0);
    expect(failedRuleFlags(failing(1, 256))).toBe(257);
  });

  it('needs every rule the server returned reported as met', () => {
    expect(meetsAllRules(rules, allMet)).toBe(true);
    expect(meetsAllRules(rules, failing(16))).toBe(false);
    expect(meetsAllRules(rules, allMet.slice(1))).toBe(false);
    expect(meetsAllRules(rules, [...allMet, { code: 512, name: "Isn't a previous password", met: false }])).toBe(false);
    expect(meetsAllRules(rules, null)).toBe(false);
    expect(meetsAllRules([], [])).toBe(false);
  });

  it('refuses for the first problem: empty, rules, then a confirmation that differs', () => {
    expect(newPasswordProblem('', '', rules, allMet)).toBe('required');
    expect(newPasswordProblem('Short1!', 'Short1!', rules, failing(1))).toBe('rules');
    expect(newPasswordProblem('Tulip-Harbour-80!', 'Tulip-Harbour-81!', rules, allMet)).toBe('mismatch');
    expect(newPasswordProblem('Tulip-Harbour-80!', 'Tulip-Harbour-80!', rules, allMet)).toBeNull();
  });
});
