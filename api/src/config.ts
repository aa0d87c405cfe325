// Settings read from the environment once, at start; tests pass their own (server.ts).
export interface CaptchaConfig {
  /** The solver tries up to this many counters: the proof-of-work's difficulty (CAPTCHA_MAX_NUMBER). */
  maxNumber: number;
  /** PBKDF2 iterations per try (CAPTCHA_COST). */
  cost: number;
  /** How long a challenge can be solved and used (CAPTCHA_TTL_SECONDS). */
  ttlSeconds: number;
  /** HMAC key for challenges (CAPTCHA_HMAC_SECRET); when unset one is generated into the database. */
  hmacSecret?: string;
}

/** Server-side session lifetimes (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS), in seconds. */
export interface SessionLifetimes {
  idleSeconds: number;
  absoluteSeconds: number;
}

/** The documented defaults: 15 minutes idle, 8 hours in all. */
export const defaultSessionLifetimes: SessionLifetimes = { idleSeconds: 15 * 60, absoluteSeconds: 8 * 60 * 60 };

export interface ApiConfig {
  captcha: CaptchaConfig;
  /** Origin of a client site for links in mails; `{domain}` is the client's domain (PUBLIC_ORIGIN_TEMPLATE). */
  publicOriginTemplate: string;
  /** Origin of the default ('localhost') site and of people without a client (PUBLIC_ORIGIN_DEFAULT). */
  defaultOrigin: string;
  /** Mail goes out by SMTP when set (SMTP_URL); otherwise into the outbox table. */
  smtpUrl?: string;
  mailFrom: string;
  /** GET /demo/mailbox is served (DEMO_MAILBOX, NODE_ENV; see docs/rest-api.md). */
  demoMailbox: boolean;
  /** The demo OpenID Connect identity provider is mounted at /oidc (DEMO_IDP; never in production by default). */
  demoIdp: boolean;
  /** NODE_ENV=production: no generated keys, no demo conveniences. */
  production: boolean;
  session: SessionLifetimes;
  /**
   * AES-256 key for secrets at rest (TOTP seeds, SSO client secrets, resendable links):
   * DATA_ENCRYPTION_KEY, 32 bytes in base64. Unset outside production, one is generated into the
   * data folder on first start (secrets/encryption-key.ts).
   */
  encryptionKey?: Buffer;
  /** Shared with the gateway (GATEWAY_SECRET): only a caller that knows it is trusted with the
   *  client's IP address and, later, masquerade headers. */
  gatewaySecret?: string;
}

function positiveInteger(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(number) && number > 0 ? number : fallback;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const demoMailbox = env.DEMO_MAILBOX === 'on' || (env.DEMO_MAILBOX !== 'off' && env.NODE_ENV !== 'production');
  return {
    captcha: {
      maxNumber: positiveInteger(env.CAPTCHA_MAX_NUMBER, 50_000),
      cost: positiveInteger(env.CAPTCHA_COST, 1),
      ttlSeconds: positiveInteger(env.CAPTCHA_TTL_SECONDS, 600),
      hmacSecret: env.CAPTCHA_HMAC_SECRET || undefined,
    },
    publicOriginTemplate: env.PUBLIC_ORIGIN_TEMPLATE || 'http://{domain}.localhost:4000',
    defaultOrigin: env.PUBLIC_ORIGIN_DEFAULT || 'http://localhost:4000',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Benefits portal <no-reply@benefits.localhost>',
    demoMailbox,
    demoIdp: env.DEMO_IDP === 'on' || (env.DEMO_IDP !== 'off' && env.NODE_ENV !== 'production'),
    production: env.NODE_ENV === 'production',
    session: {
      idleSeconds: positiveInteger(env.SESSION_IDLE_MINUTES, defaultSessionLifetimes.idleSeconds / 60) * 60,
      absoluteSeconds: positiveInteger(env.SESSION_MAX_HOURS, defaultSessionLifetimes.absoluteSeconds / 3600) * 60 * 60,
    },
    encryptionKey: encryptionKeyOf(env.DATA_ENCRYPTION_KEY),
    gatewaySecret: env.GATEWAY_SECRET || undefined,
  };
}

/** DATA_ENCRYPTION_KEY must be exactly 32 bytes of base64: a wrong one stops the start, loudly. */
function encryptionKeyOf(value: string | undefined): Buffer | undefined {
  if (!value) return undefined;
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error('DATA_ENCRYPTION_KEY must be 32 bytes, base64-encoded');
  return key;
}

/** The origin of a client site, from configuration only: never from a request's Host header. */
export function publicOriginOf(config: ApiConfig, domain: string | null | undefined): string {
  if (!domain || domain === 'localhost') return config.defaultOrigin;
  return config.publicOriginTemplate.replace('{domain}', encodeURIComponent(domain));
}
