// One definition object per REST endpoint: which api serves it, its method and path, the schemas
// of its request and of its answer for every status. The api registers its routes, validates
// requests and types its answers with these objects; the gateway sends and decodes with them;
// the OpenAPI description and docs/access.md are printed from them. Nothing about an endpoint is
// written elsewhere.
import { z } from 'zod';
import type { Access } from './access.js';
import { accessRefused, fieldErrors, messageError, secondFactorOwed, sessionExpiredError } from './errors.js';

/** The main REST API at `/…`, or the versioned one at `/v2/…`. */
export type Api = 'main' | 'v2';
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** `bearer`: a live session is required; `optional`: anonymous calls pass, but a token sent must be live. */
export type Auth = 'none' | 'bearer' | 'optional';

type Schema = z.ZodType;
type ObjectSchema = z.ZodObject;
export type Responses = Record<number, Schema>;

export interface EndpointSpec {
  api: Api;
  method: Method;
  /** Relative to the api's base, with `{name}` for each path parameter, e.g. `/activation/{id}`. */
  path: string;
  summary: string;
  description?: string;
  auth: Auth;
  /** Who may call it (contract/src/access.ts): required, so an endpoint without one fails the build. */
  access: Access;
  params?: ObjectSchema;
  query?: ObjectSchema;
  body?: Schema;
  /** The answer of each status this endpoint has reasons of its own to give. */
  responses: Responses;
}

// Answers any route can give, whatever it does: a body the JSON parser refused (400, 413, 415),
// a NUL character in the query or body (422), an unexpected failure (500). A status an endpoint
// lists itself replaces these, so its own schema must also describe them.
const always = { 400: messageError, 413: messageError, 415: messageError, 422: fieldErrors, 500: messageError };
const bySession = {
  none: {},
  optional: { 401: sessionExpiredError },
  bearer: { 401: sessionExpiredError, 403: secondFactorOwed },
} as const;

type Defaults<A extends Auth> = typeof always & (typeof bySession)[A];

// A call that needs a role can be refused by the access policy before its handler runs: its 403
// is that refusal, or whatever else the endpoint itself answers 403 for.
type Refused<S extends EndpointSpec> = {
  403: z.ZodUnion<
    [
      typeof accessRefused,
      403 extends keyof S['responses']
        ? S['responses'][403]
        : '403' extends keyof S['responses']
          ? S['responses']['403']
          : typeof secondFactorOwed,
    ]
  >;
};
type WithDefaults<S extends EndpointSpec> = EndpointSpec extends S
  ? Responses
  : S['access']['roles'] extends 'anyone'
    ? S['responses'] & Omit<Defaults<S['auth']>, keyof S['responses']>
    : // A status spread in from a shared object arrives as a string key ("403"): both are replaced.
      Omit<S['responses'], 403 | '403'> & Omit<Defaults<S['auth']>, keyof S['responses'] | 403 | '403'> & Refused<S>;

export type Endpoint<S extends EndpointSpec = EndpointSpec> = Omit<S, 'responses'> & { responses: WithDefaults<S> };

export function endpoint<const S extends EndpointSpec>(spec: S): Endpoint<S> {
  const responses: Responses = { ...always, ...bySession[spec.auth], ...spec.responses };
  if (spec.access.roles !== 'anyone') {
    if (spec.auth !== 'bearer') throw new Error(`${spec.path}: only a call with a session can name roles`);
    responses[403] = z.union([accessRefused, spec.responses[403] ?? secondFactorOwed]);
  }
  return { ...spec, responses: responses as WithDefaults<S> };
}

export function isEndpoint(value: unknown): value is Endpoint {
  const candidate = value as Partial<EndpointSpec> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.path === 'string' &&
    typeof candidate.responses === 'object'
  );
}

/** What a caller sends as path parameters, query and body (before the api's parsing). */
export type ParamsInput<E extends Endpoint> = E['params'] extends ObjectSchema
  ? z.input<E['params']>
  : Record<string, never>;
export type QueryInput<E extends Endpoint> = E['query'] extends ObjectSchema
  ? z.input<E['query']>
  : Record<string, never>;
export type BodyInput<E extends Endpoint> = E['body'] extends Schema ? z.input<E['body']> : undefined;

/** What the api reads once the schemas have parsed the request. */
export type ParamsOf<E extends Endpoint> = E['params'] extends ObjectSchema
  ? z.output<E['params']>
  : Record<string, never>;
export type QueryOf<E extends Endpoint> = E['query'] extends ObjectSchema
  ? z.output<E['query']>
  : Record<string, never>;
export type BodyOf<E extends Endpoint> = E['body'] extends Schema ? z.output<E['body']> : undefined;

// A status spread in from a shared object arrives as a string key ("404"): read both as numbers.
type NumericKey<K> = K extends number ? K : K extends `${infer N extends number}` ? N : never;

/** The statuses an endpoint answers. */
export type StatusOf<E extends Endpoint> = NumericKey<keyof E['responses']>;

/** The schema of an endpoint's answer with status S. */
export type ResponseOf<E extends Endpoint, S extends StatusOf<E>> = S extends keyof E['responses']
  ? E['responses'][S]
  : `${S}` extends keyof E['responses']
    ? E['responses'][`${S}`]
    : never;

/** The body of that answer, as a decoder reads it. */
export type AnswerOf<E extends Endpoint, S extends StatusOf<E>> =
  ResponseOf<E, S> extends Schema ? z.output<ResponseOf<E, S>> : never;

/** The path with its parameters filled in, each encoded: `/activation/abc%2F1`. */
export function pathOf<E extends Endpoint>(endpoint: E, params: ParamsInput<E>): string {
  const values = params as Record<string, string | number>;
  return endpoint.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The path as Express routes it: `{id}` becomes `:id`. */
export function routePathOf(endpoint: Endpoint): string {
  return endpoint.path.replace(/\{(\w+)\}/g, ':$1');
}

/** Answers that are not JSON (a CSV report), by media type. */
export const fileBodies = z.registry<{ mediaType: string }>();

export function fileBody(mediaType: string, description: string): z.ZodString {
  return z.string().meta({ description }).register(fileBodies, { mediaType });
}
