// A short run of the portal on another Node.js release line: `npm start` until it says it is
// ready, then the browser tests tagged @smoke (log in, one page per area) against services started
// on that Node.js. The machines' own Node.js runs the whole suite; this proves the next line.
//
//   node scripts/smoke.mjs [--node /path/to/bin/node] [--line 24]
//
// Without --node, the line's current release is fetched once from the npm registry (the
// node-<platform>-<arch> package) into tests/.artifacts/node-<line>/.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { root } from './children.mjs';

const argument = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const line = argument('--line') ?? '24';

function fetchedNode() {
  const folder = join(root, `tests/.artifacts/node-${line}`);
  const binary = join(folder, 'package/bin/node');
  if (existsSync(binary)) return binary;
  mkdirSync(folder, { recursive: true });
  const name = `node-${process.platform}-${process.arch}@${line}`;
  console.log(`Fetching ${name} from the npm registry...`);
  execFileSync('npm', ['pack', name, '--silent'], { cwd: folder, stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = readdirSync(folder).find((file) => file.endsWith('.tgz'));
  execFileSync('tar', ['xzf', tarball], { cwd: folder });
  return binary;
}

const node = argument('--node') ?? fetchedNode();
const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
console.log(`Smoke run on Node.js ${version} (${node})`);
// Every `node` the run starts (npm start, Playwright's web server, the services) is this one.
const env = { ...process.env, PATH: `${dirname(node)}:${process.env.PATH}` };

// 1. npm start, on ports of its own and a fresh database, until its ready line; then stopped.
const dataDir = join(root, 'tests/.artifacts/smoke-data');
rmSync(dataDir, { recursive: true, force: true });
await new Promise((resolve, reject) => {
  const port = Number(process.env.SMOKE_PORT ?? 4800);
  const child = spawn(node, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      API_PORT: String(port + 1),
      MAIN_API_URL: `http://127.0.0.1:${port + 1}`,
      V2_API_URL: `http://127.0.0.1:${port + 1}/v2`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
    process.stdout.write(chunk);
    if (output.includes('"The portal is ready"')) child.kill('SIGTERM');
  });
  child.on('exit', (code, signal) =>
    output.includes('"The portal is ready"')
      ? resolve()
      : reject(new Error(`npm start ended (${signal ?? code}) before it was ready`)),
  );
});

// 2. The @smoke browser tests, their services started by Playwright on this Node.js. The list
// reporter alone: the suite's JSON results (npm test's count) are not this run's.
const tests = spawn(
  join(dirname(node), 'node'),
  [join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--grep', '@smoke', '--reporter', 'list'],
  { cwd: root, env, stdio: 'inherit' },
);
tests.on('exit', (code) => process.exit(code ?? 1));
