// GET /downloads/:ticket: the link a browser follows to download a report. The ticket (60 s,
// single use, bound to the session that asked for it: api/src/auth/download-tickets.ts) is
// the only credential; the gateway streams the api's CSV through without buffering it. Failures
// answer JSON like every other error, with nothing internal in them.
import { pipeline } from 'node:stream/promises';
import type { RequestHandler } from 'express';
import got from 'got';
import { SOMETHING_WENT_WRONG } from '../messages.js';
import { passThroughAgent, type PassThroughOptions } from './pass-through.js';
import { identityHeaders } from '../rest/identity-headers.js';
import { requestIdHeader } from '@portal/contract/request-id';

const passedHeaders = ['content-type', 'content-disposition', 'cache-control', 'x-content-type-options'];
export const downloadExpiredText = 'This download link has expired, please download the report again';

/**
 * `apiUrl` is the API that issues the tickets, and `path` where it redeems them: the v2 API's
 * /downloads for the employee tables, the main API's /reports/downloads for reporting.
 */
export function reportDownloads({
  apiUrl,
  timeoutMs = 10_000,
  gatewaySecret,
  path = '/downloads',
}: PassThroughOptions & { path?: string }): RequestHandler {
  const agent = passThroughAgent();
  return async (req, res) => {
    const ticket = String(req.params.ticket ?? '');
    res.set('Cache-Control', 'no-store');
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(ticket)) {
      res.status(410).json({ message: downloadExpiredText });
      return;
    }
    // The ticket is the only credential: no bearer token goes with it.
    const headers = identityHeaders({
      token: null,
      requestId: req.headers[requestIdHeader],
      clientAddress: req.socket.remoteAddress,
      gatewaySecret,
      masquerade: null,
    });
    const upstream = got.stream(`${apiUrl.replace(/\/$/, '')}${path}/${ticket}`, {
      agent: { http: agent },
      headers,
      throwHttpErrors: false,
      retry: { limit: 0 },
      // The first byte must come in time; a long report may then take as long as it needs.
      timeout: { response: timeoutMs },
    });
    upstream.on(
      'response',
      (response: { statusCode: number; headers: Record<string, string | string[] | undefined> }) => {
        if (response.statusCode !== 200) {
          upstream.destroy();
          if (!res.headersSent)
            res.status(response.statusCode === 410 ? 410 : 502).json({ message: downloadExpiredText });
          return;
        }
        for (const name of passedHeaders) {
          const value = response.headers[name];
          if (value !== undefined) res.set(name, value);
        }
        pipeline(upstream, res).catch(() => res.destroy());
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.status(502).json({ message: SOMETHING_WENT_WRONG });
      else res.destroy();
    });
  };
}
