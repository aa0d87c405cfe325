// `npm start`: builds what is missing, then serves the api and the gateway (with the web app).
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root, runTogether } from './children.mjs';

const built =
  existsSync(join(root, 'web/dist/index.html')) && existsSync(join(root, 'gateway/persisted-queries.json'));
if (!built) {
  console.log('Building the web app (first start)...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

// The api trusts masquerade headers only from a caller that knows this secret: the gateway.
const env = { GATEWAY_SECRET: process.env.GATEWAY_SECRET ?? randomBytes(32).toString('base64url') };
const tsx = ['--import', 'tsx'];
runTogether([
  { name: 'api', args: [...tsx, 'api/src/main.ts'], env },
  { name: 'gateway', args: [...tsx, 'gateway/src/main.ts'], env },
]);
