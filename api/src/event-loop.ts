// Long work in the api's one thread (a 100,000-row upload, a report) must leave turns to everyone
// else's requests: the embedded database and the parsers answer in promises that resolve without
// the event loop ever reaching its I/O phase, so `await` alone never lets a request in.
import { setImmediate } from 'node:timers/promises';

/** One turn of the event loop: timers and I/O that are due run before what follows. */
export const nextTurn = (): Promise<void> => setImmediate();

/** How long work may hold the event loop between two turns it leaves to others. */
export const sliceMs = 20;

/**
 * A `pause()` to call between units of long work: it leaves a turn once `sliceMs` have passed since
 * the last, and costs nothing otherwise.
 */
export function timeSlices(ms = sliceMs): { pause(): Promise<void> | undefined } {
  let since = performance.now();
  return {
    pause() {
      if (performance.now() - since < ms) return undefined;
      return nextTurn().then(() => {
        since = performance.now();
      });
    },
  };
}
