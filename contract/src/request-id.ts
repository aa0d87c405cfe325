// The request id: the gateway takes the one its TLS proxy sent, when well formed, or
// makes one; it answers it in X-Request-Id and sends it to the api on every call the request
// makes, so that one id finds a request's lines in the logs of both tiers. Both tiers use the
// middleware below: the id is written over the request's own header, so that whatever reads the
// request later (the error log, the gateway's api calls) finds the same one.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const requestIdHeader = 'x-request-id';

// A caller's id is kept only when it could not smuggle anything into a log line.
const wellFormed = /^[\w.:-]{8,128}$/;

export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && wellFormed.test(incoming) ? incoming : randomUUID();
}

export interface AccessEntry {
  requestId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
}

export type AccessLog = (entry: AccessEntry) => void;

// Single-use tickets and link tokens travel in paths: a log keeps their shape, not their value.
const secretSegment = /\/[\w-]{24,}(?=\/|$)/g;

/** A path as a log may keep it: its query left out and every ticket or token in it as `/…`. */
export function loggablePath(path: string): string {
  return path.split('?')[0]!.replace(secretSegment, '/…');
}

/** Express middleware (typed on node:http alone, so this package needs no Express). */
export function requestLog(accessLog?: AccessLog) {
  return (request: IncomingMessage & { originalUrl?: string }, response: ServerResponse, next: () => void): void => {
    const requestId = requestIdOf(request.headers[requestIdHeader]);
    request.headers[requestIdHeader] = requestId;
    response.setHeader('X-Request-Id', requestId);
    if (accessLog) {
      const started = process.hrtime.bigint();
      response.once('finish', () =>
        accessLog({
          requestId,
          method: request.method ?? '',
          path: loggablePath(request.originalUrl ?? request.url ?? ''),
          status: response.statusCode,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        }),
      );
    }
    next();
  };
}
