// `npm start` as an operator stops it: SIGTERM to the npm process must stop the api and the
// gateway too. npm passes the signal to its script's shell, which does not pass it on, so the
// script `exec`s node (package.json) and scripts/children.mjs stops both servers.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Resolves once `check` answers `wanted`, asking every `everyMs`; fails after `timeoutMs`. */
async function until(check: () => Promise<boolean>, wanted: boolean, timeoutMs: number, everyMs = 250): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await check()) !== wanted) {
    if (Date.now() > deadline) throw new Error(`still ${!wanted} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
}

test('SIGTERM to `npm start` stops the api and the gateway', async () => {
  const [gatewayPort, apiPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'npm-start-'));
  const npm = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(gatewayPort), HOST: '127.0.0.1', API_PORT: String(apiPort), DATA_DIR: dataDir },
    stdio: 'ignore',
    // Its own process group, so that a failed run can still take every process down with it.
    detached: true,
  });
  try {
    await until(() => answers(`http://127.0.0.1:${gatewayPort}/readyz`), true, 170_000);
    npm.kill('SIGTERM');
    await exited(npm);
    await until(() => answers(`http://127.0.0.1:${apiPort}/healthz`), false, 15_000);
    await until(() => answers(`http://127.0.0.1:${gatewayPort}/healthz`), false, 15_000);
  } finally {
    try {
      process.kill(-npm.pid!, 'SIGKILL');
    } catch {
      // Already gone: the test passed.
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 200_000);
