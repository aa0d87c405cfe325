// The gateway's one REST client: every call to the main and v2 APIs is made here, from the
// contract's definition of its endpoint (which api, method and path, and the schema of each answer
// by status), so an answer that drifted from the contract is caught in decode, never passed on.
// A resolver names the endpoint it calls where it calls it:
//
//   const user = await context.api.call(profile.user);
//   const outcome = await context.api.outcome(session.login, { body }, everyRefusal);
//
// `call` answers the success's body and throws every refusal (errors.ts words it for the browser);
// `outcome` answers the refusals the screen words itself as data.
import type { AnswerOf, Api, BodyInput, Endpoint, ParamsInput, QueryInput, StatusOf } from '@portal/contract/endpoint';
import {
  bodyOf,
  decode,
  type Call,
  type HttpMethod,
  type Outcome,
  type Refusal,
  type ResponseSchemas,
} from './decode.js';
import type { Upstream, UpstreamAuth } from './upstream.js';

type SuccessStatus = 200 | 201 | 202;

/** The body of an endpoint's success, as its contract schema parses it. */
export type SuccessOf<E extends Endpoint> = AnswerOf<E, Extract<StatusOf<E>, SuccessStatus>>;
/** The body of any of its refusals. */
export type RefusalOf<E extends Endpoint> = AnswerOf<E, Exclude<StatusOf<E>, SuccessStatus>>;

/** A call's outcome, typed by its endpoint's answers. */
export type OutcomeOf<E extends Endpoint> = Outcome<SuccessOf<E>, RefusalOf<E>>;

// Each part of a request is required exactly when the endpoint's schema requires it: a path
// parameter cannot be forgotten, and an endpoint without a body takes none.
type Nothing = Record<never, never>;
type ParamsPart<E extends Endpoint> =
  Nothing extends ParamsInput<E> ? { params?: ParamsInput<E> } : { params: ParamsInput<E> };
type QueryPart<E extends Endpoint> =
  Nothing extends QueryInput<E> ? { query?: QueryInput<E> } : { query: QueryInput<E> };
type BodyPart<E extends Endpoint> = undefined extends BodyInput<E> ? { body?: BodyInput<E> } : { body: BodyInput<E> };

/** What a call sends: its path parameters, query and body, as the contract's schemas take them. */
export type RequestOf<E extends Endpoint> = ParamsPart<E> & QueryPart<E> & BodyPart<E>;

/** The request, left out when the endpoint needs none. */
type RequestArgs<E extends Endpoint> =
  Nothing extends RequestOf<E> ? [request?: RequestOf<E>] : [request: RequestOf<E>];

/** Path parameters and query values go over the wire as text. */
function textsOf(values: object | undefined): Record<string, string> | undefined {
  if (!values) return undefined;
  const entries = Object.entries(values).filter(([, value]) => value !== undefined && value !== null);
  return Object.fromEntries(entries.map(([name, value]) => [name, String(value)]));
}

/** The upstream call for an endpoint of the contract. Sessions go only where the contract asks for one. */
export function callOf<E extends Endpoint>(
  endpoint: E,
  request: { params?: object; query?: object; body?: unknown },
  refusals?: readonly Refusal[],
): Call<SuccessOf<E>, RefusalOf<E>> {
  return {
    method: endpoint.method.toUpperCase() as HttpMethod,
    path: endpoint.path.replace(/^\//, ''),
    params: textsOf(request.params),
    searchParams: textsOf(request.query),
    json: request.body,
    anonymous: endpoint.auth !== 'bearer',
    refusals,
    responses: endpoint.responses as unknown as ResponseSchemas<SuccessOf<E>, RefusalOf<E>>,
  };
}

/** One HTTP client per REST API, by the name the contract's endpoints give it (`api`). */
export type Upstreams = Readonly<Record<Api, Upstream>>;

/** Every REST call made for one GraphQL request, with its identity. */
export class RestApi {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly auth: UpstreamAuth,
    /** Told when a call other than a GET starts and when it answers (shared-reads.ts). */
    private readonly onWrite?: () => void,
  ) {}

  /** The body of a success; every refusal is thrown (errors.ts words it for the browser). */
  async call<E extends Endpoint>(endpoint: E, ...[request]: RequestArgs<E>): Promise<SuccessOf<E>> {
    return bodyOf(await this.send(endpoint, request ?? ({} as RequestOf<E>), []));
  }

  /** A success, or one of the refusals named, whose body the screen words; any other answer is thrown. */
  outcome<E extends Endpoint>(endpoint: E, request: RequestOf<E>, refusals: readonly Refusal[]): Promise<OutcomeOf<E>> {
    return this.send(endpoint, request, refusals);
  }

  private async send<E extends Endpoint>(
    endpoint: E,
    request: RequestOf<E>,
    refusals: readonly Refusal[],
  ): Promise<OutcomeOf<E>> {
    const call = callOf(endpoint, request, refusals);
    const upstream = this.upstreams[endpoint.api];
    if (call.method === 'GET' || !this.onWrite) return decode(await upstream.send(call, this.auth), call);
    this.onWrite();
    try {
      return decode(await upstream.send(call, this.auth), call);
    } finally {
      this.onWrite();
    }
  }
}
