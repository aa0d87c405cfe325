// `npm run dev`: the api and the gateway restart on change (tsx watch); Vite serves the web app
// with hot reload on http://localhost:5173 and proxies /graphql to the gateway.
import { execSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { root, runTogether } from './children.mjs';

execSync('npm run relay', { cwd: root, stdio: 'inherit' });
const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');
// npm hoists vite to the root node_modules (or not): resolve it the way the web workspace would.
const vite = join(dirname(createRequire(join(root, 'web/package.json')).resolve('vite/package.json')), 'bin/vite.js');
runTogether([
  { name: 'api', args: [tsx, 'watch', 'api/src/main.ts'] },
  { name: 'gateway', args: [tsx, 'watch', 'gateway/src/main.ts'] },
  { name: 'web', args: [vite, 'web'] },
]);
