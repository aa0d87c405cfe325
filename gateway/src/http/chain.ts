// Several middlewares as one Express layer. Every layer a request passes costs the router a path
// match and a rewrite of req.url and req.baseUrl, undone again on the way out; the middlewares that
// every GraphQL request runs through are one layer, so that cost is paid once a request.
import type { NextFunction, Request, Response } from 'express';

/** A middleware as Express calls it; it may answer a promise, as Express 5 allows. */
export type Middleware = (request: Request, response: Response, next: NextFunction) => unknown;

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/**
 * `middlewares` run in order, as Express would run them one layer each: an error (passed to next,
 * thrown, or a rejected promise) skips the rest and goes on to the error handlers after the chain.
 */
export function chain(...middlewares: Middleware[]): Middleware {
  return (request, response, next) => {
    let at = 0;
    const step: NextFunction = (error?: unknown) => {
      if (error !== undefined && error !== null) return next(error);
      const middleware = middlewares[at++];
      if (!middleware) return next();
      try {
        const answer = middleware(request, response, step);
        if (isPromise(answer))
          answer.then(undefined, (failure: unknown) => next(failure ?? new Error('Rejected promise')));
      } catch (failure) {
        next(failure);
      }
    };
    step();
  };
}
