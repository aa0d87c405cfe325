// HTTP for tests that must send what fetch would tidy up first: a path with `..` or `%2e%2e`
// (fetch resolves them), a Host header, a chosen source address (another 127.x loopback).
import { type IncomingHttpHeaders, request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

export interface RawRequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The address the connection comes from, e.g. 127.0.0.7. */
  localAddress?: string;
}

/** Sends `path` exactly as given to the server at `origin`. */
export function rawRequest(origin: string, path: string, init: RawRequestInit = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname,
        port,
        path,
        method: init.method ?? 'GET',
        headers: init.headers,
        localAddress: init.localAddress,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/** What no error answer may contain: a stack, a server path, a library's name. */
export const internals =
  /SyntaxError|TypeError|body-parser|express|apollo|node_modules|\bat \/|\/work\/|\/tmp\/|<html|<pre>|stack/i;
