// Bearer authentication: the token arrives as `Authorization: Bearer` and/or `X-Auth-Token`
// (the spec's "bearer token in two headers"); when both are present they must agree.
import type { Request, RequestHandler, Response } from 'express';
import { eq, sql } from 'drizzle-orm';
import type { SessionLifetimes } from '../config.js';
import type { Database } from '../db/client.js';
import { audit } from '../db/audit.js';
import { preparedFor } from '../db/prepared.js';
import { users } from '../db/schema-people.js';
import { HttpError, sessionExpired } from '../http/errors.js';
import { type CallOrigin, touchSession, type Session } from './sessions.js';

export type User = typeof users.$inferSelect;

export interface Authentication {
  session: Session;
  /** Whom the request acts for: in a masquerade, the person acted as. */
  user: User;
  /** In a masquerade, the administrator acting as `user`. */
  actor?: User;
}

/** What checking a session needs: the database and the configured lifetimes. */
export interface SessionServices {
  db: Database;
  config: { session: SessionLifetimes };
}

/** The token the request carries; undefined when it carries none. Throws 401 when the headers disagree. */
export function tokenOf(req: Request): string | undefined {
  const header = req.get('authorization');
  let bearer: string | undefined;
  if (header !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw sessionExpired();
    bearer = match[1];
  }
  const second = req.get('x-auth-token')?.trim() || undefined;
  if (bearer !== undefined && second !== undefined && bearer !== second) throw sessionExpired();
  return bearer ?? second;
}

const userRead = preparedFor('user_by_id', (db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id'))),
);

export async function authenticate(
  { db, config }: SessionServices,
  token: string,
  origin: CallOrigin = {},
): Promise<Authentication> {
  const session = await touchSession(db, config.session, token, origin);
  if (!session) throw sessionExpired();
  const [user] = await userRead(db).execute({ id: session.userId });
  if (!user) throw sessionExpired();
  if (session.masqueradeUserId === null) return { session, user };
  const [person] = await userRead(db).execute({ id: session.masqueradeUserId });
  if (!person) throw sessionExpired();
  return { session, user: person, actor: user };
}

/**
 * A masquerade is served only when the gateway names it (its headers survive only beside the
 * gateway secret, http/client-ip.ts) and names the session's own person and year. Every such
 * request is audit-logged with both identities, and the answer says whom it was for.
 */
async function admitMasquerade(
  db: Database,
  authentication: Authentication,
  req: Request,
  res: Response,
): Promise<void> {
  const { session } = authentication;
  if (session.masqueradeUserId === null) return;
  if (
    req.get('x-masquerade-user-id') !== String(session.masqueradeUserId) ||
    req.get('x-masquerade-scheme-year') !== String(session.masqueradeSchemeYear)
  ) {
    throw new HttpError(403, { message: masqueradeThroughGatewayOnly });
  }
  await audit(db, authentication, 'masquerade.request', { method: req.method, path: req.path });
  res.set('X-Masquerade-User-Id', String(session.masqueradeUserId));
  res.set('X-Masquerade-Scheme-Year', String(session.masqueradeSchemeYear));
}

export const masqueradeThroughGatewayOnly = 'A masquerade session is served only through the gateway';

const originOf = (req: Request): CallOrigin => ({ ip: req.ip, userAgent: req.get('user-agent') });

/** Requires a live session that has finished its second factor; the handler reads it with `authenticationOf(res)`. */
export function requireSession(services: SessionServices): RequestHandler {
  return async (req, res, next) => {
    const token = tokenOf(req);
    if (token === undefined) throw sessionExpired();
    const authentication = await authenticate(services, token, originOf(req));
    if (authentication.session.mfaPending)
      throw new HttpError(403, { message: 'Please complete two-factor authentication' });
    await admitMasquerade(services.db, authentication, req, res);
    res.locals.authentication = authentication;
    // Personal data must not be kept by any cache on the way.
    res.set('Cache-Control', 'no-store');
    next();
  };
}

/** Authenticates when a token is sent (a bad one is still a 401), and passes anonymous calls on. */
export function optionalSession(services: SessionServices): RequestHandler {
  return async (req, res, next) => {
    const token = tokenOf(req);
    if (token !== undefined) {
      const authentication = await authenticate(services, token, originOf(req));
      if (!authentication.session.mfaPending) {
        await admitMasquerade(services.db, authentication, req, res);
        res.locals.authentication = authentication;
        res.set('Cache-Control', 'no-store');
      }
    }
    next();
  };
}

export function authenticationOf(res: Response): Authentication {
  const authentication = res.locals.authentication as Authentication | undefined;
  if (!authentication) throw sessionExpired();
  return authentication;
}

export function optionalAuthenticationOf(res: Response): Authentication | undefined {
  return res.locals.authentication as Authentication | undefined;
}
