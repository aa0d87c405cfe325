// A route made from a query and a screen, written once: the loader preloads the query
// (preload.ts: the navigation waits for it, the reference is released once off screen), the
// component reads the loader's reference back without a cast, and the route is revalidated only
// when its data could differ. Every route module exports one `route`; routes.tsx loads it lazily.
import type { ComponentType } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import {
  useLoaderData,
  type LoaderFunctionArgs,
  type Params,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import {
  getRequest,
  type GraphQLTaggedNode,
  type IEnvironment,
  type OperationType,
  type VariablesOf,
} from 'relay-runtime';
import { currentEnvironment } from './environment';
import { preloadQuery, type RouteFetchPolicy } from './preload';

/** What a route module gives React Router (the properties `lazy` may load). */
export interface RouteModule {
  loader?: (args: LoaderFunctionArgs) => unknown;
  shouldRevalidate?: (args: ShouldRevalidateFunctionArgs) => boolean;
  Component: ComponentType;
  handle?: object;
}

/** What a route's variables and redirect may depend on. */
export interface RouteLocation {
  params: Params;
  url: URL;
}

/** A query with variables needs a way to read them from the URL; one without may leave it out. */
type VariablesOption<Q extends OperationType> =
  Record<string, never> extends VariablesOf<Q>
    ? { variables?: (location: RouteLocation) => VariablesOf<Q> }
    : { variables: (location: RouteLocation) => VariablesOf<Q> };

export type QueryRouteOptions<Q extends OperationType> = VariablesOption<Q> & {
  query: GraphQLTaggedNode;
  /** A redirect instead of the page (e.g. a signed-in user on the login page), checked first. */
  redirect?: (location: RouteLocation) => Response | null;
  fetchPolicy?: RouteFetchPolicy;
  /** The route handle, e.g. the permission the guard asks for (requires in shell/Guarded). */
  handle?: object;
};

function isReferenceTo<Q extends OperationType>(value: unknown, query: GraphQLTaggedNode): value is PreloadedQuery<Q> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    value.kind === 'PreloadedQuery' &&
    'name' in value &&
    value.name === getRequest(query).params.name
  );
}

/**
 * The preloaded reference of this route's query, as its loader returned it. Checked rather than
 * cast: a route wired to another module's loader fails here, by name, instead of rendering
 * another query's data.
 */
export function useRouteQuery<Q extends OperationType>(query: GraphQLTaggedNode): PreloadedQuery<Q> {
  const data: unknown = useLoaderData();
  if (!isReferenceTo<Q>(data, query))
    throw new Error(`This route's loader did not preload ${getRequest(query).params.name}`);
  return data;
}

function sameVariables(a: object, b: object): boolean {
  const right = new Map(Object.entries(b));
  const left = Object.entries(a);
  return left.length === right.size && left.every(([key, value]) => right.has(key) && Object.is(value, right.get(key)));
}

/** The data half of a route: the loader that preloads its query, and when to run it again. */
export type RouteData = Required<Pick<RouteModule, 'loader' | 'shouldRevalidate'>> & Pick<RouteModule, 'handle'>;

/**
 * A route's loader and revalidation, apart from its screen: a route module that exports this from
 * a small module of its own lets routes.tsx start the query while the screen's chunk is still
 * loading (the home page after login).
 */
export function queryRouteData<Q extends OperationType>(options: QueryRouteOptions<Q>): RouteData {
  const { query, redirect, fetchPolicy, handle } = options;
  // Only a query without variables may leave `variables` out (VariablesOption), so {} is its
  // variables; TypeScript cannot follow that through the generic.
  const variablesAt = (location: RouteLocation): VariablesOf<Q> =>
    options.variables?.(location) ?? ({} as VariablesOf<Q>);
  // The session the loader last ran in: its references live in that session's environment.
  let loadedIn: IEnvironment | null = null;

  return {
    handle,
    async loader({ params, request }: LoaderFunctionArgs) {
      const location = { params, url: new URL(request.url) };
      const redirected = redirect?.(location);
      if (redirected) return redirected;
      const reference = await preloadQuery<Q>(query, variablesAt(location), fetchPolicy);
      loadedIn = reference.environment;
      return reference;
    },
    // The data depends on the variables and on who is signed in, nothing else: a navigation that
    // keeps both keeps the reference (and its retained data) instead of loading it again. A
    // redirect may depend on any part of the URL, so a route with one re-runs on any change.
    shouldRevalidate({ currentUrl, currentParams, nextUrl, nextParams }: ShouldRevalidateFunctionArgs) {
      if (loadedIn !== currentEnvironment()) return true;
      if (redirect && currentUrl.href !== nextUrl.href) return true;
      return !sameVariables(
        variablesAt({ params: currentParams, url: currentUrl }),
        variablesAt({ params: nextParams, url: nextUrl }),
      );
    },
  };
}

/** The screen half of a route: reads its loader's reference and hands the data to Screen. */
export function queryScreen<Q extends OperationType>(
  query: GraphQLTaggedNode,
  Screen: ComponentType<{ data: Q['response'] }>,
): ComponentType {
  function ReadQuery({ queryRef }: { queryRef: PreloadedQuery<Q> }) {
    return <Screen data={usePreloadedQuery<Q>(query, queryRef)} />;
  }
  return preloadedScreen<Q>(query, ReadQuery);
}

function preloadedScreen<Q extends OperationType>(
  query: GraphQLTaggedNode,
  Screen: ComponentType<{ queryRef: PreloadedQuery<Q> }>,
): ComponentType {
  function Component() {
    return <Screen queryRef={useRouteQuery<Q>(query)} />;
  }
  Component.displayName = `Route(${getRequest(query).params.name})`;
  return Component;
}

/**
 * A route whose screen receives the preloaded reference itself: for a screen that reads it
 * inside a boundary of its own (a failed load shown within the page, not as the crash page).
 */
export function preloadedRoute<Q extends OperationType>(
  options: QueryRouteOptions<Q> & { Screen: ComponentType<{ queryRef: PreloadedQuery<Q> }> },
): RouteModule {
  return { ...queryRouteData<Q>(options), Component: preloadedScreen<Q>(options.query, options.Screen) };
}

/** A route whose screen receives its query's data. */
export function queryRoute<Q extends OperationType>(
  options: QueryRouteOptions<Q> & { Screen: ComponentType<{ data: Q['response'] }> },
): RouteModule {
  return { ...queryRouteData<Q>(options), Component: queryScreen<Q>(options.query, options.Screen) };
}
