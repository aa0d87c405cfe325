// Polling on a fake clock: a read every interval once the last has settled, one at a time,
// failures included, and nothing more once inactive or unmounted (the read in flight aborted).
import { jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { usePolling } from './usePolling';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A read whose answers the test gives, one call at a time. */
function controlledRead() {
  const calls: { signal: AbortSignal; settle: () => void; fail: () => void }[] = [];
  const read = (signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ signal, settle: resolve, fail: () => reject(new Error('offline')) });
    });
  return { calls, read };
}

/** Lets the timers run `ms` and the promises that follow them settle. */
const advance = (ms: number) => act(async () => jest.advanceTimersByTimeAsync(ms));

test('reads every interval, each once the last has settled', async () => {
  const { calls, read } = controlledRead();
  renderHook(() => usePolling(read, 1000, true));
  await advance(999);
  expect(calls).toHaveLength(0);
  await advance(1);
  expect(calls).toHaveLength(1);
  // The answer is slow: no second question meanwhile.
  await advance(5000);
  expect(calls).toHaveLength(1);
  await act(async () => calls[0]!.settle());
  await advance(999);
  expect(calls).toHaveLength(1);
  await advance(1);
  expect(calls).toHaveLength(2);
});

test('a failed read does not stop the polling', async () => {
  const { calls, read } = controlledRead();
  renderHook(() => usePolling(read, 100, true));
  await advance(100);
  await act(async () => calls[0]!.fail());
  await advance(100);
  expect(calls).toHaveLength(2);
});

test('inactive, it does not read; turned inactive, it stops and aborts the read in flight', async () => {
  const { calls, read } = controlledRead();
  const { rerender } = renderHook(({ active }) => usePolling(read, 100, active), { initialProps: { active: false } });
  await advance(1000);
  expect(calls).toHaveLength(0);
  rerender({ active: true });
  await advance(100);
  expect(calls).toHaveLength(1);
  rerender({ active: false });
  expect(calls[0]!.signal.aborted).toBe(true);
  await act(async () => calls[0]!.settle());
  await advance(1000);
  expect(calls).toHaveLength(1);
});

test('unmounted, it stops and aborts the read in flight', async () => {
  const { calls, read } = controlledRead();
  const { unmount } = renderHook(() => usePolling(read, 100, true));
  await advance(100);
  unmount();
  expect(calls[0]!.signal.aborted).toBe(true);
  await act(async () => calls[0]!.settle());
  await advance(1000);
  expect(calls).toHaveLength(1);
});

test('each read is the latest one rendered, without restarting the interval', async () => {
  const seen: string[] = [];
  const reading = (name: string) => async () => {
    seen.push(name);
  };
  const { rerender } = renderHook(({ name }) => usePolling(reading(name), 100, true), {
    initialProps: { name: 'first' },
  });
  await advance(60);
  rerender({ name: 'second' });
  await advance(40);
  expect(seen).toEqual(['second']);
  await advance(100);
  expect(seen).toEqual(['second', 'second']);
});
