// The new-password rules as the field lists them. The web keeps no copy of the rules: before
// anything is typed it lists the ones the server enforces (the passwordRules query), and once a
// password is checked it shows the server's verdict on each ({ code, name, met }).

export const newPasswordStrings = {
  passwordLabel: 'New password',
  confirmationLabel: 'Confirm new password',
  show: 'Show',
  hide: 'Hide',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  rulesHeading: 'Your password must have:',
  met: 'met',
  notMet: 'not met',
  required: 'This field is required',
  meetRequirements: 'Please ensure your password meets the listed requirements',
  meetAllCriteria: 'Please meet all the criteria below',
  /** The confirmation message (the spec says only that the two must be equal). */
  mismatch: 'The passwords do not match',
  checking: 'Checking your password...',
} as const;

/** A rule as the server lists it: a bit-flag code and its words. */
export interface PasswordRule {
  readonly code: number;
  readonly name: string;
}

/** The server's verdict on one rule for one password. */
export interface PasswordCheck extends PasswordRule {
  readonly met: boolean;
}

/** valid / invalid once the server has judged the password; pending before anything is typed. */
export type RuleState = 'valid' | 'invalid' | 'pending';

export interface RuleRow {
  code: number;
  label: string;
  state: RuleState;
}

/**
 * One row per rule the server lists, in its order, then any rule only its checks name. Each row
 * shows the words of the server's check where there is one. Before anything is typed, and for a
 * rule the checks do not cover (the checks of an older password may lack it), a row is pending.
 */
export function ruleRows(
  rules: readonly PasswordRule[],
  password: string,
  checks: readonly PasswordCheck[] | null,
): RuleRow[] {
  const judged = password && checks ? checks : [];
  const listed = new Set(rules.map((rule) => rule.code));
  return [...rules, ...judged.filter((check) => !listed.has(check.code))].map(({ code, name }) => {
    const check = judged.find((each) => each.code === code);
    if (!check) return { code, label: name, state: 'pending' };
    return { code, label: check.name, state: check.met ? 'valid' : 'invalid' };
  });
}

/** The failed rules as one number, as the spec's bit flags add up (0 when every rule is met). */
export function failedRuleFlags(checks: readonly PasswordCheck[]): number {
  return checks.reduce((flags, check) => (check.met ? flags : flags | check.code), 0);
}

/**
 * Every rule met: the server has checked the password and every rule it returned, in its checks
 * and in its list of rules, is reported met. A rule it lists but did not check is not met.
 */
export function meetsAllRules(rules: readonly PasswordRule[], checks: readonly PasswordCheck[] | null): boolean {
  if (!checks || checks.length === 0) return false;
  return checks.every((check) => check.met) && rules.every(({ code }) => checks.some((check) => check.code === code));
}

export type NewPasswordProblem = 'required' | 'rules' | 'mismatch' | null;

/** Why a submit is refused, first problem first; null when password and confirmation may be sent. */
export function newPasswordProblem(
  password: string,
  confirmation: string,
  rules: readonly PasswordRule[],
  checks: readonly PasswordCheck[] | null,
): NewPasswordProblem {
  if (!password) return 'required';
  if (!meetsAllRules(rules, checks)) return 'rules';
  if (password !== confirmation) return 'mismatch';
  return null;
}
