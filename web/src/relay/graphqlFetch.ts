// How every operation reaches the gateway: by its persisted id (doc_id), never as query text, with
// the bearer token of the session it belongs to. Relay's network (environment.ts) and the plain
// operations of the signed-out pages (plainOperations.ts) both send through here, so retries, the
// masquerade headers and an ended session are handled once. Nothing here loads Relay: the login
// page does not need it.
import { masqueradeFromHeaders, setMasquerade } from '../browser-storage/masquerade';
import { clearLogin, getCredentials, isLoggedIn, storeLoginError, touchLastApiCall } from '../browser-storage/session';

interface GraphQLErrorShape {
  message: string;
  extensions?: { code?: string };
}

/** What the gateway answers: data, errors, or both. */
export interface GraphQLBody {
  data?: unknown;
  errors?: GraphQLErrorShape[];
}

/** The parts of a compiled operation a request needs (Relay's RequestParameters has them). */
export interface PersistedOperation {
  readonly id?: string | null;
  readonly name: string;
  readonly operationKind: string;
}

let unauthenticatedHandler: () => void = () => window.location.assign('/');

/** The router registers how to send the user to the login page without a full reload. */
export function onUnauthenticated(handler: () => void): void {
  unauthenticatedHandler = handler;
}

export function isUnauthenticated(errors: readonly GraphQLErrorShape[] | undefined): boolean {
  return (errors ?? []).some((error) => error.extensions?.code === 'UNAUTHENTICATED');
}

/**
 * Pauses before sending again: a query after a transient failure (a gateway that has just started
 * may not reach the api yet), anything a busy gateway turned away.
 */
const RETRY_DELAYS_MS = [300, 700, 1000, 1500, 2000];
const TRANSIENT_CODES = new Set(['UPSTREAM_ERROR', 'INTERNAL_SERVER_ERROR']);

function isTransient(status: number, body: GraphQLBody | null): boolean {
  if (status >= 500 && !body?.data) return true;
  return !body?.data && (body?.errors ?? []).some((error) => TRANSIENT_CODES.has(error.extensions?.code ?? ''));
}

/** Turned away unread by a busy gateway (gateway/src/http/admission.ts): safe to send again, even a change. */
function turnedAway(status: number, body: GraphQLBody | null): boolean {
  return status === 503 && (body?.errors ?? []).some((error) => error.extensions?.code === 'OVERLOADED');
}

async function post(
  docId: string,
  variables: unknown,
  token: string | null,
): Promise<{ status: number; body: GraphQLBody | null }> {
  touchLastApiCall();
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch('/graphql', {
    method: 'POST',
    headers,
    credentials: 'same-origin',
    body: JSON.stringify({ doc_id: docId, variables }),
  });
  // The session's own answers say whether it is a masquerade (docs/masquerade.md).
  const masquerade = masqueradeFromHeaders(response.headers);
  if (token && masquerade && getCredentials()?.access_token === token) setMasquerade(masquerade);
  try {
    return { status: response.status, body: (await response.json()) as GraphQLBody };
  } catch {
    return { status: response.status, body: null };
  }
}

/**
 * Sends one operation for the session holding `token` (null: signed out) and returns the
 * gateway's answer. Throws when there is no data to give: the errors' words, or a transport
 * failure once the retries of a query are spent.
 */
export async function sendOperation(
  operation: PersistedOperation,
  variables: unknown,
  token: string | null,
): Promise<GraphQLBody> {
  if (!operation.id) throw new Error(`Operation ${operation.name} is not persisted; run npm run relay.`);
  // Queries are safe to repeat after a transient failure; mutations only when the gateway turned
  // them away before reading them.
  const isQuery = operation.operationKind === 'query';
  const delays = RETRY_DELAYS_MS;
  let result: { status: number; body: GraphQLBody | null } | null = null;
  for (let attempt = 0; ; attempt += 1) {
    try {
      result = await post(operation.id, variables, token);
      const again = isQuery ? isTransient(result.status, result.body) : turnedAway(result.status, result.body);
      if (!again || attempt >= delays.length) break;
    } catch (error) {
      if (!isQuery || attempt >= delays.length) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
  }
  const body = result?.body;
  if (!body) throw new Error(`The server answered ${result?.status ?? 'nothing'} without JSON`);

  // Only the session the request belongs to can be over: a stale environment (an old tab state)
  // must not sign out a newer login.
  if (isUnauthenticated(body.errors) && token !== null && getCredentials()?.access_token === token) {
    // The session is gone on the server: forget it here too and start again at the login page,
    // where the server's detail is the login error.
    const detail = body.errors?.find((error) => error.extensions?.code === 'UNAUTHENTICATED')?.message;
    if (isLoggedIn() && detail) storeLoginError(detail);
    clearLogin();
    unauthenticatedHandler();
  }
  if (!body.data && body.errors?.length) {
    throw new Error(body.errors.map((error) => error.message).join('; '));
  }
  return body;
}
