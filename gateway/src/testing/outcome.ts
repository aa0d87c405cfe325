import type { Endpoint } from '@portal/contract/endpoint';
import { decode, everyRefusal, type Refused } from '../rest/decode.js';
import { callOf, type OutcomeOf, type RefusalOf } from '../rest/rest-api.js';

/**
 * What decode makes of an answer to an endpoint whose screen words every refusal. The body must
 * be one the contract allows for that status: a made-up answer fails here as it would in use.
 */
export function outcomeOf<E extends Endpoint>(endpoint: E, status: number, body: unknown): OutcomeOf<E> {
  return decode({ status, text: JSON.stringify(body) }, callOf(endpoint, {}, everyRefusal), () => undefined);
}

export function refusedOf<E extends Endpoint>(endpoint: E, status: number, body: unknown): Refused<RefusalOf<E>> {
  const outcome = outcomeOf(endpoint, status, body);
  if (outcome.ok) throw new Error(`${status} is a success, not a refusal`);
  return outcome;
}
