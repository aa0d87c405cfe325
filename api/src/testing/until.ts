// Every wait of a test for something to come true, in one place and with a deadline: a wait that
// is never met fails with what it waited for, rather than hanging until the runner's timeout.

/**
 * Resolves once `check` answers true, asking again `pauseMs` after each answer; throws, naming
 * `what`, once `timeoutMs` have passed without it.
 */
export async function until(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 30_000,
  pauseMs = 25,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not after ${timeoutMs} ms`);
    // Not a wait for time to pass: a pause between asks (a timer, so that I/O runs meanwhile),
    // so that polling leaves the CPU to what it waits for.
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}
