// Starts the real api and gateway as child processes (so the load generator does not share their
// event loop) on an in-memory database seeded with the demo cast.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface Services {
  apiUrl: string;
  gatewayUrl: string;
  /** The plain keep-alive proxy in front of the same api (plain-proxy.ts), the gateway's reference. */
  proxyUrl: string;
  /** The least the chosen stack can do for the same page (stack-floor-server.ts, Express + Apollo Server + got). */
  floorUrl: string;
  /** Process ids, to read each server's CPU time. */
  pids: { api: number; gateway: number; proxy: number; floor: number };
  /** TCP connections each server process has opened so far (to the api), counted in the process itself. */
  connectsOf(server: 'gateway' | 'proxy' | 'floor'): number;
  stop(): Promise<void>;
}

async function waitFor(url: string, deadline = Date.now() + 60_000): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

/**
 * BENCH_PROFILE_DIR: the gateway and the stack floor each write a CPU profile there when they stop,
 * named after them, to be compared (docs/performance.md).
 */
const profiled = (file: string) => {
  const name = file.startsWith('gateway/') ? 'gateway' : file.includes('stack-floor') ? 'floor' : null;
  return process.env.BENCH_PROFILE_DIR && name
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`, `--cpu-prof-name=${name}.cpuprofile`]
    : [];
};

/** `extraEnv` overrides the defaults, e.g. DATABASE_URL for a PostgreSQL server in place of the in-memory database. */
export async function startServices(
  apiPort = 4501,
  gatewayPort = 4500,
  proxyPort = 4502,
  extraEnv: Record<string, string> = {},
  floorPort = proxyPort + 1,
): Promise<Services> {
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const env = {
    ...process.env,
    DATA_DIR: 'memory://',
    API_PORT: String(apiPort),
    PORT: String(gatewayPort),
    MAIN_API_URL: apiUrl,
    V2_API_URL: `${apiUrl}/v2`,
    // A JSON line per request would be part of what is measured.
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  // Each server in front of the api counts the connections it opens itself (count-connects.cjs).
  const counts = mkdtempSync(join(tmpdir(), 'bench-connects-'));
  const counted = (name: string) => ({ COUNT_CONNECTS_FILE: join(counts, name) });
  const start = (file: string, extra: Record<string, string> = {}, preload: string[] = []): ChildProcess =>
    spawn(process.execPath, [...profiled(file), ...preload, '--import', 'tsx', file], {
      cwd: root,
      env: { ...env, ...extra },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  const counting = ['--require', join(root, 'bench/count-connects.cjs')];
  const api = start('api/src/main.ts');
  const gateway = start('gateway/src/main.ts', counted('gateway'), counting);
  const proxy = start('bench/plain-proxy.ts', { PORT: String(proxyPort), ...counted('proxy') }, counting);
  const floor = start(
    'bench/stack-floor-server.ts',
    { STACK: 'express+apollo+got', PORT: String(floorPort), ...counted('floor') },
    counting,
  );
  const children = [api, gateway, proxy, floor];
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const floorUrl = `http://127.0.0.1:${floorPort}`;
  await waitFor(`${apiUrl}/themes/localhost`);
  await waitFor(`${gatewayUrl}/readyz`);
  await waitFor(proxyUrl);
  await waitFor(`${floorUrl}/graphql?query=%7B__typename%7D`);
  return {
    apiUrl,
    gatewayUrl,
    proxyUrl,
    floorUrl,
    pids: { api: api.pid!, gateway: gateway.pid!, proxy: proxy.pid!, floor: floor.pid! },
    connectsOf: (server) => Number(readFileSync(join(counts, server), 'utf8')),
    async stop() {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}

/** Logs a demo person in at the api, on their client's site (the benches log in Acme's people). */
export async function logInDirect(apiUrl: string, email: string, site = 'acme'): Promise<string> {
  const response = await fetch(`${apiUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password: 'Tulip-Harbour-79!', site, deviceToken: 'bench' }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`login failed for ${email}: ${JSON.stringify(body)}`);
  return body.access_token;
}
