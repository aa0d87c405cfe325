// The contract's error bodies in one place: `errors` for 422, `error` or `message` otherwise,
// and nothing internal (stack, SQL, a library's name or a server path) ever in a response, in
// any mode.
import { randomUUID } from 'node:crypto';
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
  }
}

export const sessionExpiredMessage = 'Your session has expired, please log in again';

export function sessionExpired(): HttpError {
  return new HttpError(401, { message: sessionExpiredMessage });
}

export function notFound(message = 'Not found'): HttpError {
  return new HttpError(404, { message });
}

export const unknownRoute: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found' });
};

/** What the log gets beside an unknown error; the response carries the id in X-Request-Id. */
export interface FailedRequest {
  requestId: string;
  method: string;
  path: string;
}

export type ErrorLog = (error: unknown, request: FailedRequest) => void;

const defaultLog: ErrorLog = (error, { requestId, method, path }) =>
  console.error(`[api] request ${requestId} (${method} ${path}) failed`, error);

interface StatusError {
  type?: string;
  status?: number;
  statusCode?: number;
}

/**
 * Express and its body parser report a bad request (malformed JSON, a body over the limit, a URL
 * that does not decode) as an error with a 4xx status and a message naming themselves: only the
 * status is kept.
 */
function clientFailureOf(error: unknown): { status: number; message: string } | null {
  const { type, status, statusCode } = (error ?? {}) as StatusError;
  const code = typeof status === 'number' ? status : typeof statusCode === 'number' ? statusCode : 0;
  if (type === 'entity.parse.failed') return { status: 400, message: 'The request body is not valid JSON' };
  if (type === 'entity.too.large') return { status: 413, message: 'The request body is too large' };
  if (code < 400 || code > 499) return null;
  return {
    status: code,
    message: typeof type === 'string' ? 'The request body could not be read' : 'The request could not be read',
  };
}

/** The spec's generic failure text. */
export const somethingWentWrong = 'It looks like something has gone wrong, please try again later';

export function errorHandler(log: ErrorLog = defaultLog): ErrorRequestHandler {
  return (error: unknown, req, res: Response, _next) => {
    const known = error instanceof HttpError ? { status: error.status, body: error.body } : null;
    const client = known ? null : clientFailureOf(error);
    if (!known && !client) {
      const ownId = req.headers['x-request-id'];
      const requestId = typeof ownId === 'string' ? ownId : randomUUID();
      log(error, { requestId, method: req.method, path: req.path });
      if (!res.headersSent) res.setHeader('X-Request-Id', requestId);
    }
    // A report that fails halfway cannot become an error response: the connection is cut, so the
    // download fails visibly rather than ending short or hanging.
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (known) res.status(known.status).json(known.body);
    else if (client) res.status(client.status).json({ message: client.message });
    // The spec's generic failure: the gateway passes an api's words on, and these
    // are the words a person may read when anything unforeseen (a database gone away) happens.
    else res.status(500).json({ message: somethingWentWrong });
  };
}
