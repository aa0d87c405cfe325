// relay-compiler refuses to start when its persisted-query file or its artifact folder is
// missing, and both are build output (gitignored), so a fresh clone has neither: create them.
// After a compile, the operations of component tests (*.test.tsx) are taken out of the
// persisted queries: a production gateway accepts only the app's own documents.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './children.mjs';

const persisted = join(root, 'gateway/persisted-queries.json');
if (!existsSync(persisted)) writeFileSync(persisted, '{}\n');
mkdirSync(join(root, 'web/src/__generated__'), { recursive: true });

const args = process.argv.slice(2);
const result = spawnSync('relay-compiler', args, { cwd: root, stdio: 'inherit', shell: true });
if (result.status === 0 && !args.includes('--validate')) {
  const testOperations = new Set(
    readdirSync(join(root, 'web/src'), { recursive: true })
      .filter((file) => String(file).endsWith('.test.tsx'))
      .flatMap((file) =>
        [...readFileSync(join(root, 'web/src', String(file)), 'utf8').matchAll(/\b(?:query|mutation)\s+(\w+)/g)].map(
          (match) => match[1],
        ),
      ),
  );
  const documents = JSON.parse(readFileSync(persisted, 'utf8'));
  const appOnly = Object.fromEntries(
    Object.entries(documents).filter(
      ([, text]) => !testOperations.has(/^(?:query|mutation|subscription)\s+(\w+)/.exec(text)?.[1]),
    ),
  );
  writeFileSync(persisted, `${JSON.stringify(appOnly, null, 2)}\n`);
}
process.exit(result.status ?? 1);
