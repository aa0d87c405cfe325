// For api tests: the real server on a free port over a fresh database (PGlite in memory, or a
// new PostgreSQL database when TEST_DATABASE_URL is set), and a small JSON client for it, whose
// call() types each answer by the contract's endpoint object.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import {
  type AnswerOf,
  type BodyInput,
  type Endpoint,
  type ParamsInput,
  pathOf,
  type QueryInput,
  type StatusOf,
} from '@portal/contract/endpoint';
import type { Mail } from '@portal/contract/service';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import { startSession } from '../auth/sessions.js';
import { type ApiConfig, configFromEnv } from '../config.js';
import { clients } from '../db/schema-clients.js';
import { users } from '../db/schema-people.js';
import { createTestDatabaseOptions } from '../db/testing.js';
import { SecretBox } from '../secrets/secret-box.js';
import { demoPassword } from '../seed/seed.js';
import { startApi, type RunningApi } from '../server.js';
import { seededTestDatabase } from './seeded-image.js';
import { codeFor } from './test-totp.js';

export interface JsonResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

/** A request to one endpoint of the contract, as call() sends it. */
export interface EndpointRequest<E extends Endpoint> {
  params?: { [K in keyof ParamsInput<E>]: string | number };
  /**
   * The query, each value sent as a string (URL-encoded, brackets too); or the query string itself
   * (without its '?'), sent exactly as the test spells it.
   */
  query?: { [K in keyof QueryInput<E>]?: string | number } | string;
  /** Sent as JSON; a POST or PATCH without one sends {}, as post() and patch() do. */
  body?: BodyInput<E>;
  token?: string;
  headers?: Record<string, string>;
}

