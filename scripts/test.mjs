// `npm test`: everything a change must pass, in order, stopping at the first failure.
// Jest and Playwright write JSON results so the last line can be one plain
// "N passed, N failed" summary that any CI can read.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './children.mjs';

const artifacts = join(root, 'tests/.artifacts');
rmSync(join(artifacts, 'jest.json'), { force: true });
rmSync(join(artifacts, 'jest-postgresql.json'), { force: true });
rmSync(join(artifacts, 'playwright.json'), { force: true });
mkdirSync(artifacts, { recursive: true });

const postgresUrl = process.env.TEST_DATABASE_URL;
const withoutServer = { ...process.env };
delete withoutServer.TEST_DATABASE_URL;

// [name, command, env]: every suite runs on embedded PGlite; the test files that reach a database
// server (scripts/postgresql-tests.cjs) run a second time on the PostgreSQL server when
// TEST_DATABASE_URL names one. A step that is a list of lanes runs them side by side: each lane
// is single-threaded (tsc; ESLint and Vite's build), and the machines have two cores. Relay's
// compile comes first, once: the type checks and the build both read what it writes.
const steps = [
  ['browser', 'node scripts/ensure-chromium.mjs'],
  ['relay', 'npm run -s relay'],
  [
    [
      ['type checks', 'npm run -s typecheck:workspaces'],
      [
        'lint, formatting, drift checks and build',
        [
          'npm run -s lint',
          'npm run -s format:check',
          'npm run -s relay:validate',
          'npm run -s schema:check',
          'npm run -s codegen -- --check',
          'npm run -s contract:check',
          'npm run -s -w web build',
        ].join(' && '),
      ],
    ],
  ],
  ['jest on PGlite', `npm run -s test:unit -- --json --outputFile=${join(artifacts, 'jest.json')}`, withoutServer],
  ...(postgresUrl
    ? [
        [
          'jest on PostgreSQL',
          `npm run -s test:unit -- --selectProjects api tests --filter=${join(root, 'scripts/postgresql-tests.cjs')} --json --outputFile=${join(artifacts, 'jest-postgresql.json')}`,
          process.env,
        ],
      ]
    : []),
  ['playwright', 'npx playwright test'],
  // The machines' Node.js runs everything above; the current long-term support line gets a short
  // run of its own: npm start, then the @smoke browser tests (one page per area).
  ['smoke on Node.js 24', 'node scripts/smoke.mjs --line 24'],
];

if (postgresUrl) {
  console.log(`Database tests also run on PostgreSQL at ${postgresUrl}`);
} else {
  console.log('TEST_DATABASE_URL is not set: integration tests run on embedded PGlite only.');
}

const seconds = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/** One lane of a parallel step: its output is held and printed whole when it ends, so lanes never interleave. */
function lane([name, command]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { cwd: root, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      console.log(`\n=== ${name}: ${command}`);
      process.stdout.write(Buffer.concat(output));
      console.log(`=== ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds(started)}`);
      resolve(status === 0 ? null : name);
    });
  });
}

let failedStep = null;
for (const [name, command, env] of steps) {
  if (Array.isArray(name)) {
    console.log(`\n=== side by side: ${name.map(([each]) => each).join('; ')}`);
    const failures = (await Promise.all(name.map(lane))).filter(Boolean);
    if (failures.length > 0) {
      failedStep = failures.join(', ');
      break;
    }
    continue;
  }
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const result = spawnSync(command, { cwd: root, stdio: 'inherit', shell: true, env: env ?? process.env });
  console.log(`=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${seconds(started)}`);
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

let passed = 0;
let failed = 0;
for (const file of ['jest.json', 'jest-postgresql.json']) {
  const jest = join(artifacts, file);
  if (!existsSync(jest)) continue;
  const summary = JSON.parse(readFileSync(jest, 'utf8'));
  passed += summary.numPassedTests;
  failed += summary.numFailedTests;
}
const playwright = join(artifacts, 'playwright.json');
if (existsSync(playwright)) {
  const { stats } = JSON.parse(readFileSync(playwright, 'utf8'));
  passed += stats.expected + (stats.flaky ?? 0);
  failed += stats.unexpected;
  if (stats.flaky) console.log(`\n${stats.flaky} browser test(s) passed only on retry (flaky): see the list above.`);
}
if (failedStep) {
  console.log(`\nnpm test stopped at: ${failedStep}`);
  failed = Math.max(failed, 1);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
