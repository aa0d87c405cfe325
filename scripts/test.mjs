// `npm test`: everything a change must pass, in order, stopping at the first failure.
// Jest and Playwright write JSON results so the last line can be one plain
// "N passed, N failed" summary that any CI can read.
import { spawnSync } from 'node:child_process';
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

// [name, command, env]: every suite runs on embedded PGlite; the suites that touch a database
// run a second time on the PostgreSQL server when TEST_DATABASE_URL names one.
const steps = [
  ['browser', 'node scripts/ensure-chromium.mjs'],
  ['type checks', 'npm run -s typecheck'],
  ['lint', 'npm run -s lint'],
  ['relay', 'npm run -s relay:validate'],
  ['schema drift', 'npm run -s schema:check'],
  ['codegen drift', 'npm run -s codegen -- --check'],
  ['contract drift', 'npm run -s contract:check'],
  ['build', 'npm run -s build'],
  ['jest on PGlite', `npm run -s test:unit -- --json --outputFile=${join(artifacts, 'jest.json')}`, withoutServer],
  ...(postgresUrl
    ? [[
        'jest on PostgreSQL',
        `npm run -s test:unit -- --selectProjects api tests --json --outputFile=${join(artifacts, 'jest-postgresql.json')}`,
        process.env,
      ]]
    : []),
  ['playwright', 'npx playwright test'],
];

if (postgresUrl) {
  console.log(`Database tests also run on PostgreSQL at ${postgresUrl}`);
} else {
  console.log('TEST_DATABASE_URL is not set: integration tests run on embedded PGlite only.');
}

let failedStep = null;
for (const [name, command, env] of steps) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const result = spawnSync(command, { cwd: root, stdio: 'inherit', shell: true, env: env ?? process.env });
  console.log(`=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
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
