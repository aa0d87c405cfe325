// The spec's constants that both sides of the REST boundary rely on (limits, timings and the
// password rule codes), in one place: the api enforces them, the gateway and the web read them from
// the api's answers rather than keeping copies.

/** The nine password rules: bit-flag codes and the words every screen shows. */
export const passwordRules = [
  { code: 1, name: 'At least 12 characters' },
  { code: 2, name: 'No repeating patterns, e.g. 1111 or ababa' },
  { code: 4, name: 'No predictable sequences, e.g. 1234 or zyxw' },
  { code: 8, name: 'No commonly used words, e.g. password or qwerty' },
  { code: 16, name: 'At least 1 upper case letter' },
  { code: 64, name: 'At least 1 number' },
  { code: 128, name: 'At least 1 special character, e.g. # or $' },
  { code: 256, name: 'None of your personal details, e.g. name or email address' },
  { code: 512, name: "Isn't a previous password" },
] as const;

export type PasswordRuleCode = (typeof passwordRules)[number]['code'];

/** Password minimum length (rule 1). */
export const passwordMinimumLength = 12;

/** Employee and 2FA lists: rows per page. */
export const employeesPerPage = 10;

/** A benefit's pending selections (approve selections): rows per page. */
export const approvalsPerPage = 10;

/** Failed secret checks in a row that lock an email address, and for how long. */
/**
 * Days before a selection window closes on which a person who has not yet reviewed their
 * benefits is mailed, earliest first.
 */
export const windowReminderDays = [14, 3] as const;

export const maxFailedAttempts = 5;
export const accountLockMinutes = 15;

/** Two-factor code length. */
export const twoFactorCodeLength = 6;

/** Response statuses that mean success. */
export const successStatuses = [200, 201, 202] as const;

/**
 * The video players content may embed (an iframe in a FAQ answer, say): the web keeps only
 * iframes whose src starts with one of these, loads them only once video player cookies are
 * allowed, and the gateway's Content-Security-Policy allows these origins in frame-src and no
 * other. `name` is how the placeholder names the host that would set cookies.
 */
export const embeddedVideoHosts = [
  { origin: 'https://www.youtube-nocookie.com', pathPrefix: '/embed/', name: 'YouTube' },
  { origin: 'https://player.vimeo.com', pathPrefix: '/video/', name: 'Vimeo' },
] as const;
