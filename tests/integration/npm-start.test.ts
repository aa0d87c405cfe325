// `npm start` as an operator stops it: SIGTERM to the npm process must stop the api and the
// gateway too. npm passes the signal to its script's shell, which does not pass it on, so the
// script `exec`s node (package.json) and scripts/children.mjs stops both servers.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { until } from '../../api/src/testing/until.js';
import { freePort, repositoryRoot } from './processes.js';

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );
}

test('`npm start` says once, in one line, when the portal answers; SIGTERM to it stops the api and the gateway', async () => {
  const [gatewayPort, apiPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'npm-start-'));
  const npm = spawn('npm', ['start'], {
    cwd: repositoryRoot,
    env: { ...process.env, PORT: String(gatewayPort), HOST: '127.0.0.1', API_PORT: String(apiPort), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'ignore'],
    // Its own process group, so that a failed run can still take every process down with it.
    detached: true,
  });
  let output = '';
  npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const readyLine = /^\{"service":"start","msg":"The portal is ready".*$/m;
  try {
    await until('the ready line', async () => readyLine.test(output), 170_000);
    // Said once the page and the api behind it both answer, not before.
    expect(await answers(`http://127.0.0.1:${gatewayPort}/readyz`)).toBe(true);
    expect(output.match(new RegExp(readyLine.source, 'gm'))).toHaveLength(1);
    expect(JSON.parse(readyLine.exec(output)![0])).toMatchObject({
      url: `http://localhost:${gatewayPort}`,
      demoClients: expect.arrayContaining([`http://acme.localhost:${gatewayPort}`]),
    });
    npm.kill('SIGTERM');
    await exited(npm);
    await until('the api stopped', async () => !(await answers(`http://127.0.0.1:${apiPort}/healthz`)), 15_000);
    await until('the gateway stopped', async () => !(await answers(`http://127.0.0.1:${gatewayPort}/healthz`)), 15_000);
  } finally {
    try {
      process.kill(-npm.pid!, 'SIGKILL');
    } catch {
      // Already gone: the test passed.
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 200_000);
