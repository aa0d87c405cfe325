// The one place an upstream answer is read. Each REST call is declared once, in the contract's
// endpoint that the resolver names (rest-api.ts); decode turns the raw answer into the success's
// body, a refusal the calling screen words as data (with the body's field errors), or an error to
// throw.
// HTTP statuses are read here and nowhere else.
import { successStatuses } from '@portal/contract/constants';
import type { ZodType } from 'zod';
import { UpstreamContractError, UpstreamError } from './upstream-error.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a failed answer means, whichever status the api said it with. */
export type Refusal =
  'invalid' | 'unauthenticated' | 'forbidden' | 'notFound' | 'gone' | 'conflict' | 'locked' | 'failed';

const REFUSAL_OF_STATUS: Readonly<Record<number, Refusal>> = {
  400: 'invalid',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  410: 'gone',
  422: 'invalid',
  423: 'locked',
};

/** Any other status (a 5xx, an unexpected 3xx or 204, no answer at all) simply failed. */
export function refusalOf(status: number): Refusal {
  return REFUSAL_OF_STATUS[status] ?? 'failed';
}

export const everyRefusal: readonly Refusal[] = [
  'invalid',
  'unauthenticated',
  'forbidden',
  'notFound',
  'gone',
  'conflict',
  'locked',
  'failed',
];

/** Every refusal but these, which the call leaves to errors.ts (a dead session, a refused access). */
export function refusalsBut(...thrown: Refusal[]): readonly Refusal[] {
  return everyRefusal.filter((refusal) => !thrown.includes(refusal));
}

type SuccessStatus = (typeof successStatuses)[number];

/** The contract's schemas of a call's answers, by status as OpenAPI lists them. */
export type ResponseSchemas<T, E> = { readonly [status: number]: ZodType<T> | ZodType<E> | undefined } & {
  readonly [status in SuccessStatus]?: ZodType<T>;
};

/** One REST call as rest-api.ts makes it from its endpoint: `T` is the success's body, `E` a refusal's. */
export interface Call<T, E = Partial<T>> {
  method: HttpMethod;
  /** Below the API's base URL; `{name}` stands for `params.name`, sent URL-encoded (and never logged). */
  path: string;
  params?: Record<string, string>;
  json?: unknown;
  searchParams?: Record<string, string>;
  /** Made for nobody in particular (branding, login, activation): no bearer token is sent. */
  anonymous?: boolean;
  /** The refusals the calling screen words as data; any other is thrown. */
  refusals?: readonly Refusal[];
  /** The contract's schemas: an answer whose status has one must match it. */
  responses?: ResponseSchemas<T, E>;
}

export interface RawResponse {
  status: number;
  text: string;
}

export interface FieldError {
  field: string | null;
  message: string;
}

export interface Answered<T> {
  ok: true;
  body: T;
}

export interface Refused<E> {
  ok: false;
  refusal: Refusal;
  body: E;
  /** The body's `errors` (field -> messages), first message per field, fields named as GraphQL inputs are. */
  fieldErrors: FieldError[];
  /** The spec's error text of the body. */
  message: string;
  /** The body's own words, or null when it has none (the screen then words it itself). */
  said: string | null;
  /** What to throw when the screen has no words for this refusal after all. */
  error: UpstreamError;
}

export type Outcome<T, E = Partial<T>> = Answered<T> | Refused<E>;

export const UNREADABLE = 'The server sent an unreadable response';

/** Where contract breaches are logged: with the call and the failing field, never with a token or id. */
export type ContractLog = (breach: UpstreamContractError) => void;

const logToConsole: ContractLog = (breach) => console.error(`[gateway] ${breach.message}`);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** REST names fields in snake_case (date_of_birth); GraphQL inputs in camelCase (dateOfBirth). */
const inputNameOf = (field: string) => field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * A 422 body's `errors` (field -> messages) as payload errors: the first message of each field, on
 * the input's name (`nameOf`, camelCase by default, for the forms whose inputs are named otherwise).
 */
export function fieldErrorsOf(errors: unknown, nameOf: (field: string) => string | null = inputNameOf): FieldError[] {
  if (!isRecord(errors)) return [];
  return Object.entries(errors).flatMap(([field, messages]) => {
    const message = Array.isArray(messages) ? messages.find((each) => typeof each === 'string') : messages;
    return typeof message === 'string' && message ? [{ field: nameOf(field), message }] : [];
  });
}

/**
 * The body's own words: its `errors`, `error` or `message`, in that order. `errors` may be a list,
 * a string or an object of field -> messages (422), so it is flattened to its first text.
 */
export function wordsOf(body: Record<string, unknown>): string | null {
  const pick = (value: unknown): string | undefined => {
    if (typeof value === 'string' && value) return value;
    if (Array.isArray(value)) return value.map(pick).find(Boolean);
    if (isRecord(value)) return pick(value.message) ?? Object.values(value).map(pick).find(Boolean);
    return undefined;
  };
  return pick(body.errors) ?? pick(body.error) ?? pick(body.message) ?? null;
}

/** The spec's error text: the body's own words, or a plain fallback. */
export function errorText(body: Record<string, unknown>): string {
  return wordsOf(body) ?? 'Request failed';
}

function parsed(text: string): { json: unknown } | null {
  if (!text) return { json: {} };
  try {
    return { json: JSON.parse(text) };
  } catch {
    return null;
  }
}

/** An answer that broke the contract, logged. Not a closure made for every answer: few break it. */
function breach(
  call: Pick<Call<unknown, unknown>, 'method' | 'path'>,
  status: number,
  field: string,
  problem: string,
  log: ContractLog,
): UpstreamContractError {
  const error = new UpstreamContractError(`${call.method} ${call.path}`, status, field, problem);
  log(error);
  return error;
}

/**
 * A success's body, a refusal the call declares as data, or a thrown UpstreamError. A success that
 * is not JSON, or any answer that does not match the contract's schema for its status, is an
 * UpstreamContractError, logged here (a screen that words every failure alike still hides it).
 */
export function decode<T, E = Partial<T>>(
  response: RawResponse,
  call: Call<T, E>,
  log: ContractLog = logToConsole,
): Outcome<T, E> {
  const { status } = response;
  const success = (successStatuses as readonly number[]).includes(status);
  const read = parsed(response.text);
  if (!read && success) throw breach(call, status, '(body)', 'not JSON', log);
  let body = read ? read.json : { message: UNREADABLE };
  const schema = read ? call.responses?.[status] : undefined;
  if (schema) {
    const result = schema.safeParse(body);
    if (!result.success) {
      const [issue] = result.error.issues;
      throw breach(
        call,
        status,
        issue?.path.map(String).join('.') || '(body)',
        issue?.message ?? 'does not match',
        log,
      );
    }
    body = result.data;
  }
  // Without a schema for its status, a body is taken to be what the client declared (the two
  // casts below); the contract's schemas turn that into a check.
  if (success) return { ok: true, body: body as T };
  const record = isRecord(body) ? body : {};
  const error = new UpstreamError(status, record, errorText(record));
  const refusal = refusalOf(status);
  if (!call.refusals?.includes(refusal)) throw error;
  return {
    ok: false,
    refusal,
    body: record as E,
    fieldErrors: fieldErrorsOf(record.errors),
    message: error.message,
    said: wordsOf(record),
    error,
  };
}

/** A success's body; a refusal is thrown as the error it is. */
export function bodyOf<T>(outcome: Outcome<T, unknown>): T {
  if (outcome.ok) return outcome.body;
  throw outcome.error;
}
