// The api and the gateway as an operator runs them: their own processes (api/src/main.ts,
// gateway/src/main.ts), configured by the environment, logging JSON lines on stdout. Tests that
// kill, restart or scale out the tiers start them here; the rest use services.ts (in process).
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

export type LogLine = Record<string, unknown> & { msg?: string };

export interface Service {
  name: string;
  url: string;
  child: ChildProcess;
  /** Every JSON line the process has written so far. */
  lines: LogLine[];
  /** Everything it wrote, for failure messages. */
  output(): string;
  /** Resolves with the first line (already written or to come) that `matches`. */
  line(matches: (line: LogLine) => boolean): Promise<LogLine>;
  /** Resolves once the process has exited. */
  exited: Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts `node --import tsx <entry>` and resolves once it logs `listening` (with its URL). */
function startProcess(name: string, entry: string, env: Record<string, string>, listening: string): Promise<Service> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repositoryRoot,
    // Jest's --experimental-vm-modules is not for the services.
    // LOG_LEVEL info: the line saying where it listens is an info line.
    env: { ...process.env, NODE_OPTIONS: '', ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  const waiting: Array<{ matches: (line: LogLine) => boolean; resolve: (line: LogLine) => void }> = [];
  let text = '';
  let pending = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    pending += chunk.toString();
    let end = pending.indexOf('\n');
    while (end >= 0) {
      const raw = pending.slice(0, end);
      pending = pending.slice(end + 1);
      end = pending.indexOf('\n');
      let line: LogLine;
      try {
        line = JSON.parse(raw) as LogLine;
      } catch {
        continue;
      }
      lines.push(line);
      for (const wait of [...waiting]) {
        if (wait.matches(line)) {
          waiting.splice(waiting.indexOf(wait), 1);
          wait.resolve(line);
        }
      }
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const line = (matches: (line: LogLine) => boolean) =>
    new Promise<LogLine>((resolve) => {
      const found = lines.find(matches);
      if (found) resolve(found);
      else waiting.push({ matches, resolve });
    });
  return new Promise<Service>((resolve, reject) => {
    void exited.then(() =>
      reject(new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before listening:\n${text}`)),
    );
    void line((entry) => entry.msg === listening).then((entry) =>
      resolve({
        name,
        // The gateway names itself localhost for people; tests call it on loopback.
        url: String(entry.url).replace('//localhost:', '//127.0.0.1:'),
        child,
        lines,
        output: () => text,
        line,
        exited,
        async stop(signal = 'SIGTERM') {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited;
        },
      }),
    );
  });
}

export function startApiProcess(env: Record<string, string>): Promise<Service> {
  return startProcess('api', 'api/src/main.ts', { API_PORT: '0', ...env }, 'api listening');
}

export function startGatewayProcess(env: Record<string, string>): Promise<Service> {
  return startProcess('gateway', 'gateway/src/main.ts', { PORT: '0', HOST: '127.0.0.1', ...env }, 'gateway listening');
}

/** POSTs a GraphQL document to a gateway as a browser on `host` would; node:http keeps the Host header. */
export async function graphqlAt<T = Record<string, unknown>>(
  gatewayUrl: string,
  body: Record<string, unknown>,
  options: { token?: string; host?: string; headers?: Record<string, string> } = {},
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: { data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> };
}> {
  const { request } = await import('node:http');
  const port = new URL(gatewayUrl).port;
  return new Promise((resolve, reject) => {
    const req = request(
      `${gatewayUrl}/graphql`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          host: `${options.host ?? 'localhost'}:${port}`,
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          try {
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) as never });
          } catch {
            reject(new Error(`not JSON (${res.statusCode}): ${text.slice(0, 200)}`));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}
