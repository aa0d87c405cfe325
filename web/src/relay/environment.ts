// One Relay environment per session, whose operations go out through graphqlFetch.ts with the
// bearer token of the session the environment belongs to. A change of who is signed in (login,
// logout, an expired session) gives a new, empty environment instead of invalidating a shared
// store: the page still on screen keeps rendering from its own environment until the navigation
// to the new session's page has all its data, so a signed-out shell never renders a half-loaded
// signed-in viewer.
import { Environment, type FetchFunction, type GraphQLResponse, Network, RecordSource, Store } from 'relay-runtime';
import { getCredentials } from '../browser-storage/session';
import { sendOperation } from './graphqlFetch';

function fetchFor(token: string | null): FetchFunction {
  return async (params, variables) => (await sendOperation(params, variables, token)) as GraphQLResponse;
}

function environmentFor(token: string | null): Environment {
  return new Environment({ network: Network.create(fetchFor(token)), store: new Store(new RecordSource()) });
}

let current: { token: string | null; environment: Environment } | null = null;

/**
 * The environment of the session as it stands now, derived from the stored login: route loaders
 * start their queries in it, so the first load after a login, a logout or an expiry (in this tab
 * or another) gets an empty store of its own.
 */
export function currentEnvironment(): Environment {
  const token = getCredentials()?.access_token ?? null;
  if (!current || current.token !== token) current = { token, environment: environmentFor(token) };
  return current.environment;
}
