// Two checks of one password while the first is out share its request; once answered, the next
// check asks again; a failure reaches every caller and is not kept.
import { renderHook } from '@testing-library/react';
import { useSharedCheck } from './sharedCheck';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

test('one request for a password already being checked, a new one after its answer', async () => {
  const asked: string[] = [];
  const answers = [deferred<string>(), deferred<string>(), deferred<string>()];
  const { result } = renderHook(() => useSharedCheck((password: string) => answers[asked.push(password) - 1]!.promise));
  const first = result.current('Copper-Meadow-2031');
  const second = result.current('Copper-Meadow-2031');
  const other = result.current('Another-Password-1');
  expect(asked).toEqual(['Copper-Meadow-2031', 'Another-Password-1']);
  answers[0]!.resolve('checked');
  await expect(Promise.all([first, second])).resolves.toEqual(['checked', 'checked']);
  answers[1]!.resolve('other');
  await expect(other).resolves.toBe('other');

  const again = result.current('Copper-Meadow-2031');
  expect(asked).toEqual(['Copper-Meadow-2031', 'Another-Password-1', 'Copper-Meadow-2031']);
  answers[2]!.reject(new Error('offline'));
  await expect(again).rejects.toThrow('offline');
});

test('a failed check is not kept: the next one asks again', async () => {
  let calls = 0;
  const { result } = renderHook(() =>
    useSharedCheck(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return 'checked';
    }),
  );
  await expect(result.current('Copper-Meadow-2031')).rejects.toThrow('offline');
  await expect(result.current('Copper-Meadow-2031')).resolves.toBe('checked');
  expect(calls).toBe(2);
});
