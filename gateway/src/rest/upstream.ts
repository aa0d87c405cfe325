import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import got, { type Got, type Method, RequestError } from 'got';

/** Identity forwarded to the api on every call made for one GraphQL request. */
export interface UpstreamAuth {
  token: string | null;
  masquerade: { userId: string; schemeYear: string } | null;
}

/** A REST call that did not answer 200, 201 or 202, or did not answer at all. */
export class UpstreamError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    message: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

const SUCCESS = new Set([200, 201, 202]);

/**
 * The spec's error text: the body's `errors`, `error` or `message`, in that order. `errors` may be
 * a list, a string or an object of field -> messages (422), so it is flattened to its first text.
 */
export function errorText(body: Record<string, unknown>): string {
  const pick = (value: unknown): string | undefined => {
    if (typeof value === 'string' && value) return value;
    if (Array.isArray(value)) return value.map(pick).find(Boolean);
    if (value && typeof value === 'object') {
      const object = value as Record<string, unknown>;
      return pick(object.message) ?? Object.values(object).map(pick).find(Boolean);
    }
    return undefined;
  };
  return pick(body.errors) ?? pick(body.error) ?? pick(body.message) ?? 'Request failed';
}

export interface UpstreamOptions {
  baseUrl: string;
  /** Lets the api trust the masquerade headers: only the gateway knows it. */
  gatewaySecret?: string;
  timeoutMs?: number;
}

export interface UpstreamResponse<T> {
  status: number;
  body: T;
}

/**
 * One HTTP client per REST API: keep-alive, timeouts, the bearer token in the spec's two headers
 * and the masquerade headers added in one place, and the spec's success codes decoded in one place.
 */
export class Upstream {
  private readonly http: Got;

  constructor(private readonly options: UpstreamOptions) {
    const agent = {
      http: new HttpAgent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 }),
      https: new HttpsAgent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 }),
    };
    this.http = got.extend({
      prefixUrl: options.baseUrl.replace(/\/$/, ''),
      agent,
      timeout: { request: options.timeoutMs ?? 10_000 },
      // Reads may be repeated once when a kept-alive connection was closed under them; writes
      // never are (a repeated POST could act twice).
      retry: {
        limit: 1,
        methods: ['GET'],
        errorCodes: ['ECONNRESET', 'EPIPE'],
        statusCodes: [],
        calculateDelay: ({ computedValue }) => (computedValue === 0 ? 0 : 10),
      },
      throwHttpErrors: false,
      responseType: 'text',
      headers: { accept: 'application/json' },
    });
  }

  /** Sends one call; answers the parsed body of any response, so callers can read 4xx bodies. */
  async send<T>(
    method: Method,
    path: string,
    auth: UpstreamAuth,
    init: { json?: unknown; searchParams?: Record<string, string> } = {},
  ): Promise<UpstreamResponse<T>> {
    const headers: Record<string, string> = {};
    if (auth.token) {
      headers.authorization = `Bearer ${auth.token}`;
      headers['x-auth-token'] = auth.token;
    }
    if (auth.masquerade && this.options.gatewaySecret) {
      headers['x-masquerade-user-id'] = auth.masquerade.userId;
      headers['x-masquerade-scheme-year'] = auth.masquerade.schemeYear;
      headers['x-gateway-secret'] = this.options.gatewaySecret;
    }
    try {
      const response = await this.http(path.replace(/^\//, ''), {
        method,
        headers,
        json: init.json,
        searchParams: init.searchParams,
      });
      let body: unknown = {};
      if (response.body) {
        try {
          body = JSON.parse(response.body);
        } catch {
          body = { message: 'The server sent an unreadable response' };
        }
      }
      return { status: response.statusCode, body: body as T };
    } catch (error) {
      // Timeouts and refused connections: the browser gets a clear error, never a hang.
      const code = error instanceof RequestError ? error.code : 'UNKNOWN';
      throw new UpstreamError(0, { code }, 'It looks like something has gone wrong, please try again later');
    }
  }

  /** Sends one call and answers its body on success; anything else throws an UpstreamError. */
  async call<T>(
    method: Method,
    path: string,
    auth: UpstreamAuth,
    init: { json?: unknown; searchParams?: Record<string, string> } = {},
  ): Promise<T> {
    const response = await this.send<T>(method, path, auth, init);
    if (SUCCESS.has(response.status)) return response.body;
    const body = (response.body ?? {}) as Record<string, unknown>;
    throw new UpstreamError(response.status, body, errorText(body));
  }

  isSuccess(status: number): boolean {
    return SUCCESS.has(status);
  }
}
