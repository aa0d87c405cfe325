// /sso/* and /oidc/*: single sign-on's browser legs (the api's /sso/start and /sso/callback, and
// the demo identity provider the api mounts at /oidc in demo mode) pass through to the api as they
// are, redirects and cookies included, because the browser reaches nothing but the gateway. The
// browser's host goes on as X-Forwarded-Host, so the provider builds its URLs on the public origin.
import { request as httpRequest } from 'node:http';
import type { RequestHandler } from 'express';
import { SOMETHING_WENT_WRONG } from '../messages.js';
import { passThroughAgent, type PassThroughOptions } from './pass-through.js';
import { identityHeaders } from '../rest/identity-headers.js';
import { overHttps } from '../security/headers.js';
import { requestIdHeader } from '@portal/contract/request-id';

// What a browser sends to a login page or a redirect endpoint, and what the provider's own
// protocol needs (Authorization: the client's credentials at the token endpoint, the access token
// at userinfo).
const forwardedRequestHeaders = [
  'accept',
  'accept-language',
  'authorization',
  'content-type',
  'content-length',
  'cookie',
  'user-agent',
];
// The identity provider's pages bring their own Content-Security-Policy: their forms lead to the
// client sites' origins, which the gateway's own policy (form-action 'self') would stop.
const passedResponseHeaders = [
  'content-type',
  'content-length',
  'location',
  'set-cookie',
  'cache-control',
  'pragma',
  'expires',
  'content-security-policy',
];

export function singleSignOnPassThrough({
  apiUrl,
  timeoutMs = 10_000,
  gatewaySecret,
}: PassThroughOptions): RequestHandler {
  const agent = passThroughAgent();
  const base = new URL(apiUrl);
  return (req, res) => {
    const headers: Record<string, string | string[]> = {
      ...identityHeaders({
        token: null,
        requestId: req.headers[requestIdHeader],
        clientAddress: req.socket.remoteAddress,
        gatewaySecret,
        masquerade: null,
      }),
      'x-forwarded-host': req.headers.host ?? '',
      'x-forwarded-proto': overHttps(req) ? 'https' : 'http',
    };
    for (const name of forwardedRequestHeaders) {
      const value = req.headers[name];
      if (value !== undefined) headers[name] = value;
    }
    const upstream = httpRequest(
      {
        protocol: base.protocol,
        hostname: base.hostname,
        port: base.port,
        method: req.method,
        path: req.originalUrl,
        headers,
        agent,
        timeout: timeoutMs,
      },
      (answer) => {
        res.status(answer.statusCode ?? 502);
        for (const name of passedResponseHeaders) {
          const value = answer.headers[name];
          if (value !== undefined) res.setHeader(name, value);
        }
        // Behind the TLS proxy the browser is on HTTPS while the api is reached over plain HTTP:
        // its cookies are marked Secure here, so they never travel in clear.
        const cookies = answer.headers['set-cookie'];
        if (cookies && overHttps(req))
          res.setHeader(
            'set-cookie',
            cookies.map((cookie) => (/;\s*secure\b/i.test(cookie) ? cookie : `${cookie}; Secure`)),
          );
        answer.pipe(res);
      },
    );
    upstream.on('timeout', () => upstream.destroy(new Error('timeout')));
    upstream.on('error', () => {
      if (!res.headersSent) res.status(502).json({ message: SOMETHING_WENT_WRONG });
      else res.destroy();
    });
    req.pipe(upstream);
  };
}
