// How an endpoint of the contract becomes an Express route, the same way for every route: its
// method and path, the session its `auth` asks for (401 first), then who may call it as its
// contract declares (`access`, api/src/access/policy.ts: 403), then its path parameters (404),
// the rules that depend on the data they name (`access` option here: ../access/rules.ts, 404 for
// another client's id), its query and its body (422), each checked by the contract's own schemas
// in that order, before the handler runs.
import type { BodyOf, Endpoint, ParamsOf, QueryOf } from '@portal/contract/endpoint';
import { routePathOf } from '@portal/contract/endpoint';
import type { Request, RequestHandler, Response, Router } from 'express';
import {
  type Authentication,
  authenticationOf,
  optionalAuthenticationOf,
  optionalSession,
  requireSession,
  type SessionServices,
} from '../auth/authentication.js';
import { enforceAccess } from '../access/policy.js';
import { parseBody, parseParams, parseQuery } from '../http/validation.js';

/** The session a handler gets: always one for `bearer`, perhaps one for `optional`, none for `none`. */
export type AuthOf<E extends Endpoint> = E['auth'] extends 'bearer'
  ? Authentication
  : E['auth'] extends 'optional'
    ? Authentication | undefined
    : undefined;

export interface Call<E extends Endpoint, A> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  auth: AuthOf<E>;
  /** What the access check answered, e.g. the employer's session. */
  access: A;
  req: Request;
  res: Response;
}

export type Handler<E extends Endpoint, A> = (call: Call<E, A>) => Promise<void> | void;

export interface RouteOptions<E extends Endpoint, A> {
  /**
   * The rules that depend on the data these parameters name (the contract's `checks`, stated with
   * the named functions of ../access/rules.ts); runs once the declared access has passed, before
   * the query and body are read. It may look its answer up (the benefit the path names), so a
   * record the caller may not see answers 404 before a body is judged.
   */
  access: (auth: AuthOf<E>, params: ParamsOf<E>) => A | Promise<A>;
}

export function route<E extends Endpoint>(
  router: Router,
  services: SessionServices,
  endpoint: E,
  handler: Handler<E, undefined>,
): void;
export function route<E extends Endpoint, A>(
  router: Router,
  services: SessionServices,
  endpoint: E,
  options: RouteOptions<E, A>,
  handler: Handler<E, A>,
): void;
export function route<E extends Endpoint, A>(
  router: Router,
  services: SessionServices,
  endpoint: E,
  optionsOrHandler: RouteOptions<E, A> | Handler<E, undefined>,
  maybeHandler?: Handler<E, A>,
): void {
  const [options, handler] =
    typeof optionsOrHandler === 'function'
      ? [undefined, optionsOrHandler as Handler<E, A>]
      : [optionsOrHandler, maybeHandler!];
  const session: RequestHandler[] =
    endpoint.auth === 'bearer'
      ? [requireSession(services)]
      : endpoint.auth === 'optional'
        ? [optionalSession(services)]
        : [];
  router[endpoint.method](routePathOf(endpoint), ...session, async (req: Request, res: Response) => {
    const auth = (endpoint.auth === 'bearer' ? authenticationOf(res) : optionalAuthenticationOf(res)) as AuthOf<E>;
    await enforceAccess(services.db, endpoint.access, auth);
    const params = parseParams(endpoint, req);
    const access = options ? await options.access(auth, params) : (undefined as A);
    const query = parseQuery(endpoint, req);
    const body = parseBody(endpoint, req);
    await handler({ params, query, body, auth, access, req, res });
  });
}
