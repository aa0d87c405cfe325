// A table's list is refetched from the event that changed it (a page, a search, a filter, a
// sort), inside a transition: the rows on screen stay mounted while the new ones load, and
// `loading` lets the table show its loading state in their place (a change
// clears the loaded list). Each load asks the network for the first page's rows afresh, never
// the store, as the list may have changed since.
import { useCallback, useTransition } from 'react';
import type { Disposable } from 'relay-runtime';

/** Rows a page (the spec's). */
export const ROWS_PER_PAGE = 10;

export type Refetch<V> = (
  variables: V & { cursor: null; count: number },
  options: { fetchPolicy: 'network-only' },
) => Disposable;

export function useTransitionRefetch<V extends object>(
  refetch: Refetch<V>,
): [loading: boolean, load: (variables: V) => void] {
  const [loading, startTransition] = useTransition();
  const load = useCallback(
    (variables: V) =>
      startTransition(() => {
        refetch({ ...variables, cursor: null, count: ROWS_PER_PAGE }, { fetchPolicy: 'network-only' });
      }),
    [refetch],
  );
  return [loading, load];
}
