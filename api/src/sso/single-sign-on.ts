// Single sign-on (docs/single-sign-on.md): the api is the OpenID Connect relying party of each
// client's identity provider (openid-client, authorisation code with PKCE). /sso/start sends the
// browser to the provider; /sso/callback checks the answer, finds the EXISTING person of that
// client by the email claim (an SSO login never creates an account) and hands the browser a
// one-time sso token (60 seconds, single use) at /sso-login/:token, which POST /login/sso
// exchanges for a session.
import type { SsoLoginAnswer, SsoSecondFactorOwed } from '@portal/contract/masquerade';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { consumeOneTimeToken, findOneTimeToken, issueOneTimeToken } from '../auth/one-time-tokens.js';
import { secondFactorOwed } from '../auth/login-success.js';
import { startSsoSession } from '../auth/sso-session.js';
import { hashToken, newToken } from '../auth/tokens.js';
import { publicOriginOf } from '../config.js';
import { clients } from '../db/schema-clients.js';
import { users } from '../db/schema-people.js';
import { ssoSettings, ssoStates } from '../db/schema-sso.js';
import { HttpError } from '../http/errors.js';
import type { ApiServices } from '../services.js';
import { demoIssuer, demoIssuerMarker, ssoCallbackUrl } from './issuer.js';

const stateMinutes = 10;

export const ssoLoginError = 'SSO login error';

const failed = (message = ssoLoginError) => new HttpError(401, { error: 'sso_login_failed', message });

interface ClientSso {
  clientId: number;
  domain: string;
  issuer: string;
  clientIdentifier: string;
  clientSecretSealed: string;
  emailClaim: string;
  idpEnforcesMfa: boolean;
  requiresTwoFa: boolean;
}

const clientSsoColumns = {
  clientId: clients.id,
  domain: clients.domain,
  issuer: ssoSettings.issuer,
  clientIdentifier: ssoSettings.clientIdentifier,
  clientSecretSealed: ssoSettings.clientSecretSealed,
  emailClaim: ssoSettings.emailClaim,
  idpEnforcesMfa: ssoSettings.idpEnforcesMfa,
  requiresTwoFa: clients.requiresTwoFa,
};

/** The SSO settings of the client a site domain names, when it has single sign-on. */
export async function clientSsoByDomain(
  { db }: Pick<ApiServices, 'db'>,
  domain: string,
): Promise<ClientSso | undefined> {
  const [row] = await db
    .select(clientSsoColumns)
    .from(clients)
    .innerJoin(ssoSettings, eq(ssoSettings.clientId, clients.id))
    .where(and(eq(clients.domain, domain), eq(clients.ssoEnabled, true)));
  return row;
}

// Discovery once per provider and client; the demo provider is reached over http on this machine.
const configurations = new Map<string, Promise<oidc.Configuration>>();

/** The issuer URL of a client's provider; 'demo' names the demo one on this api's public origin. */
function issuerOf(config: ApiServices['config'], sso: Pick<ClientSso, 'issuer'>): string {
  return sso.issuer === demoIssuerMarker ? demoIssuer(config) : sso.issuer;
}