export interface TestApi {
  api: RunningApi;
  /** The api's own secret box (its key), to read what it stores sealed. */
  secretBox: SecretBox;
  /**
   * Sends a request to a contract endpoint and reads the answer as the endpoint's answer with
   * `status`: its type is the contract's (`AnswerOf`), never one a test writes. An answer with
   * another status fails the call, with its body. The body is not held to the schema here: the
   * contract tests do that (tests/contract/). A request the contract does not describe (a
   * malformed one) or a status it does not list goes through get(), post() or patch().
   */
  call<E extends Endpoint, S extends StatusOf<E>>(
    endpoint: E,
    status: S,
    request?: EndpointRequest<E>,
  ): Promise<JsonResponse<AnswerOf<E, S>>>;
  get<T = Record<string, unknown>>(
    path: string,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<JsonResponse<T>>;
  post<T = Record<string, unknown>>(path: string, body?: unknown, token?: string): Promise<JsonResponse<T>>;
  patch<T = Record<string, unknown>>(path: string, body?: unknown, token?: string): Promise<JsonResponse<T>>;
  /** Fetches a captcha challenge and solves it as the widget would: the `recaptcha` value. */
  captcha(): Promise<string>;
  /**
   * The demo mailbox for an address, newest first, once the job worker is idle (a bulk resend
   * queues its mails from a job); throws when it holds fewer than `atLeast` mails.
   */
  mailbox(email: string, atLeast?: number): Promise<Mail[]>;
  /**
   * A session started directly for a person, as a finished login would (their 2FA, or the one their
   * organisation requires, taken as done): for tests about what a session may do, not how it starts.
   */
  sessionFor(email: string): Promise<string>;
  /**
   * The site a person logs in on, as the gateway would send it: their client's domain, or
   * 'localhost' for a person of no client (or an email nobody has).
   */
  siteOf(email: string): Promise<string>;
  /** Logs in with the demo password (unless another is given) on the person's own site and returns the access token. */
  logIn(email: string, password?: string): Promise<string>;
  /** Logs in an account with 2FA enabled: the demo password, then the current code for `totpSecret`. */
  logInWithCode(email: string, totpSecret: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * The answer as the one member of its contract's union that carries `key` (a login that started a
 * session has `access_token`; one that owes 2FA setup, `secret`): fails when it does not carry it.
 */
export function having<T extends object, K extends PropertyKey>(answer: T, key: K): Extract<T, Record<K, unknown>> {
  if (!(key in answer)) throw new Error(`the answer has no ${String(key)}: ${JSON.stringify(answer)}`);
  return answer as Extract<T, Record<K, unknown>>;
}

/** Solves an ALTCHA challenge the way the browser widget does, and encodes the payload alike. */
export async function solveCaptcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export interface TestApiOptions {
  /** Told of every query the api sends (counting them). */
  onQuery?: (sql: string) => void;
  /**
   * Serve on a port chosen beforehand and make the api's own URL the default origin, as the gateway's
   * is in a deployment: single sign-on's callback and the demo identity provider (with `demoIdp`)
   * are then reached on the api itself, so a test can walk the whole sign-on with plain requests.
   */
  atOwnOrigin?: boolean;
}

/** A port nobody listens on just now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startTestApi(overrides: Partial<ApiConfig> = {}, options: TestApiOptions = {}): Promise<TestApi> {
  const env = configFromEnv({});
  // A copy of the seeded demo database (seeded-image.ts), unless the test changes what the seed
  // writes (the welcome mail's origin): then a new database, seeded by the api.
  const seeded = overrides.publicOriginTemplate === undefined ? await seededTestDatabase() : undefined;
  const database = seeded ?? (await createTestDatabaseOptions());
  // An easy proof of work keeps tests fast; everything else as in development.
  // A key of its own per test api (or the image's): nothing is written to a data folder.
  // The demo identity provider only where a test asks for it.
  const port = options.atOwnOrigin ? await freePort() : 0;
  const config: ApiConfig = {
    ...env,
    encryptionKey: seeded?.encryptionKey ?? randomBytes(32),
    demoIdp: false,
    ...(options.atOwnOrigin ? { defaultOrigin: `http://127.0.0.1:${port}` } : {}),
    ...overrides,
    captcha: { ...env.captcha, maxNumber: 200, ...overrides.captcha },
  };
  const secretBox = new SecretBox(config.encryptionKey!);
  const api = await startApi({
    port,
    seed: true,
    ...database.options,
    image: seeded?.image,
    onQuery: options.onQuery,
    config,
    jobPollMs: 100,
    logError: () => undefined,
  });
  const call = async <T>(
    method: string,
    path: string,
    body: unknown,
    token?: string,
    extra: Record<string, string> = {},
  ) => {
    const headers: Record<string, string> = { accept: 'application/json', ...extra };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token !== undefined) {
      headers.authorization = `Bearer ${token}`;
      headers['x-auth-token'] = token;
    }
    const response = await fetch(`${api.url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as T };
  };
  const testApi: TestApi = {
    api,
    secretBox,
    async call(endpoint, status, request = {}) {
      const method = endpoint.method.toUpperCase();
      const path = `${endpoint.api === 'v2' ? '/v2' : ''}${pathOf(endpoint, (request.params ?? {}) as ParamsInput<typeof endpoint>)}`;
      const { query } = request;
      const search =
        typeof query === 'string'
          ? query
          : new URLSearchParams(
              Object.entries(query ?? {}).map(([name, value]): [string, string] => [name, String(value)]),
            ).toString();
      const url = search ? `${path}?${search}` : path;
      const answer = await call<AnswerOf<typeof endpoint, typeof status>>(
        method,
        url,
        method === 'GET' ? undefined : (request.body ?? {}),
        request.token,
        request.headers,
      );
      if (answer.status !== status)
        throw new Error(`${method} ${url} answered ${answer.status}, not ${status}: ${JSON.stringify(answer.body)}`);
      return answer;
    },
    get: (path, token, headers) => call('GET', path, undefined, token, headers),
    post: (path, body, token) => call('POST', path, body ?? {}, token),
    patch: (path, body, token) => call('PATCH', path, body ?? {}, token),
    async captcha() {
      const { body } = await call<Challenge>('GET', '/captcha/challenge', undefined);
      return solveCaptcha(body);
    },
    async mailbox(email, atLeast = 1) {
      await api.jobsIdle();
      const { body } = await call<{ data: Mail[] }>('GET', `/demo/mailbox?to=${encodeURIComponent(email)}`, undefined);
      if (body.data.length < atLeast) throw new Error(`fewer than ${atLeast} mails for ${email}`);
      return body.data;
    },
    async sessionFor(email) {
      const [user] = await api.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!user) throw new Error(`nobody has the email ${email}`);
      return (await startSession(api.db, user.id)).token;
    },
    async siteOf(email) {
      const [row] = await api.db
        .select({ domain: clients.domain })
        .from(users)
        .leftJoin(clients, eq(clients.id, users.clientId))
        .where(eq(users.email, email.toLowerCase()));
      return row?.domain ?? 'localhost';
    },
    async logIn(email, password = demoPassword) {
      const site = await testApi.siteOf(email);
      const { status, body } = await call<{ access_token?: string }>('POST', '/login', {
        email,
        password,
        site,
        deviceToken: 'test-device',
      });
      if (status !== 200 || !body.access_token) throw new Error(`login of ${email} answered ${status}`);
      return body.access_token;
    },
    async logInWithCode(email, totpSecret) {
      const login = { email, password: demoPassword, site: await testApi.siteOf(email), deviceToken: 'test-device' };
      const first = await call<{ is_should_validate_2fa?: boolean }>('POST', '/login', login);
      if (first.status !== 200 || !first.body.is_should_validate_2fa)
        throw new Error(`login of ${email} answered ${first.status}`);
      const { status, body } = await call<{ access_token?: string }>('POST', '/login/mfa', {
        ...login,
        code: await codeFor(totpSecret),
      });
      if (status !== 200 || !body.access_token) throw new Error(`code login of ${email} answered ${status}`);
      return body.access_token;
    },
    async stop() {
      await api.close();
      await database.drop();
    },
  };
  return testApi;
}

/**
 * The test api of one test file (or describe block): started before its tests, stopped after.
 * Tests read it as they would the started one; until then there is nothing to read.
 */
export function useTestApi(overrides: Partial<ApiConfig> = {}, options: TestApiOptions = {}): TestApi {
  let current: TestApi | undefined;
  beforeAll(async () => {
    current = await startTestApi(overrides, options);
  }, 60_000);
  afterAll(async () => {
    await current?.stop();
  });
  return new Proxy({} as TestApi, {
    get(_target, member) {
      if (!current) throw new Error('the test api starts in beforeAll: use it inside a test or a hook');
      return current[member as keyof TestApi];
    },
  });
}
