// The one Relay environment. Every operation goes to the gateway by its persisted id (doc_id),
// never as query text, with the bearer token when logged in.
import {
  commitLocalUpdate,
  Environment,
  type FetchFunction,
  type GraphQLResponse,
  Network,
  RecordSource,
  Store,
} from 'relay-runtime';
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

async function post(docId: string, variables: unknown): Promise<{ status: number; body: Body | null }> {
  touchLastApiCall();
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  const credentials = getCredentials();
  if (credentials) headers.Authorization = `Bearer ${credentials.access_token}`;
  const response = await fetch('/graphql', {
    method: 'POST',
    headers,
    credentials: 'same-origin',
    body: JSON.stringify({ doc_id: docId, variables }),
  });
  try {
    return { status: response.status, body: (await response.json()) as Body };
  } catch {
    return { status: response.status, body: null };
  }
}

const fetchGraphQL: FetchFunction = async (params, variables) => {
  if (!params.id) throw new Error(`Operation ${params.name} is not persisted; run npm run relay.`);
  // Queries are safe to repeat after a transient failure; mutations never are.
  const delays = params.operationKind === 'query' ? QUERY_RETRY_DELAYS_MS : [];
  let result: { status: number; body: Body | null } | null = null;
  for (let attempt = 0; ; attempt += 1) {
    try {
      result = await post(params.id, variables);
      if (!isTransient(result.status, result.body) || attempt >= delays.length) break;
    } catch (error) {
      if (attempt >= delays.length) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
  }
  const body = result?.body;
  if (!body) throw new Error(`The server answered ${result?.status ?? 'nothing'} without JSON`);

  if (isUnauthenticated(body.errors)) {
    // The session is gone on the server: forget it here too and start again at the login page,
    // where the server's detail is the login error (spec section 4, Logout).
    const detail = body.errors?.find((error) => error.extensions?.code === 'UNAUTHENTICATED')?.message;
    if (isLoggedIn() && detail) storeLoginError(detail);
    clearLogin();
    invalidateStore();
    unauthenticatedHandler();
  }
  if (!body.data && body.errors?.length) {
    throw new Error(body.errors.map((error) => error.message).join('; '));
  }
  return body as GraphQLResponse;
};

export const environment = new Environment({
  network: Network.create(fetchGraphQL),
  store: new Store(new RecordSource()),
});

/** Marks everything stale, so the next route load refetches as the new (or no) user. */
export function invalidateStore(): void {
  commitLocalUpdate(environment, (store) => store.invalidateStore());
}
