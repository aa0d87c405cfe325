// Single sign-on's browser legs (docs/single-sign-on.md), reached through the gateway: /sso/start
// sends the browser to the client's identity provider, /sso/callback takes it back and on to
// /sso-login/:token (or /sso-error/), in the browser that started it (its sso_browser cookie).
// Redirects, not JSON: they are no part of the REST contract.
// The demo identity provider is mounted at /oidc only when DEMO_IDP is on.
import { type Request, Router } from 'express';
import type { ApiServices } from '../../services.js';
import { demoIdpPath } from '../../sso/issuer.js';
import {
  ssoBrowserCookie,
  ssoBrowserCookieMaxAgeMs,
  ssoBrowserCookieOptions,
  ssoCallback,
  ssoStart,
} from '../../sso/single-sign-on.js';

/** The host the browser used: the gateway passes it on as X-Forwarded-Host. */
function publicHostOf(req: Request): string | undefined {
  const forwarded = req.headers['x-forwarded-host'];
  return (Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? req.headers.host;
}

/** One cookie of the request (the api reads no other, so it parses none). */
function cookieOf(req: Request, name: string): string | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

export function ssoRoutes(services: ApiServices): Router {
  const router = Router();
  router.get('/sso/start', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const domain = typeof req.query.domain === 'string' ? req.query.domain : '';
    try {
      const start = await ssoStart(services, domain, publicHostOf(req));
      if (start.kind === 'provider')
        res.cookie(ssoBrowserCookie, start.browser, { ...ssoBrowserCookieOptions, maxAge: ssoBrowserCookieMaxAgeMs });
      res.redirect(303, start.url);
    } catch {
      res.redirect(303, `${services.config.defaultOrigin}/sso-error/?reason=sso`);
    }
  });
  router.get('/sso/callback', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const browser = cookieOf(req, ssoBrowserCookie);
    // Spent whatever the outcome: the state it stands beside is single use.
    res.clearCookie(ssoBrowserCookie, ssoBrowserCookieOptions);
    res.redirect(303, await ssoCallback(services, new URL(req.originalUrl, 'http://callback.invalid'), browser));
  });
  if (services.config.demoIdp) {
    console.warn('The demo identity provider is mounted at /oidc (DEMO_IDP). It is not for production.');
    // Made on first use, once the database is seeded: its clients are the SSO settings rows.
    let provider: Promise<Router> | undefined;
    router.use(demoIdpPath, (req, res, next) => {
      // Loaded only here: without the demo provider, oidc-provider is never imported.
      provider ??= import('../../sso/demo-idp.js').then(({ demoIdentityProvider }) => demoIdentityProvider(services));
      provider.then((handle) => handle(req, res, next), next);
    });
  }
  return router;
}
