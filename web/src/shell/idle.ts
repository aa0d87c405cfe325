// The idle session: checked every second; more than 14 minutes after the
// last API call the stay-logged-in prompt replaces the page and counts down 15 seconds; at 0 a
// logged-in user goes to /logout. The server ends the session at 15 minutes anyway.

export const SESSION_CHECK_INTERVAL_MS = 1000;
export const IDLE_PROMPT_AFTER_MS = 14 * 60 * 1000;
export const STAY_LOGGED_IN_SECONDS = 15;

export type IdlePhase = { kind: 'active' } | { kind: 'prompt'; secondsLeft: number } | { kind: 'expired' };

/**
 * Where the session stands at `now`. `promptShownAt` is when the prompt first appeared (null
 * while it is not shown): the countdown runs from then, whatever the checks' timing.
 */
export function idlePhase(now: number, lastApiCall: number | null, promptShownAt: number | null): IdlePhase {
  if (lastApiCall === null || now - lastApiCall <= IDLE_PROMPT_AFTER_MS) return { kind: 'active' };
  const shownAt = promptShownAt ?? now;
  const secondsLeft = STAY_LOGGED_IN_SECONDS - Math.floor((now - shownAt) / 1000);
  return secondsLeft <= 0 ? { kind: 'expired' } : { kind: 'prompt', secondsLeft };
}
