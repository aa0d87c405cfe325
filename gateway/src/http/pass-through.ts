import { Agent } from 'node:http';

/** What the routes that pass a browser's file straight to or from the api (downloads, uploads) need. */
export interface PassThroughOptions {
  /** The base URL of the api that serves the route. */
  apiUrl: string;
  timeoutMs?: number;
  /** Sent with the browser's address, as on every other api call (rest/upstream.ts). */
  gatewaySecret?: string;
}

/**
 * A keep-alive pool of the route's own: a file can hold a connection for as long as it takes to
 * send, and must not keep GraphQL's calls waiting for one.
 */
export function passThroughAgent(): Agent {
  return new Agent({ keepAlive: true, maxSockets: 64 });
}
