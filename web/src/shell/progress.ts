// The progress bar's arithmetic (the spec's minimum 0.08, trickle every 800 ms).

export const PROGRESS_MINIMUM = 0.08;
export const PROGRESS_TRICKLE_MS = 800;

/** The next trickle step: quick at first, slower as it nears the end, never reaching 1. */
export function trickle(progress: number): number {
  const start = Math.max(progress, PROGRESS_MINIMUM);
  const step = start < 0.2 ? 0.1 : start < 0.5 ? 0.04 : start < 0.8 ? 0.02 : start < 0.99 ? 0.005 : 0;
  return Math.min(start + step, 0.994);
}
