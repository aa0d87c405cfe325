// Splitting the app's start into tasks (nextTask.ts) must not hang where timers are held back: a tab
// in the background, or a test's paused clock.
import { jest } from '@jest/globals';
import { nextTask } from './nextTask';

afterEach(() => jest.useRealTimers());

test('resolves after the current task, even while timers are held back', async () => {
  jest.useFakeTimers();
  let done = false;
  const waited = nextTask().then(() => {
    done = true;
  });
  await Promise.resolve();
  expect(done).toBe(false);
  await waited;
  expect(done).toBe(true);
});
