// What the main and v2 clients share: one request's identity, and every call made from the
// contract's definition of its endpoint (method, path, and the schema of each answer by status),
// so an answer that drifted from the contract is caught in decode, never passed on.
import type { AnswerOf, BodyInput, Endpoint, ParamsInput, QueryInput, StatusOf } from '@portal/contract/endpoint';
import { bodyOf, decode, type Call, type HttpMethod, type Outcome, type Refusal, type ResponseSchemas } from './decode.js';
import type { Upstream, UpstreamAuth } from './upstream.js';

type SuccessStatus = 200 | 201 | 202;

/** The body of an endpoint's success, as its contract schema parses it. */
export type SuccessOf<E extends Endpoint> = AnswerOf<E, Extract<StatusOf<E>, SuccessStatus>>;
/** The body of any of its refusals. */
export type RefusalOf<E extends Endpoint> = AnswerOf<E, Exclude<StatusOf<E>, SuccessStatus>>;

/** A call's outcome, typed by its endpoint's answers. */
export type OutcomeOf<E extends Endpoint> = Outcome<SuccessOf<E>, RefusalOf<E>>;

export interface RequestOf<E extends Endpoint> {
  params?: ParamsInput<E>;
  query?: QueryInput<E>;
  body?: BodyInput<E>;
}

/** Path parameters and query values go over the wire as text. */
function textsOf(values: object | undefined): Record<string, string> | undefined {
  if (!values) return undefined;
  const entries = Object.entries(values).filter(([, value]) => value !== undefined && value !== null);
  return Object.fromEntries(entries.map(([name, value]) => [name, String(value)]));
}

/** The upstream call for an endpoint of the contract. Sessions go only where the contract asks for one. */
export function callOf<E extends Endpoint>(endpoint: E, request: RequestOf<E>, refusals?: readonly Refusal[]): Call<SuccessOf<E>, RefusalOf<E>> {
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

export class RestApi {
  constructor(
    private readonly upstream: Upstream,
    private readonly auth: UpstreamAuth,
    /** Told when a call other than a GET starts and when it answers (shared-reads.ts). */
    private readonly onWrite?: () => void,
  ) {}

  /** The body of a success; every refusal is thrown (errors.ts words it for the browser). */
  protected async body<E extends Endpoint>(endpoint: E, request: RequestOf<E> = {}): Promise<SuccessOf<E>> {
    return bodyOf(await this.outcome(endpoint, request, []));
  }

  /** A success, or one of the refusals named, whose body the screen words; any other answer is thrown. */
  protected async outcome<E extends Endpoint>(
    endpoint: E,
    request: RequestOf<E>,
    refusals: readonly Refusal[],
  ): Promise<OutcomeOf<E>> {
    const call = callOf(endpoint, request, refusals);
    if (call.method === 'GET' || !this.onWrite) return decode(await this.upstream.send(call, this.auth), call);
    this.onWrite();
    try {
      return decode(await this.upstream.send(call, this.auth), call);
    } finally {
      this.onWrite();
    }
  }
}
