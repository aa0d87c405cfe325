import { failedRuleFlags, meetsAllRules, newPasswordProblem, PASSWORD_RULES, ruleRows, type PasswordCheck } from './passwordRules';

const allMet: PasswordCheck[] = PASSWORD_RULES.map(({ code }) => ({ code, met: true }));
const failing = (...codes: number[]): PasswordCheck[] => allMet.map((check) => ({ ...check, met: !codes.includes(check.code) }));

describe('the nine rules', () => {
  it('are the spec’s codes, in order', () => {
    expect(PASSWORD_RULES.map((rule) => rule.code)).toEqual([1, 2, 4, 8, 16, 64, 128, 256, 512]);
    expect(PASSWORD_RULES[0].label).toBe('At least 12 characters');
    expect(PASSWORD_RULES[7].label).toBe('None of your personal details, e.g. name or email address');
    expect(PASSWORD_RULES[8].label).toBe("Isn't a previous password");
  });
});

describe('ruleRows', () => {
  it('leaves every rule pending until something is typed and checked', () => {
    expect(ruleRows('', allMet).every((row) => row.state === 'pending')).toBe(true);
    expect(ruleRows('abc', null).every((row) => row.state === 'pending')).toBe(true);
  });

  it('marks each rule valid or invalid from the server’s checks, whatever their order', () => {
    const rows = ruleRows('tulip', [...failing(1, 16, 256)].reverse());
    expect(rows.map((row) => row.code)).toEqual([1, 2, 4, 8, 16, 64, 128, 256, 512]);
    expect(rows.filter((row) => row.state === 'invalid').map((row) => row.code)).toEqual([1, 16, 256]);
    expect(rows.filter((row) => row.state === 'valid')).toHaveLength(6);
  });

  it('keeps a rule the server did not report pending', () => {
    const rows = ruleRows('x', allMet.filter((check) => check.code !== 512));
    expect(rows.find((row) => row.code === 512)?.state).toBe('pending');
  });
});

describe('submitting', () => {
  it('adds the failed rules up as the spec’s bit flags', () => {
    expect(failedRuleFlags(allMet)).toBe(0);
    expect(failedRuleFlags(failing(1, 64, 512))).toBe(577);
  });

  it('needs every rule reported as met', () => {
    expect(meetsAllRules(allMet)).toBe(true);
    expect(meetsAllRules(failing(8))).toBe(false);
    expect(meetsAllRules(allMet.slice(1))).toBe(false);
    expect(meetsAllRules(null)).toBe(false);
  });

  it('refuses for the first problem: empty, rules, then a confirmation that differs', () => {
    expect(newPasswordProblem('', '', allMet)).toBe('required');
    expect(newPasswordProblem('Short1!', 'Short1!', failing(1))).toBe('rules');
    expect(newPasswordProblem('Tulip-Harbour-80!', 'Tulip-Harbour-81!', allMet)).toBe('mismatch');
    expect(newPasswordProblem('Tulip-Harbour-80!', 'Tulip-Harbour-80!', allMet)).toBeNull();
  });
});
