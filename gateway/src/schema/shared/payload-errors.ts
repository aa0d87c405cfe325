import type { FieldError } from '../__generated__/resolvers-types.js';

/** A payload error about the whole form rather than one of its fields. */
export function formError(message: string): FieldError[] {
  return [{ field: null, message }];
}

/** The refusal's own field errors, or else one form error in the screen's words. */
export function fieldErrorsOr(fieldErrors: FieldError[], message: string): FieldError[] {
  return fieldErrors.length ? fieldErrors : formError(message);
}

/**
 * The payload `make` words from an answer, or `fallback` when there was none to word: no answer
 * in time, or one that broke the contract (decode has logged it). The screens before login say so
 * in their own words rather than as a GraphQL error.
 */
export async function payloadOr<P>(make: () => Promise<P>, fallback: NoInfer<P>): Promise<P> {
  try {
    return await make();
  } catch {
    return fallback;
  }
}
