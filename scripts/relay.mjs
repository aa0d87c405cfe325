// relay-compiler refuses to start when its persisted-query file or its artifact folder is
// missing, and both are build output (gitignored), so a fresh clone has neither: create them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './children.mjs';

const persisted = join(root, 'gateway/persisted-queries.json');
if (!existsSync(persisted)) writeFileSync(persisted, '{}\n');
mkdirSync(join(root, 'web/src/__generated__'), { recursive: true });

const result = spawnSync('relay-compiler', process.argv.slice(2), { cwd: root, stdio: 'inherit', shell: true });
process.exit(result.status ?? 1);
