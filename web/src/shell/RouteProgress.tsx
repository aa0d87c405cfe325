// A thin bar at the top of the page while a route loads (spec: minimum 0.08, trickle 800 ms).
// Suspense fallbacks keep it running too, through useProgressWhileMounted.
import { Box } from '@chakra-ui/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { PROGRESS_MINIMUM, PROGRESS_TRICKLE_MS, trickle } from './progress';

let pending = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Keeps the progress bar running while the calling component (a loading fallback) is shown. */
export function useProgressWhileMounted(): void {
  useEffect(() => {
    pending += 1;
    notify();
    return () => {
      pending -= 1;
      notify();
    };
  }, []);
}

export function RouteProgress({ active }: { active: boolean }) {
  const suspended = useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
  const running = active || suspended;
  const [state, setState] = useState<{ running: boolean; progress: number | null }>({ running: false, progress: null });

  // Start or finish in the same render the loading state changes (no effect round trip).
  if (running !== state.running) {
    const progress = running ? Math.max(state.progress ?? 0, PROGRESS_MINIMUM) : state.progress === null ? null : 1;
    setState({ running, progress });
  }

  useEffect(() => {
    if (running) {
      const timer = window.setInterval(
        () => setState((current) => ({ ...current, progress: trickle(current.progress ?? PROGRESS_MINIMUM) })),
        PROGRESS_TRICKLE_MS,
      );
      return () => window.clearInterval(timer);
    }
    const done = window.setTimeout(
      () => setState((current) => (current.running ? current : { ...current, progress: null })),
      300,
    );
    return () => window.clearTimeout(done);
  }, [running]);

  const progress = state.progress;
  return (
    <Box
      aria-hidden="true"
      data-testid="route-progress"
      data-running={running}
      position="fixed"
      top="0"
      left="0"
      h="3px"
      zIndex="toast"
      bg="brand.solid"
      boxShadow="0 0 8px var(--chakra-colors-brand-solid)"
      width={`${(progress ?? 0) * 100}%`}
      opacity={progress === null || progress === 1 ? 0 : 1}
      transition="width 200ms ease, opacity 300ms ease 150ms"
      pointerEvents="none"
    />
  );
}
