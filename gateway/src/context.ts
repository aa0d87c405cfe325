import type { IncomingHttpHeaders } from 'node:http';
import { gatewayError } from './errors.js';
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

function bearerOf(headers: IncomingHttpHeaders): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '');
  return match?.[1] ?? null;
}

function headerOf(headers: IncomingHttpHeaders, name: string): string | null {
  const value = headers[name];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

export function createContext(headers: IncomingHttpHeaders, upstreams: Upstreams): GatewayContext {
  const token = bearerOf(headers);
  // Forwarded as the spec asks; the api honours them only for a platform administrator's own
  // masquerade session and only with the gateway's secret, so a browser cannot forge one.
  const userId = headerOf(headers, 'x-masquerade-user-id');
  const schemeYear = headerOf(headers, 'x-masquerade-scheme-year');
  const auth: UpstreamAuth = {
    token,
    masquerade: token && userId && schemeYear ? { userId, schemeYear } : null,
  };
  const siteDomain = siteDomainOf(headers.host);
  const main = new MainApi(upstreams.main, auth);
  return {
    siteDomain,
    auth,
    main,
    v2: new V2Api(upstreams.v2, auth),
    loaders: createAnonymousLoaders(main),
    viewerLoaders: token ? createAuthenticatedLoaders(main) : null,
  };
}

/** The signed-in user's loaders, or UNAUTHENTICATED: no resolver checks the token by hand. */
export function requireViewer(context: GatewayContext): AuthenticatedLoaders {
  if (!context.viewerLoaders) throw gatewayError('UNAUTHENTICATED', 'You need to log in to see this');
  return context.viewerLoaders;
}
