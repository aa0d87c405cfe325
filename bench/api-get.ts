// A GET to the api with node:http on a keep-alive agent, its body as text: how the plain proxy
// (plain-proxy.ts) makes its calls, and the least servers that make theirs the same way
// (stack-floor-server.ts). Anything but 200 rejects.
import { type Agent, request } from 'node:http';

export function apiGet(api: URL, agent: Agent, path: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const call = request({ host: api.hostname, port: api.port, path, method: 'GET', headers, agent }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        answer.statusCode === 200
          ? resolve(Buffer.concat(chunks).toString())
          : reject(new Error(`${path}: ${answer.statusCode}`)),
      );
      answer.on('error', reject);
    });
    call.on('error', reject);
    call.end();
  });
}
