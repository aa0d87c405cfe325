// Route loaders start their query here and wait for it, so the router's navigation state covers
// the fetch (the progress bar runs, the old page stays until the new one can render). A failed
// fetch is not thrown here: the screen's usePreloadedQuery throws it to the screen's own boundary.
import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import { environment } from './environment';

export async function preloadQuery<T extends OperationType>(
  query: GraphQLTaggedNode,
  variables: VariablesOf<T>,
): Promise<PreloadedQuery<T>> {
  const reference = loadQuery<T>(environment, query, variables, { fetchPolicy: 'store-or-network' });
  await reference.source?.toPromise().catch(() => undefined);
  return reference;
}