function configurationOf(
  { config, secretBox }: Pick<ApiServices, 'config' | 'secretBox'>,
  sso: ClientSso,
): Promise<oidc.Configuration> {
  const issuer = issuerOf(config, sso);
  const key = `${issuer} ${sso.clientIdentifier}`;
  let found = configurations.get(key);
  if (!found) {
    // Plain http only for the demo provider on this machine, or outside production.
    const insecure = new URL(issuer).protocol === 'http:' && (sso.issuer === demoIssuerMarker || !config.production);
    found = oidc.discovery(
      new URL(issuer),
      sso.clientIdentifier,
      secretBox.open(sso.clientSecretSealed),
      undefined,
      insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    // A failed discovery is tried again next time rather than remembered.
    found.catch(() => configurations.delete(key));
    configurations.set(key, found);
  }
  return found;
}

/**
 * The cookie that ties a single sign-on to the browser that started it (login CSRF): a random value
 * set at /sso/start beside the state, for as long as the state lives, and required at
 * /sso/callback. A callback URL carried to another browser finds no state to use. HttpOnly and
 * SameSite=Lax (the provider's redirect back is a top-level GET, which still carries it); only
 * /sso/* ever reads it. The gateway marks it Secure behind HTTPS.
 */
export const ssoBrowserCookie = 'sso_browser';
export const ssoBrowserCookieOptions = { httpOnly: true, sameSite: 'lax', path: '/sso' } as const;
export const ssoBrowserCookieMaxAgeMs = stateMinutes * 60 * 1000;

/** Only the state and the browser's value together find the row: neither alone names it. */
function boundStateHash(state: string, browser: string): string {
  return hashToken(`${browser}:${state}`);
}

export type SsoStart =
  /** The browser must first come to the origin the provider calls back, where the cookie is set. */
  { kind: 'hop'; url: string } | { kind: 'provider'; url: string; browser: string };

/**
 * Where /sso/start sends the browser. The provider calls back at the default origin, so the cookie
 * must be set there: a start on a client's own site (`publicHost`, the browser's host) first hops
 * to the same /sso/start on that origin. There, the state, nonce and PKCE verifier are kept, under
 * the state's hash bound to a new browser value, and the answer is the provider's authorisation URL.
 */
export async function ssoStart(
  services: ApiServices,
  domain: string,
  publicHost: string | undefined,
): Promise<SsoStart> {
  const sso = await clientSsoByDomain(services, domain);
  if (!sso) throw failed();
  const callbackOrigin = new URL(ssoCallbackUrl(services.config));
  if (publicHost?.toLowerCase() !== callbackOrigin.host.toLowerCase()) {
    return { kind: 'hop', url: `${callbackOrigin.origin}/sso/start?domain=${encodeURIComponent(sso.domain)}` };
  }
  const configuration = await configurationOf(services, sso);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const browser = newToken();
  await services.db.insert(ssoStates).values({
    stateHash: boundStateHash(state, browser),
    clientId: sso.clientId,
    codeVerifier,
    nonce,
    expiresAt: sql`now() + make_interval(mins => ${stateMinutes})`,
  });
  const url = oidc
    .buildAuthorizationUrl(configuration, {
      redirect_uri: ssoCallbackUrl(services.config),
      scope: 'openid email',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    })
    .toString();
  return { kind: 'provider', url, browser };
}

/**
 * The provider's answer, in the browser that started the sign-on (`browser`, its cookie): the
 * state is used up, the code exchanged with the PKCE verifier, the ID token's nonce checked; then
 * the person of that client with that email gets a one-time token. Answers where to send the
 * browser: /sso-login/:token, or /sso-error/ on any failure, a missing or foreign cookie included.
 */
export async function ssoCallback(
  services: ApiServices,
  currentUrl: URL,
  browser: string | undefined,
): Promise<string> {
  const { db, config } = services;
  const state = currentUrl.searchParams.get('state') ?? '';
  const [pending] =
    state && browser
      ? await db
          .update(ssoStates)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(ssoStates.stateHash, boundStateHash(state, browser)),
              isNull(ssoStates.usedAt),
              gt(ssoStates.expiresAt, sql`now()`),
            ),
          )
          .returning()
      : [];
  if (!pending) return `${config.defaultOrigin}/sso-error/?reason=sso`;
  const [sso] = await db
    .select(clientSsoColumns)
    .from(clients)
    .innerJoin(ssoSettings, eq(ssoSettings.clientId, clients.id))
    .where(eq(clients.id, pending.clientId));
  const origin = publicOriginOf(config, sso?.domain);
  const failure = `${origin}/sso-error/?reason=sso`;
  if (!sso) return failure;
  try {
    const configuration = await configurationOf(services, sso);
    // The provider called back to the public callback URL; the request reached us through the gateway.
    const publicUrl = new URL(ssoCallbackUrl(config));
    publicUrl.search = currentUrl.search;
    const tokens = await oidc.authorizationCodeGrant(configuration, publicUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: state,
      expectedNonce: pending.nonce,
    });
    const claims = tokens.claims();
    // Providers that keep scope claims out of the ID token give them at the userinfo endpoint.
    const email =
      claims?.[sso.emailClaim] ??
      (claims ? (await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub))[sso.emailClaim] : undefined);
    if (typeof email !== 'string' || !email) return failure;
    const [person] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.clientId, sso.clientId),
          sql`lower(${users.email}) = ${email.toLowerCase()}`,
          eq(users.isPlatformAdmin, false),
        ),
      );
    if (!person) return failure;
    const token = await issueOneTimeToken(db, 'sso', person.id);
    return `${origin}/sso-login/${token}`;
  } catch {
    return failure;
  }
}

/**
 * POST /login/sso with an sso token: a session for its person. Organisation-enforced 2FA still
 * applies unless the client's provider enforces MFA itself: then the answer owes the code (or its
 * setup) as a password login would, with a pending token that stands for the password at
 * /login/sso/mfa and /login/sso/setup/mfa (docs/single-sign-on.md).
 */
export async function redeemSsoToken(
  services: ApiServices,
  token: string,
  ip?: string,
): Promise<SsoLoginAnswer | SsoSecondFactorOwed> {
  const { db } = services;
  const holder = await findOneTimeToken(db, 'sso', token);
  if (!holder?.usable || !(await consumeOneTimeToken(db, holder.tokenId))) throw failed();
  const [person] = await db
    .select({
      id: users.id,
      clientId: users.clientId,
      mfaEnabled: users.mfaEnabled,
      requiresTwoFa: clients.requiresTwoFa,
      idpEnforcesMfa: ssoSettings.idpEnforcesMfa,
    })
    .from(users)
    .innerJoin(clients, eq(clients.id, users.clientId))
    .innerJoin(ssoSettings, eq(ssoSettings.clientId, clients.id))
    .where(eq(users.id, holder.userId));
  if (!person) throw failed();
  if ((person.requiresTwoFa || person.mfaEnabled) && !person.idpEnforcesMfa) {
    const owed = await secondFactorOwed(services, person.id, person.mfaEnabled);
    return { ...owed, sso_pending_token: await issueOneTimeToken(db, 'sso_pending', person.id) };
  }
  const started = await startSsoSession(services, person, ip);
  return { ...started, masqueradeUserId: null, masqueradeSchemeYear: null };
}

/** The provider's end-session URL for an SSO session's logout (RP-initiated logout), back to /logout-success/. */
export async function ssoLogoutUrlOf(services: ApiServices, clientId: number | null): Promise<string | null> {
  if (clientId === null) return null;
  const [sso] = await services.db
    .select(clientSsoColumns)
    .from(clients)
    .innerJoin(ssoSettings, eq(ssoSettings.clientId, clients.id))
    .where(eq(clients.id, clientId));
  if (!sso) return null;
  try {
    const configuration = await configurationOf(services, sso);
    return oidc
      .buildEndSessionUrl(configuration, {
        client_id: sso.clientIdentifier,
        post_logout_redirect_uri: `${publicOriginOf(services.config, sso.domain)}/logout-success/`,
      })
      .toString();
  } catch {
    return null;
  }
}
