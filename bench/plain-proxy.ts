// The gateway bench's reference (docs/performance.md): a plain keep-alive HTTP proxy, in a process of
// its own as the gateway is, that answers one page by making the spec's two api calls for the
// viewer query (/user and /login/setup, side by side) and joining their JSON. The gateway makes
// one, the login setup carrying the user (docs/performance.md).
// `PORT` and `MAIN_API_URL` as the gateway reads them.
import { Agent, createServer } from 'node:http';
import { apiGet } from './api-get.js';

const api = new URL(process.env.MAIN_API_URL ?? 'http://127.0.0.1:4501');
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

const get = (path: string, headers: Record<string, string>) => apiGet(api, agent, path, headers);

createServer((incoming, outgoing) => {
  if (incoming.url !== '/page') return void outgoing.writeHead(404).end();
  const token = String(incoming.headers['x-auth-token'] ?? '');
  const headers = { authorization: `Bearer ${token}`, 'x-auth-token': token, accept: 'application/json' };
  Promise.all([get('/user', headers), get('/login/setup', headers)]).then(
    ([user, setup]) =>
      outgoing.writeHead(200, { 'content-type': 'application/json' }).end(`{"user":${user},"setup":${setup}}`),
    () => outgoing.writeHead(502).end(),
  );
}).listen(Number(process.env.PORT ?? 4502), '127.0.0.1');
