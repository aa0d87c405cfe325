// Where the demo identity provider lives, and where providers call the api back: kept apart from
// demo-idp.ts so that nothing loads oidc-provider unless the demo provider is on.
import type { ApiConfig } from '../config.js';

export const demoIdpPath = '/oidc';

/**
 * The demo identity provider's issuer, stored as 'demo' in sso_settings: the api resolves it to
 * its own /oidc on the public origin it runs on, so a seeded database is never tied to a port.
 */
export const demoIssuerMarker = 'demo';

/** The issuer as the browser reaches it: through the gateway's public origin. */
export function demoIssuer(config: Pick<ApiConfig, 'defaultOrigin'>): string {
  return `${config.defaultOrigin}${demoIdpPath}`;
}

/** Where the identity provider sends the browser back to the api (through the gateway). */
export function ssoCallbackUrl(config: Pick<ApiConfig, 'defaultOrigin'>): string {
  return `${config.defaultOrigin}/sso/callback`;
}
