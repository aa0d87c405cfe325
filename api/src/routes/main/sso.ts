// Single sign-on's browser legs (docs/single-sign-on.md), reached through the gateway: /sso/start
// sends the browser to the client's identity provider, /sso/callback takes it back and on to
// /sso-login/:token (or /sso-error/). Redirects, not JSON: they are no part of the REST contract.
// The demo identity provider is mounted at /oidc only when DEMO_IDP is on.
import { Router } from 'express';
import type { ApiServices } from '../../services.js';
import { demoIdpPath } from '../../sso/issuer.js';
import { ssoCallback, ssoStartUrl } from '../../sso/single-sign-on.js';

export function ssoRoutes(services: ApiServices): Router {
  const router = Router();
  router.get('/sso/start', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const domain = typeof req.query.domain === 'string' ? req.query.domain : '';
    try {
      res.redirect(303, await ssoStartUrl(services, domain));
    } catch {
      res.redirect(303, `${services.config.defaultOrigin}/sso-error/?reason=sso`);
    }
  });
  router.get('/sso/callback', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.redirect(303, await ssoCallback(services, new URL(req.originalUrl, 'http://callback.invalid')));
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
