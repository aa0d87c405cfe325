// One Relay environment per session. Every operation goes to the gateway by its persisted id
// (doc_id), never as query text, with the bearer token of the session the environment belongs
// to. A change of who is signed in (login, logout, an expired session) gives a new, empty
// environment instead of invalidating a shared store: the page still on screen keeps rendering
// from its own environment until the navigation to the new session's page has all its data, so a
// signed-out shell never renders a half-loaded signed-in viewer.
import { Environment, type FetchFunction, type GraphQLResponse, Network, RecordSource, Store } from 'relay-runtime';
import { masqueradeFromHeaders, setMasquerade } from '../session/masquerade';
import { clearLogin, getCredentials, isLoggedIn, storeLoginError, touchLastApiCall } from '../session/session';

interface GraphQLErrorShape {
  message: string;
  extensions?: { code?: string };
}

let unauthenticatedHandler: () => void = () => window.location.assign('/');

/** The router registers how to send the user to the login page without a full reload. */
export function onUnauthenticated(handler: () => void): void {
  unauthenticatedHandler = handler;
}

export function isUnauthenticated(errors: readonly GraphQLErrorShape[] | undefined): boolean {
  return (errors ?? []).some((error) => error.extensions?.code === 'UNAUTHENTICATED');
}

/** Pauses before retrying a query: a gateway that has just started may not reach the api yet. */
const QUERY_RETRY_DELAYS_MS = [300, 700, 1000, 1500, 2000];
const TRANSIENT_CODES = new Set(['UPSTREAM_ERROR', 'INTERNAL_SERVER_ERROR']);

type Body = { data?: unknown; errors?: GraphQLErrorShape[] };

function isTransient(status: number, body: Body | null): boolean {
  if (status >= 500 && !body?.data) return true;
  return !body?.data && (body?.errors ?? []).some((error) => TRANSIENT_CODES.has(error.extensions?.code ?? ''));
}

async function post(docId: string, variables: unknown, token: string | null): Promise<{ status: number; body: Body | null }> {
  touchLastApiCall();
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch('/graphql', {
    method: 'POST',
    headers,
    credentials: 'same-origin',
    body: JSON.stringify({ doc_id: docId, variables }),
  });
  // The session's own answers say whether it is a masquerade (spec section 6).
  const masquerade = masqueradeFromHeaders(response.headers);
  if (token && masquerade && getCredentials()?.access_token === token) setMasquerade(masquerade);
  try {
    return { status: response.status, body: (await response.json()) as Body };
  } catch {
    return { status: response.status, body: null };
  }
}

function fetchFor(token: string | null): FetchFunction {
  return async (params, variables) => {
    if (!params.id) throw new Error(`Operation ${params.name} is not persisted; run npm run relay.`);
    // Queries are safe to repeat after a transient failure; mutations never are.
    const delays = params.operationKind === 'query' ? QUERY_RETRY_DELAYS_MS : [];
    let result: { status: number; body: Body | null } | null = null;
    for (let attempt = 0; ; attempt += 1) {
      try {
        result = await post(params.id, variables, token);
        if (!isTransient(result.status, result.body) || attempt >= delays.length) break;
      } catch (error) {
        if (attempt >= delays.length) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
    }
    const body = result?.body;
    if (!body) throw new Error(`The server answered ${result?.status ?? 'nothing'} without JSON`);

    // Only the session this environment belongs to can be over: a stale environment (an old tab
    // state) must not sign out a newer login.
    if (isUnauthenticated(body.errors) && token !== null && getCredentials()?.access_token === token) {
      // The session is gone on the server: forget it here too and start again at the login page,
      // where the server's detail is the login error (spec section 4, Logout).
      const detail = body.errors?.find((error) => error.extensions?.code === 'UNAUTHENTICATED')?.message;
      if (isLoggedIn() && detail) storeLoginError(detail);
      clearLogin();
      unauthenticatedHandler();
    }
    if (!body.data && body.errors?.length) {
      throw new Error(body.errors.map((error) => error.message).join('; '));
    }
    return body as GraphQLResponse;
  };
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
