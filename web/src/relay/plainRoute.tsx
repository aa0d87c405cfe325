// A route made from a query and a screen without Relay's runtime: the loader sends the query by
// its persisted id and the screen gets the data. For the login page only, which must stay light
// (docs/performance.md); every other route is a queryRoute, with the store behind it.
import type { ComponentType } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { ConcreteRequest, OperationType } from 'relay-runtime';
import { sendPlainOperation } from './plainOperations';
import type { RouteModule } from './queryRoute';

interface Loaded<Q extends OperationType> {
  operation: string;
  data: Q['response'];
}

function isLoadedBy<Q extends OperationType>(value: unknown, query: ConcreteRequest): value is Loaded<Q> {
  return typeof value === 'object' && value !== null && 'operation' in value && value.operation === query.params.name;
}

/** The data half of a plain route: a loader that sends its query (no variables), unless the redirect answers first. */
export function plainQueryRouteData<Q extends OperationType>(options: {
  query: ConcreteRequest;
  redirect?: () => Response | null;
}): Required<Pick<RouteModule, 'loader'>> {
  const { query, redirect } = options;
  return {
    async loader() {
      const redirected = redirect?.();
      if (redirected) return redirected;
      const loaded: Loaded<Q> = { operation: query.params.name, data: await sendPlainOperation<Q>(query, {}) };
      return loaded;
    },
  };
}

/** The screen half of a plain route: reads its loader's data and hands it to Screen. */
export function plainQueryScreen<Q extends OperationType>(
  query: ConcreteRequest,
  Screen: ComponentType<{ data: Q['response'] }>,
): ComponentType {
  function Component() {
    const loaded: unknown = useLoaderData();
    // Checked rather than cast, as useRouteQuery does: a route wired to another loader fails by name.
    if (!isLoadedBy<Q>(loaded, query)) throw new Error(`This route's loader did not load ${query.params.name}`);
    return <Screen data={loaded.data} />;
  }
  Component.displayName = `Route(${query.params.name})`;
  return Component;
}
