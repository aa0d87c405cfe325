// Requests are checked with the contract's schemas (@portal/contract): a path parameter that does
// not parse names nothing (404); a query or body that does not parse is a 422
// `{ errors: { field: [messages] } }` in the spec's words.
import type { BodyOf, Endpoint, ParamsOf, QueryOf } from '@portal/contract/endpoint';
import type { FieldErrors } from '@portal/contract/errors';
import { disallowedCharactersMessage } from '@portal/contract/fields';
import type { Request, RequestHandler } from 'express';
import type { z } from 'zod';
import { HttpError, notFound } from './errors.js';

/**
 * Every string in `input` that holds a NUL character, by field path. PostgreSQL refuses NUL in
 * text, so one reaching a query was a 500; no field has any use for it.
 */
export function nulCharacterErrors(input: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  // An explicit stack: a JSON body may nest deeper than the call stack goes.
  const pending: Array<[unknown, string[]]> = [[input, []]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) errors[path.length > 0 ? path.join('.') : 'body'] = [disallowedCharactersMessage];
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) pending.push([item, [...path, key]]);
    }
  }
  return errors;
}

/**
 * Before any route: a NUL in the path names nothing (404), and one in the query string or the
 * body is a field error, whether or not the route reads that field.
 */
export const rejectNulCharacters: RequestHandler = (req, _res, next) => {
  if (req.path.includes('%00')) return next(notFound());
  const errors = { ...nulCharacterErrors(req.query), ...nulCharacterErrors(req.body) };
  if (Object.keys(errors).length > 0) return next(new HttpError(422, { errors } satisfies FieldErrors));
  next();
};

/** The fields of a query, a body or a stored request, or a 422 naming each field that fails. */
export function parseFields<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  // A missing or non-object body is validated as an empty one, so each field says what it lacks.
  const fields = input !== null && typeof input === 'object' && !Array.isArray(input) ? input : {};
  const errors = nulCharacterErrors(fields);
  const result = schema.safeParse(fields);
  if (result.success && Object.keys(errors).length === 0) return result.data;
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    const messages = (errors[field] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  throw new HttpError(422, { errors } satisfies FieldErrors);
}

/** The path parameters an endpoint declares, parsed; a path they do not fit names nothing. */
export function parseParams<E extends Endpoint>(endpoint: E, req: Request): ParamsOf<E> {
  if (!endpoint.params) return {} as ParamsOf<E>;
  const result = endpoint.params.safeParse(req.params);
  if (!result.success) throw notFound();
  return result.data as ParamsOf<E>;
}

export function parseQuery<E extends Endpoint>(endpoint: E, req: Request): QueryOf<E> {
  return (endpoint.query ? parseFields(endpoint.query, req.query) : {}) as QueryOf<E>;
}

export function parseBody<E extends Endpoint>(endpoint: E, req: Request): BodyOf<E> {
  return (endpoint.body ? parseFields(endpoint.body, req.body) : undefined) as BodyOf<E>;
}
