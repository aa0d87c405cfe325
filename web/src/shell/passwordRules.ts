// The spec's nine password rules (section 3, bit-flag codes) as the new-password field lists them,
// and how the server's checks ({ code, name, status }) map onto that list.

export const PASSWORD_RULES = [
  { code: 1, label: 'At least 12 characters' },
  { code: 2, label: 'No repeating patterns, e.g. 1111 or ababa' },
  { code: 4, label: 'No predictable sequences, e.g. 1234 or zyxw' },
  { code: 8, label: 'No commonly used words, e.g. password or qwerty' },
  { code: 16, label: 'At least 1 upper case letter' },
  { code: 64, label: 'At least 1 number' },
  { code: 128, label: 'At least 1 special character, e.g. # or $' },
  { code: 256, label: 'None of your personal details, e.g. name or email address' },
  { code: 512, label: "Isn't a previous password" },
] as const;

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

export interface PasswordCheck {
  readonly code: number;
  readonly name?: string | null;
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
 * One row per rule, always in code order. A rule the server did not report stays pending (the
 * checks of an older password may be missing it); an empty password leaves every rule pending.
 */
export function ruleRows(password: string, checks: readonly PasswordCheck[] | null): RuleRow[] {
  return PASSWORD_RULES.map(({ code, label }) => {
    if (!password || !checks) return { code, label, state: 'pending' };
    const check = checks.find((each) => each.code === code);
    if (!check) return { code, label, state: 'pending' };
    return { code, label, state: check.met ? 'valid' : 'invalid' };
  });
}

/** The failed rules as one number, as the spec's bit flags add up (0 when every rule is met). */
export function failedRuleFlags(checks: readonly PasswordCheck[]): number {
  return checks.reduce((flags, check) => (check.met ? flags : flags | check.code), 0);
}

/** True only when the server has reported every one of the nine rules as met. */
export function meetsAllRules(checks: readonly PasswordCheck[] | null): boolean {
  if (!checks) return false;
  return PASSWORD_RULES.every(({ code }) => checks.some((check) => check.code === code && check.met));
}

export type NewPasswordProblem = 'required' | 'rules' | 'mismatch' | null;

/** Why a submit is refused, first problem first; null when password and confirmation may be sent. */
export function newPasswordProblem(password: string, confirmation: string, checks: readonly PasswordCheck[] | null): NewPasswordProblem {
  if (!password) return 'required';
  if (!meetsAllRules(checks)) return 'rules';
  if (password !== confirmation) return 'mismatch';
  return null;
}
