// Every answer the gateway gives outside GraphQL execution is JSON, in every mode: Express's own
// error page (HTML, with a stack and server paths in development) never answers, and no library
// name or internal path reaches a browser.
import { randomUUID } from 'node:crypto';
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { SOMETHING_WENT_WRONG } from '../messages.js';

/** Where unknown errors go, with the id that the failed response carries in X-Request-Id. */
export type ErrorLog = (error: unknown, context: { requestId: string; method: string; path: string }) => void;

export const defaultErrorLog: ErrorLog = (error, { requestId, method, path }) =>
  console.error(`[gateway] request ${requestId} (${method} ${path}) failed`, error);

export const notFoundMessage = 'Not found';

interface Failure {
  status: number;
  message: string;
}

// Static files answer 403 to a path that climbs out of their folder: to a browser that is simply
// a file that does not exist.
const messageOfStatus: Record<number, Failure> = {
  403: { status: 404, message: notFoundMessage },
  404: { status: 404, message: notFoundMessage },
  405: { status: 405, message: 'Method not allowed' },
  413: { status: 413, message: 'The request body is too large' },
  415: { status: 415, message: 'The request body is not in a format the server accepts' },
};

/**
 * The failures Express and its middleware raise for a bad request (body parser, static files, an
 * undecodable URL) carry a 4xx status; their own messages name the library or the path, so only
 * the status is kept. Anything else is unknown and becomes a 500.
 */
function failureOf(error: unknown): Failure | null {
  if (!error || typeof error !== 'object') return null;
  const { status, statusCode, type } = error as { status?: unknown; statusCode?: unknown; type?: unknown };
  const code = typeof status === 'number' ? status : typeof statusCode === 'number' ? statusCode : 0;
  if (code < 400 || code > 499) return null;
  if (type === 'entity.parse.failed') return { status: 400, message: 'The request body is not valid JSON' };
  return messageOfStatus[code] ?? { status: code, message: 'The request could not be read' };
}

function answer(log: ErrorLog, body: (failure: Failure, known: boolean) => unknown): ErrorRequestHandler {
  return (error: unknown, request: Request, response: Response, _next) => {
    const known = failureOf(error);
    let failure = known;
    if (!failure) {
      const ownId = request.headers['x-request-id'];
      const requestId = typeof ownId === 'string' ? ownId : randomUUID();
      log(error, { requestId, method: request.method, path: request.path });
      if (!response.headersSent) response.setHeader('X-Request-Id', requestId);
      failure = { status: 500, message: SOMETHING_WENT_WRONG };
    }
    // Half a response cannot be turned into an error: the connection is cut instead.
    if (response.headersSent) {
      response.destroy();
      return;
    }
    response.status(failure.status).json(body(failure, known !== null));
  };
}

/** The final handler for everything but /graphql: the API's `{ message }`. */
export function restErrors(log: ErrorLog = defaultErrorLog): ErrorRequestHandler {
  return answer(log, ({ message }) => ({ message }));
}

/** For /graphql: the `{ errors: [...] }` shape Apollo answers in, with Apollo's codes. */
export function graphqlErrors(log: ErrorLog = defaultErrorLog): ErrorRequestHandler {
  return answer(log, ({ message }, known) => ({
    errors: [{ message, extensions: { code: known ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR' } }],
  }));
}

/**
 * GraphQL over HTTP is GET and POST only. Refused here rather than by Apollo, whose answer names
 * the library.
 */
export function graphqlMethods(): RequestHandler {
  return (request, response, next) => {
    if (request.method === 'GET' || request.method === 'POST') return next();
    response
      .status(405)
      .setHeader('Allow', 'GET, POST')
      .json({ errors: [{ message: 'Only GET and POST requests are accepted', extensions: { code: 'BAD_REQUEST' } }] });
  };
}

/** Whatever no route answered; GETs of app pages never get here (the web app's history fallback). */
export const notFound: RequestHandler = (_request, response) => {
  response.status(404).json({ message: notFoundMessage });
};
