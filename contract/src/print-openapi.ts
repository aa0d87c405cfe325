// Prints contract/openapi.json from the endpoint definitions, so the committed description cannot
// drift from the code: `--check` prints in memory and fails when the committed file differs.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printedOpenApi } from './openapi.js';

const target = fileURLToPath(new URL('../openapi.json', import.meta.url));
const printed = printedOpenApi();
// A missing file is drift too.
const committed = existsSync(target) ? readFileSync(target, 'utf8') : '';

if (!process.argv.includes('--check')) {
  writeFileSync(target, printed);
  console.log(`wrote ${target}`);
} else if (committed === printed) {
  console.log('contract/openapi.json matches the contract code.');
} else {
  console.error('contract/openapi.json differs from the contract code: run `npm run contract:print` and commit it.');
  process.exitCode = 1;
}
