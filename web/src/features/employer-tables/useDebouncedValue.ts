import { useEffect, useState } from 'react';

/** The spec's default debounce (section 9): 250 ms. */
export const defaultDebounceMs = 250;

/** The value once it has stopped changing for `delay` ms (search boxes refetch on this). */
export function useDebouncedValue<T>(value: T, delay = defaultDebounceMs): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
