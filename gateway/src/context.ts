import { mayCall } from '@portal/contract/access';
import type { Endpoint } from '@portal/contract/endpoint';
import type { user as currentUser } from '@portal/contract/profile';
import { requestIdHeader } from '@portal/contract/request-id';
import type { IncomingHttpHeaders } from 'node:http';
import { gatewayError } from './errors.js';
import { ACCESS_DENIED, NOT_SIGNED_IN } from './messages.js';
import { AnonymousLoaders, AuthenticatedLoaders } from './loaders.js';
import { RestApi, type SuccessOf } from './rest/rest-api.js';
import type { SharedReads } from './rest/shared-reads.js';
import type { Upstream, UpstreamAuth } from './rest/upstream.js';
import { siteDomainOf } from './http/site-domain.js';

/** The one thing every resolver imports: built once per request. */
export interface GatewayContext {
  /** The client site named by the request's host. */
  siteDomain: string;
  /** The bearer token, and the masquerade its session names (masqueradeOf). */
  auth: UpstreamAuth;
  /**
   * Every REST call, made from the contract's endpoint it names: `api.call(endpoint, request)`
   * for the success's body, `api.outcome(endpoint, request, refusals)` for refusals worded as data.
   */
  api: RestApi;
  loaders: AnonymousLoaders;
  /** Present only when the request carries a bearer token. */
  viewerLoaders: AuthenticatedLoaders | null;
}

/** The process's clients of the two REST APIs, named as the contract's endpoints name them (`api`). */
export interface Upstreams {
  main: Upstream;
  v2: Upstream;
  /** Reads under way, joined by the same session's requests that arrive meanwhile (one per process). */
  sharedReads?: SharedReads;
}

/** The bearer token of the Authorization header; a token anywhere else (a URL) is never read. */
export function bearerOf(headers: IncomingHttpHeaders): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * A masquerade session's token names the person and the scheme year before its random part
 * (api/src/auth/sessions.ts, docs/masquerade.md): the session itself tells the gateway, with no
 * call and no cache, and the api serves it only when the headers built from it agree.
 */
export function masqueradeOf(token: string | null): UpstreamAuth['masquerade'] {
  const match = /^msq\.(\d{1,12})\.(\d{4})\.[\w-]+$/.exec(token ?? '');
  return match ? { userId: match[1]!, schemeYear: match[2]! } : null;
}

/** What the context needs of the incoming request. */
export interface IncomingRequest {
  headers: IncomingHttpHeaders;
  /** The browser's address as this server's socket saw it. */
  socket: { remoteAddress?: string };
}

export function createContext(request: IncomingRequest, upstreams: Upstreams): GatewayContext {
  const { headers } = request;
  const token = bearerOf(headers);
  // Masquerade identity is never read from request headers (a browser could write any of them):
  // only from the session's own token, which the api rejects if its names were altered.
  const auth: UpstreamAuth = { token, masquerade: masqueradeOf(token) };
  const siteDomain = siteDomainOf(headers.host);
  const requestId = headers[requestIdHeader];
  const browser = {
    address: request.socket.remoteAddress,
    userAgent: headers['user-agent'],
    requestId: typeof requestId === 'string' ? requestId : undefined,
  };
  // A masquerade's answers carry headers each request passes on to its own browser (server.ts), so
  // its reads are its own.
  const session = token && !auth.masquerade && upstreams.sharedReads ? upstreams.sharedReads.forSession(token) : null;
  const onWrite = session ? session.forget : undefined;
  const api = new RestApi(
    { main: upstreams.main.forClient(browser), v2: upstreams.v2.forClient(browser) },
    auth,
    onWrite,
  );
  return {
    siteDomain,
    auth,
    api,
    loaders: new AnonymousLoaders(api),
    viewerLoaders: token ? new AuthenticatedLoaders(api, session) : null,
  };
}

/** The signed-in user's loaders, or UNAUTHENTICATED: no resolver checks the token by hand. */
export function requireViewer(context: GatewayContext): AuthenticatedLoaders {
  if (!context.viewerLoaders) throw gatewayError('UNAUTHENTICATED', NOT_SIGNED_IN);
  return context.viewerLoaders;
}

/**
 * The signed-in person, when the contract's access declaration of `endpoint` lets them make that
 * call; FORBIDDEN ("Access Denied") otherwise, before the api is asked (which refuses them too).
 * The gateway never decides access on its own: it reads the same declaration as the api.
 */
export async function requireAccess(
  context: GatewayContext,
  endpoint: Pick<Endpoint, 'access'>,
): Promise<SuccessOf<typeof currentUser>> {
  const user = await requireViewer(context).user.load('me');
  if (!mayCall(endpoint.access, user.access)) throw gatewayError('FORBIDDEN', ACCESS_DENIED);
  return user;
}

/** The viewer's own client id, for the paths of `endpoint`, when its declaration lets them call it. */
export async function clientIdFor(context: GatewayContext, endpoint: Pick<Endpoint, 'access'>): Promise<string> {
  const user = await requireAccess(context, endpoint);
  if (user.clientId === null) throw gatewayError('FORBIDDEN', ACCESS_DENIED);
  return String(user.clientId);
}
