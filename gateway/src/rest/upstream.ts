import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import got, { type Got, type OptionsOfTextResponseBody, RequestError } from 'got';
import { SOMETHING_WENT_WRONG } from '../messages.js';
import type { Call, RawResponse } from './decode.js';
import { identityHeaders } from './identity-headers.js';
import { UpstreamError } from './upstream-error.js';

/** Identity forwarded to the api on every call made for one GraphQL request. */
export interface UpstreamAuth {
  token: string | null;
  masquerade: { userId: string; schemeYear: string } | null;
  /** What the api answered in its masquerade headers, passed on to the browser (server.ts). */
  answeredMasquerade?: { userId: string; schemeYear: string };
}

export interface UpstreamOptions {
  baseUrl: string;
  /**
   * Sent on every call: the api believes the forwarded client address (and, later, masquerade
   * headers) only from a caller that knows it, never from a browser that reached it directly.
   */
  gatewaySecret?: string;
  timeoutMs?: number;
}

/** Who a request's calls are made for, as the gateway's socket and headers saw them. */
export interface Browser {
  address?: string | null | undefined;
  userAgent?: string | null | undefined;
  /** The browser request's id (request-log.ts). */
  requestId?: string | undefined;
}

/**
 * One HTTP client per REST API: keep-alive, timeouts, the bearer token in the spec's two headers,
 * the masquerade headers, the gateway secret and the browser's address added in one place. What the
 * answer means is decode.ts's business: this only carries calls and answers.
 */
export class Upstream {
  private readonly http: Got;

  /**
   * `browser` is the browser's socket address (for the api's login attempts) and User-Agent (the
   * device of its sessions); a request gets its own Upstream through `forClient`, sharing this
   * one's connection pool.
   */
  constructor(
    private readonly options: UpstreamOptions,
    private readonly browser: Browser = {},
    http?: Got,
  ) {
    this.http = http ?? Upstream.client(options);
  }

  /** The same client for the calls made on behalf of one browser connection. */
  forClient(browser: Browser): Upstream {
    return new Upstream(this.options, browser, this.http);
  }

  /**
   * One keep-alive pool for every REST API of the process: the main and v2 APIs are usually one
   * server, and two pools opened twice the sockets to it.
   */
  private static agent: { http: HttpAgent; https: HttpsAgent } | undefined;

  private static client(options: UpstreamOptions): Got {
    Upstream.agent ??= {
      http: new HttpAgent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 }),
      https: new HttpsAgent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 }),
    };
    return got.extend({
      prefixUrl: options.baseUrl.replace(/\/$/, ''),
      agent: Upstream.agent,
      timeout: { request: options.timeoutMs ?? 10_000 },
      // The api answers small JSON, uncompressed, and never redirects: got need not offer
      // compression nor follow anything, work it otherwise does on every call.
      decompress: false,
      followRedirect: false,
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

  /** Sends one declared call and answers its status and text, whatever they are. */
  async send<T, E>(call: Call<T, E>, auth: UpstreamAuth): Promise<RawResponse> {
    const headers = identityHeaders({
      token: call.anonymous ? null : auth.token,
      clientAddress: this.browser.address,
      userAgent: this.browser.userAgent,
      requestId: this.browser.requestId,
      gatewaySecret: this.options.gatewaySecret,
      masquerade: call.anonymous ? null : auth.masquerade,
    });
    try {
      // Only the options a call has: got checks and merges each option it is given, even one
      // given as undefined, on every call.
      const options: OptionsOfTextResponseBody = { method: call.method, headers };
      if (call.json !== undefined) options.json = call.json;
      if (call.searchParams !== undefined) options.searchParams = call.searchParams;
      const response = await this.http(pathOf(call), options);
      const userId = response.headers['x-masquerade-user-id'];
      const schemeYear = response.headers['x-masquerade-scheme-year'];
      if (auth.masquerade && typeof userId === 'string' && typeof schemeYear === 'string')
        auth.answeredMasquerade = { userId, schemeYear };
      return { status: response.statusCode, text: response.body };
    } catch (error) {
      // Timeouts and refused connections: the browser gets a clear error, never a hang.
      const code = error instanceof RequestError ? error.code : 'UNKNOWN';
      throw new UpstreamError(0, { code }, SOMETHING_WENT_WRONG);
    }
  }
}

/** The call's path below the base URL, its `{name}` placeholders filled in, URL-encoded. */
export function pathOf(call: Pick<Call<unknown, unknown>, 'path' | 'params'>): string {
  return call.path.replace(/^\//, '').replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = call.params?.[name];
    if (value === undefined) throw new Error(`${call.path} needs a value for ${name}`);
    return encodeURIComponent(value);
  });
}
