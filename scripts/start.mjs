// `npm start`: checks the Node.js version, builds what is missing, then serves the api and the
// gateway (with the web app), and says once, in one JSON line like the services' own, when the
// portal answers.
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, runTogether } from './children.mjs';
import { nodeVersionAdvice, nodeVersionProblem } from './node-version.mjs';

const problem = nodeVersionProblem(
  process.versions.node,
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node,
);
if (problem) {
  console.error(problem);
  process.exit(1);
}
const advice = nodeVersionAdvice(process.versions.node);
if (advice) console.warn(advice);

const built = existsSync(join(root, 'web/dist/index.html')) && existsSync(join(root, 'gateway/persisted-queries.json'));
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

// The gateway's /readyz answers 200 once the api behind it, and its database, answer: only then
// is there a portal to open (a first start seeds the demo data first).
const port = Number(process.env.PORT ?? 4000);
const host = !process.env.HOST || process.env.HOST === '0.0.0.0' ? '127.0.0.1' : process.env.HOST;
const readyUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}/readyz`;
const portSuffix = port === 80 ? '' : `:${port}`;
const deadline = Date.now() + 10 * 60_000;
async function announceWhenReady() {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(readyUrl)).ok) {
        // A JSON line, as every line the services write, so a log reader takes it too.
        const demo = process.env.NODE_ENV !== 'production';
        console.log(
          JSON.stringify({
            service: 'start',
            msg: 'The portal is ready',
            url: `http://localhost${portSuffix}`,
            ...(demo
              ? {
                  demoClients: ['acme', 'globex', 'initech'].map((client) => `http://${client}.localhost${portSuffix}`),
                  graphiql: '/graphiql',
                }
              : {}),
          }),
        );
        return;
      }
    } catch {
      // Not listening yet.
    }
    // A pause between asks while the services start, not a wait for something to happen.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.error(
    `The portal did not answer ${readyUrl} within 10 minutes: see the api's and the gateway's lines above.`,
  );
}
void announceWhenReady();
