// A client for the real api that sends each request as its contract endpoint describes it and
// holds every answer to that endpoint's schema for the status it came with. A status the contract
// does not list, a body its schema rejects, or a field it does not describe fails the test.
import { isDeepStrictEqual } from 'node:util';
import {
  type AnswerOf,
  type BodyInput,
  type Endpoint,
  fileBodies,
  type ParamsInput,
  pathOf,
  type QueryInput,
  type StatusOf,
} from '@portal/contract/endpoint';
import { z } from 'zod';

export interface Request<E extends Endpoint> {
  params?: ParamsInput<E>;
  query?: Partial<Record<keyof QueryInput<E>, string>>;
  body?: BodyInput<E>;
  /** A body sent as it is rather than as JSON (an uploaded file), with its headers. */
  raw?: { bytes: Uint8Array<ArrayBuffer>; headers: Record<string, string> };
  token?: string;
}

/**
 * The body parses, and parsing kept every field: the contract's objects drop what they do not
 * describe, so a difference is a field the api sends that the contract does not know.
 */
export function expectConforms(schema: z.ZodType, body: unknown, where = 'the answer'): void {
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(`${where} does not match its contract:\n${z.prettifyError(result.error)}`);
  if (!isDeepStrictEqual(result.data, body)) {
    throw new Error(
      `${where} carries fields its contract does not describe:\n${JSON.stringify(body)}\nthe contract keeps:\n${JSON.stringify(result.data)}`,
    );
  }
}

export interface CheckedClient {
  /** Sends the request; the answer must come with `status` and conform to the endpoint's schema for it. */
  check<E extends Endpoint, S extends StatusOf<E>>(
    endpoint: E,
    status: S,
    request?: Request<E>,
  ): Promise<AnswerOf<E, S>>;
  /** The endpoints whose answer was checked at least once. */
  readonly checked: ReadonlySet<Endpoint>;
}

export function checkedClient(apiUrl: string): CheckedClient {
  const checked = new Set<Endpoint>();
  return {
    checked,
    async check(endpoint, status, request = {}) {
      const url = new URL(
        `${apiUrl}${endpoint.api === 'v2' ? '/v2' : ''}${pathOf(endpoint, request.params ?? ({} as never))}`,
      );
      for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, String(value));
      const headers: Record<string, string> = { accept: 'application/json' };
      if (request.body !== undefined) headers['content-type'] = 'application/json';
      if (request.token)
        Object.assign(headers, { authorization: `Bearer ${request.token}`, 'x-auth-token': request.token });
      if (request.raw) Object.assign(headers, request.raw.headers);
      const body = request.raw
        ? request.raw.bytes
        : request.body === undefined
          ? undefined
          : JSON.stringify(request.body);
      const response = await fetch(url, { method: endpoint.method.toUpperCase(), headers, body });
      const where = `${endpoint.method.toUpperCase()} ${url.pathname} (${response.status})`;
      const text = await response.text();
      const schema = (endpoint.responses as Record<number, z.ZodType>)[response.status];
      if (!schema) throw new Error(`${where} answered a status its contract does not list: ${text}`);
      if (response.status !== status) throw new Error(`${where} was expected to answer ${status}: ${text}`);
      const mediaType = fileBodies.get(schema)?.mediaType ?? 'application/json';
      expect(response.headers.get('content-type')).toContain(mediaType);
      const answer: unknown = mediaType === 'application/json' ? JSON.parse(text) : text;
      expectConforms(schema, answer, where);
      checked.add(endpoint);
      return answer as AnswerOf<typeof endpoint, typeof status>;
    },
  };
}
