// How a field or a mutation that words its own failures tells them apart: a session that has
// ended still ends the page as everywhere else (the web app logs out on UNAUTHENTICATED), while
// any other failure becomes the screen's error state or the payload's words.
import { CONNECTION_FAILED, SOMETHING_WENT_WRONG } from '../../messages.js';
import { refusalOf } from '../../rest/decode.js';
import { UpstreamContractError, UpstreamError } from '../../rest/upstream-error.js';

/** A dead session (401), or one that still owes its second factor (403). */
export function endsTheSession(error: unknown): boolean {
  if (!(error instanceof UpstreamError) || error instanceof UpstreamContractError) return false;
  const refusal = refusalOf(error.status);
  return refusal === 'unauthenticated' || refusal === 'forbidden';
}

/** No answer at all: the api could not be reached, or did not answer in time. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof UpstreamError && !(error instanceof UpstreamContractError) && error.status === 0;
}

/**
 * What `read` answers, or null when it fails for any reason but an ended session, after `tries`
 * attempts. A broken answer was logged where it was decoded; the screen shows its error state.
 */
export async function orNull<T>(read: () => Promise<T>, tries = 1): Promise<T | null> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await read();
    } catch (error) {
      if (endsTheSession(error)) throw error;
      if (attempt >= tries) return null;
    }
  }
}

/**
 * The payload `make` words, or the one `failed` words when no answer could be worded: the spec's
 * connection error when the api was not reached, its generic words for a broken answer. An
 * ended session and errors of our own are thrown (the second masked by errors.ts).
 */
export async function payloadOrFailure<P>(make: () => Promise<P>, failed: (message: string) => NoInfer<P>): Promise<P> {
  try {
    return await make();
  } catch (error) {
    if (!(error instanceof UpstreamError) || endsTheSession(error)) throw error;
    return failed(isUnreachable(error) ? CONNECTION_FAILED : SOMETHING_WENT_WRONG);
  }
}
