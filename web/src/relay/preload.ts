// Route loaders start their query here and wait for it, so the router's navigation state covers
// the fetch (the progress bar runs, the old page stays until the new one can render). A failed
// fetch is not thrown here: the screen's usePreloadedQuery throws it to the screen's own boundary.
//
// A preloaded query keeps its data retained until it is disposed. The router holds the loader's
// reference for as long as the route is matched; once a navigation has replaced it on screen,
// useReleaseUnusedQueries disposes it, so navigating does not retain another query each time.
import { useEffect } from 'react';
import { loadQuery, type PreloadedQuery } from 'react-relay';
import { useMatches } from 'react-router-dom';
import type { GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import { currentEnvironment } from './environment';

interface Disposable {
  dispose(): void;
}

/**
 * The references loaders have made and not yet disposed. Loaders run in order, so a later
 * number means a later navigation.
 */
export class QueryRetention {
  private readonly tracked = new Map<Disposable, number>();
  private next = 0;

  track(reference: Disposable): void {
    this.tracked.set(reference, this.next++);
  }

  /**
   * Disposes the references no longer on screen. `rendered` is every loader result of the
   * matches React has just committed. A reference newer than all of them belongs to a navigation
   * still loading, so it is kept; an older one that is not rendered was replaced (or its
   * navigation was interrupted) and nothing will read it again.
   */
  release(rendered: ReadonlySet<unknown>): void {
    let newestRendered = -1;
    for (const [reference, order] of this.tracked)
      if (rendered.has(reference)) newestRendered = Math.max(newestRendered, order);
    for (const [reference, order] of this.tracked) {
      if (rendered.has(reference) || order > newestRendered) continue;
      reference.dispose();
      this.tracked.delete(reference);
    }
  }

  get size(): number {
    return this.tracked.size;
  }
}

const retention = new QueryRetention();

/** How a route's query may be answered: from the store when it holds everything, or always fresh. */
export type RouteFetchPolicy = 'store-or-network' | 'network-only';

export async function preloadQuery<T extends OperationType>(
  query: GraphQLTaggedNode,
  variables: VariablesOf<T>,
  fetchPolicy: RouteFetchPolicy = 'store-or-network',
): Promise<PreloadedQuery<T>> {
  const reference = loadQuery<T>(currentEnvironment(), query, variables, { fetchPolicy });
  retention.track(reference);
  await reference.source?.toPromise().catch(() => undefined);
  return reference;
}

/**
 * Used once, by the root route: after each commit that changes the matches (an effect, so
 * StrictMode's double run is harmless: releasing is idempotent), what is no longer rendered is
 * released.
 */
export function useReleaseUnusedQueries(): void {
  const matches = useMatches();
  useEffect(() => {
    retention.release(new Set(matches.map((match) => match.loaderData)));
  }, [matches]);
}
