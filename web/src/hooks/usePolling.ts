// Asking again and again while the answer may still change (an upload being applied): `read`
// runs `everyMs` after the last read settled, one read at a time, so a slow answer is never
// overtaken by the next question, for as long as `active` stays true. Turning inactive, or
// unmounting, clears the timer and aborts the read in flight through its signal. A read that
// fails is the caller's to count: the polling goes on until `active` says otherwise.
import { useEffect, useRef } from 'react';

export function usePolling(read: (signal: AbortSignal) => Promise<void>, everyMs: number, active: boolean): void {
  // The latest read, so a render that makes a new one does not restart the timer.
  const latest = useRef(read);
  useEffect(() => {
    latest.current = read;
  });

  useEffect(() => {
    if (!active) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      timer = setTimeout(() => {
        void latest
          .current(controller.signal)
          .catch(() => undefined)
          .then(() => {
            if (!controller.signal.aborted) schedule();
          });
      }, everyMs);
    };
    schedule();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [active, everyMs]);
}
