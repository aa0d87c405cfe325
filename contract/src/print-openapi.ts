// Prints what is derived from the endpoint definitions, so the committed copies cannot drift from
// the code: contract/openapi.json (the OpenAPI description) and docs/access.md (who may call
// what). `--check` prints both in memory and fails when a committed file differs.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printedAccessTable } from './access-table.js';
import { printedOpenApi } from './openapi.js';

const printed = [
  {
    target: fileURLToPath(new URL('../openapi.json', import.meta.url)),
    name: 'contract/openapi.json',
    text: printedOpenApi(),
  },
  {
    target: fileURLToPath(new URL('../../docs/access.md', import.meta.url)),
    name: 'docs/access.md',
    text: printedAccessTable(),
  },
];

const check = process.argv.includes('--check');
for (const { target, name, text } of printed) {
  // A missing file is drift too.
  const committed = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (!check) {
    writeFileSync(target, text);
    console.log(`wrote ${target}`);
  } else if (committed === text) {
    console.log(`${name} matches the contract code.`);
  } else {
    console.error(`${name} differs from the contract code: run \`npm run contract:print\` and commit it.`);
    process.exitCode = 1;
  }
}
