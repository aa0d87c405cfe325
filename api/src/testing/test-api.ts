// For api tests: the real server on a free port over a fresh database (PGlite in memory, or a
// new PostgreSQL database when TEST_DATABASE_URL is set), and a small JSON client for it.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { type ApiConfig, configFromEnv } from '../config.js';
import { createTestDatabaseOptions } from '../db/testing.js';
import { startApi, type RunningApi } from '../server.js';

export const demoPassword = 'Tulip-Harbour-79!';

export interface JsonResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

export interface TestApi {
  api: RunningApi;
  get<T = Record<string, unknown>>(path: string, token?: string, headers?: Record<string, string>): Promise<JsonResponse<T>>;
  post<T = Record<string, unknown>>(path: string, body?: unknown, token?: string): Promise<JsonResponse<T>>;
  patch<T = Record<string, unknown>>(path: string, body?: unknown, token?: string): Promise<JsonResponse<T>>;
  /** Fetches a captcha challenge and solves it as the widget would: the `recaptcha` value. */
  captcha(): Promise<string>;
  /** Logs in with the demo password (unless another is given) and returns the access token. */
  logIn(email: string, password?: string): Promise<string>;
  stop(): Promise<void>;
}

/** Solves an ALTCHA challenge the way the browser widget does, and encodes the payload alike. */
export async function solveCaptcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export async function startTestApi(overrides: Partial<ApiConfig> = {}): Promise<TestApi> {
  const database = await createTestDatabaseOptions();
  const env = configFromEnv({});
  // An easy proof of work keeps tests fast; everything else as in development.
  const config: ApiConfig = { ...env, ...overrides, captcha: { ...env.captcha, maxNumber: 200, ...overrides.captcha } };
  const api = await startApi({ port: 0, seed: true, ...database.options, config, jobPollMs: 100, logError: () => undefined });
  const call = async <T>(method: string, path: string, body: unknown, token?: string, extra: Record<string, string> = {}) => {
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
    get: (path, token, headers) => call('GET', path, undefined, token, headers),
    post: (path, body, token) => call('POST', path, body ?? {}, token),
    patch: (path, body, token) => call('PATCH', path, body ?? {}, token),
    async captcha() {
      const { body } = await call<Challenge>('GET', '/captcha/challenge', undefined);
      return solveCaptcha(body);
    },
    async logIn(email, password = demoPassword) {
      const { status, body } = await call<{ access_token?: string }>('POST', '/login', { email, password, deviceToken: 'test-device' });
      if (status !== 200 || !body.access_token) throw new Error(`login of ${email} answered ${status}`);
      return body.access_token;
    },
    async stop() {
      await api.close();
      await database.drop();
    },
  };
  return testApi;
}
