import { mayCall } from '@portal/contract/access';
import type { Endpoint } from '@portal/contract/endpoint';
import { requestIdHeader } from '@portal/contract/request-id';
import type { IncomingHttpHeaders } from 'node:http';
import { gatewayError } from './errors.js';
import { ACCESS_DENIED, NOT_SIGNED_IN } from './messages.js';
import {
  createAnonymousLoaders,
  createAuthenticatedLoaders,
  type AnonymousLoaders,
  type AuthenticatedLoaders,
} from './loaders.js';
import { MainApi } from './rest/main.js';
import type { RestUser } from './rest/types.js';
import type { Upstream, UpstreamAuth } from './rest/upstream.js';
import { V2Api } from './rest/v2.js';
import type { SharedReads } from './shared-reads.js';
import { siteDomainOf } from './http/site-domain.js';

/** The one thing every resolver imports: built once per request. */
export interface GatewayContext {
  /** The client site named by the request's host. */
  siteDomain: string;
  /** The bearer token, and the masquerade its session names (masqueradeOf). */
  auth: UpstreamAuth;
  main: MainApi;
  v2: V2Api;
  loaders: AnonymousLoaders;
  /** Present only when the request carries a bearer token. */
  viewerLoaders: AuthenticatedLoaders | null;
}

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
  const browser = { address: request.socket.remoteAddress, userAgent: headers['user-agent'], requestId: typeof requestId === 'string' ? requestId : undefined };
  // A masquerade's answers carry headers each request passes on to its own browser (server.ts), so
  // its reads are its own.
  const session = token && !auth.masquerade && upstreams.sharedReads ? upstreams.sharedReads.forSession(token) : null;
  const onWrite = session ? session.forget : undefined;
  const main = new MainApi(upstreams.main.forClient(browser), auth, onWrite);
  return {
    siteDomain,
    auth,
    main,
    v2: new V2Api(upstreams.v2.forClient(browser), auth, onWrite),
    loaders: createAnonymousLoaders(main),
    viewerLoaders: token ? createAuthenticatedLoaders(main, session) : null,
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
export async function requireAccess(context: GatewayContext, endpoint: Pick<Endpoint, 'access'>): Promise<RestUser> {
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
