// Overload. Past the rate the api can answer, every request waits longer than the last, until all
// of them time out together. A gateway already holding `limit` GraphQL requests answers the next
// at once: 503 with Retry-After, in the spec's words. Nothing of it reached the api, so a browser
// may send it again, mutation or not (web/src/relay/graphqlFetch.ts), and the requests admitted
// stay as fast as the api can make them.
import type { RequestHandler } from 'express';
import { SOMETHING_WENT_WRONG } from '../messages.js';

/** The code of a request turned away unread: safe to send again. */
export const OVERLOADED = 'OVERLOADED';

export const defaultMaxInFlight = 64;

export function admission(limit = defaultMaxInFlight): RequestHandler {
  let inFlight = 0;
  return (_request, response, next) => {
    if (inFlight >= limit) {
      response
        .status(503)
        .set('Retry-After', '1')
        .json({ errors: [{ message: SOMETHING_WENT_WRONG, extensions: { code: OVERLOADED } }] });
      return;
    }
    inFlight += 1;
    // 'close' follows the answer's end, and a browser that hangs up first, alike.
    response.once('close', () => {
      inFlight -= 1;
    });
    next();
  };
}
