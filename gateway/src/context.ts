import type { IncomingHttpHeaders } from 'node:http';
import { gatewayError } from './errors.js';
import { NOT_SIGNED_IN } from './messages.js';
import {
  createAnonymousLoaders,
  createAuthenticatedLoaders,
  type AnonymousLoaders,
  type AuthenticatedLoaders,
} from './loaders.js';
import { MainApi } from './rest/main.js';
import type { Upstream, UpstreamAuth } from './rest/upstream.js';
import { V2Api } from './rest/v2.js';
import { siteDomainOf } from './site-domain.js';

/** The one thing every resolver imports: built once per request. */
export interface GatewayContext {
  /** The client site named by the request's host. */
  siteDomain: string;
  /** The bearer token; `masquerade` stays null until the session carries one (see createContext). */
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
}

/** The bearer token of the Authorization header; a token anywhere else (a URL) is never read. */
export function bearerOf(headers: IncomingHttpHeaders): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '');
  return match?.[1] ?? null;
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
  // Masquerade identity is never read from request headers: a browser could write any of them,
  // and the gateway signs what it forwards with its secret. It will come from the signed-in
  // session only (a later issue); until then no request is a masquerade.
  const auth: UpstreamAuth = { token, masquerade: null };
  const siteDomain = siteDomainOf(headers.host);
  const clientAddress = request.socket.remoteAddress;
  const main = new MainApi(upstreams.main.forClient(clientAddress), auth);
  return {
    siteDomain,
    auth,
    main,
    v2: new V2Api(upstreams.v2.forClient(clientAddress), auth),
    loaders: createAnonymousLoaders(main),
    viewerLoaders: token ? createAuthenticatedLoaders(main) : null,
  };
}

/** The signed-in user's loaders, or UNAUTHENTICATED: no resolver checks the token by hand. */
export function requireViewer(context: GatewayContext): AuthenticatedLoaders {
  if (!context.viewerLoaders) throw gatewayError('UNAUTHENTICATED', NOT_SIGNED_IN);
  return context.viewerLoaders;
}
