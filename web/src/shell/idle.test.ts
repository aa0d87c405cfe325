import { IDLE_PROMPT_AFTER_MS, idlePhase, STAY_LOGGED_IN_SECONDS } from './idle';

// A controllable clock: every check names its own "now".
const start = Date.UTC(2026, 0, 1, 9, 0, 0);
const minutes = (n: number) => n * 60 * 1000;

test('no prompt until more than 14 minutes after the last API call', () => {
  expect(idlePhase(start + minutes(13), start, null)).toEqual({ kind: 'active' });
  expect(idlePhase(start + IDLE_PROMPT_AFTER_MS, start, null)).toEqual({ kind: 'active' });
  expect(idlePhase(start + IDLE_PROMPT_AFTER_MS + 1000, start, null)).toEqual({
    kind: 'prompt',
    secondsLeft: STAY_LOGGED_IN_SECONDS,
  });
  // Before any call there is nothing to time.
  expect(idlePhase(start + minutes(60), null, null)).toEqual({ kind: 'active' });
});

test('the prompt counts 15 seconds down from when it appeared, then expires', () => {
  const shown = start + minutes(14) + 1000;
  expect(idlePhase(shown + 1000, start, shown)).toEqual({ kind: 'prompt', secondsLeft: 14 });
  expect(idlePhase(shown + 14_999, start, shown)).toEqual({ kind: 'prompt', secondsLeft: 1 });
  expect(idlePhase(shown + 15_000, start, shown)).toEqual({ kind: 'expired' });
  // A check that comes late (a throttled background tab) still expires.
  expect(idlePhase(shown + minutes(5), start, shown)).toEqual({ kind: 'expired' });
});

test('an API call (Stay logged in pings) ends the prompt', () => {
  const shown = start + minutes(14) + 1000;
  const ping = shown + 3000;
  expect(idlePhase(ping + 1000, ping, shown)).toEqual({ kind: 'active' });
});
