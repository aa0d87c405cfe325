// A submit checks the typed password at once (it never waits for the field's debounce), and the
// debounce can fire for the same password while that check is out: both then wait on the one
// request. Two identical checks at once were wasted work for the api, and left the submit waiting
// on whichever answer came second (a flaky test found it).
import { useCallback, useEffect, useRef } from 'react';

export function useSharedCheck<T>(check: (password: string) => Promise<T>): (password: string) => Promise<T> {
  const inFlight = useRef(new Map<string, Promise<T>>());
  const latest = useRef(check);
  useEffect(() => {
    latest.current = check;
  });
  return useCallback((password: string) => {
    const pending = inFlight.current.get(password);
    if (pending) return pending;
    const started = latest.current(password).finally(() => inFlight.current.delete(password));
    inFlight.current.set(password, started);
    return started;
  }, []);
}
