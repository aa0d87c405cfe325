// The contract's error bodies in one place: `errors` for 422, `error` or `message` otherwise,
// and nothing internal (stack, SQL) ever in a response.
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

interface BodyParserError {
  type?: string;
  status?: number;
}

export function errorHandler(log: (error: unknown) => void = console.error): ErrorRequestHandler {
  return (error: unknown, _req, res: Response, _next) => {
    if (res.headersSent) return;
    if (error instanceof HttpError) {
      res.status(error.status).json(error.body);
      return;
    }
    // express.json() reports its own failures with a status and a type.
    const parser = (error ?? {}) as BodyParserError;
    if (parser.type === 'entity.parse.failed') {
      res.status(400).json({ message: 'The request body is not valid JSON' });
      return;
    }
    if (parser.type === 'entity.too.large') {
      res.status(413).json({ message: 'The request body is too large' });
      return;
    }
    if (typeof parser.type === 'string' && typeof parser.status === 'number' && parser.status >= 400 && parser.status < 500) {
      res.status(parser.status).json({ message: 'The request body could not be read' });
      return;
    }
    log(error);
    res.status(500).json({ message: 'Internal server error' });
  };
}
