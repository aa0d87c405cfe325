// GET /downloads/:ticket: the link a browser follows to download a report. The ticket (60 s,
// single use, bound to the session that asked for it: api/src/employer/download-tickets.ts) is
// the only credential; the gateway streams the api's CSV through without buffering it.
import { Agent } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { RequestHandler } from 'express';
import got from 'got';

const passedHeaders = ['content-type', 'content-disposition', 'cache-control', 'x-content-type-options'];
export const downloadExpiredText = 'This download link has expired, please download the report again';

export function reportDownloads(v2ApiUrl: string, timeoutMs = 10_000): RequestHandler {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  return async (req, res) => {
    const ticket = String(req.params.ticket ?? '');
    res.set('Cache-Control', 'no-store');
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(ticket)) {
      res.status(410).type('text/plain').send(downloadExpiredText);
      return;
    }
    const upstream = got.stream(`${v2ApiUrl.replace(/\/$/, '')}/downloads/${ticket}`, {
      agent: { http: agent },
      throwHttpErrors: false,
      retry: { limit: 0 },
      // The first byte must come in time; a long report may then take as long as it needs.
      timeout: { response: timeoutMs },
    });
    upstream.on('response', (response: { statusCode: number; headers: Record<string, string | string[] | undefined> }) => {
      if (response.statusCode !== 200) {
        upstream.destroy();
        if (!res.headersSent) res.status(response.statusCode === 410 ? 410 : 502).type('text/plain').send(downloadExpiredText);
        return;
      }
      for (const name of passedHeaders) {
        const value = response.headers[name];
        if (value !== undefined) res.set(name, value);
      }
      pipeline(upstream, res).catch(() => res.destroy());
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.status(502).type('text/plain').send('It looks like something has gone wrong, please try again later');
      else res.destroy();
    });
  };
}
