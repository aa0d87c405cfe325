// A route made from a query and a screen without Relay's runtime: the loader sends the query by
// its persisted id and the screen gets the data. For the login page only, which must stay light
// (issue 13); every other route is a queryRoute, with the store behind it.
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

/** A route whose query has no variables, and a redirect checked before it is sent. */
export function plainQueryRoute<Q extends OperationType>(options: {
  query: ConcreteRequest;
  redirect?: () => Response | null;
  Screen: ComponentType<{ data: Q['response'] }>;
}): RouteModule {
  const { query, redirect, Screen } = options;
  function Component() {
    const loaded: unknown = useLoaderData();
    // Checked rather than cast, as useRouteQuery does: a route wired to another loader fails by name.
    if (!isLoadedBy<Q>(loaded, query)) throw new Error(`This route's loader did not load ${query.params.name}`);
    return <Screen data={loaded.data} />;
  }
  Component.displayName = `Route(${query.params.name})`;
  return {
    async loader() {
      const redirected = redirect?.();
      if (redirected) return redirected;
      const loaded: Loaded<Q> = { operation: query.params.name, data: await sendPlainOperation<Q>(query, {}) };
      return loaded;
    },
    Component,
  };
}
