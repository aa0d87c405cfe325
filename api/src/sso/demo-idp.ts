// The demo OpenID Connect identity provider (docs/single-sign-on.md): a real `oidc-provider`,
// mounted at /oidc by the api only when DEMO_IDP is on, so the whole single-sign-on flow runs on
// one machine. It is NOT for production: its keys and sessions live in memory, and its login page
// checks the portal's own demo passwords. Its clients are the SSO settings whose issuer is it.
// Since it checks the portal's real password hashes, it goes through the same guard as /login:
// failures counted per email towards the 15-minute lock, the robot check after a failure (the
// portal's own ALTCHA, served from here), and every attempt written to login_attempts.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import express, { type Request, type Response, Router } from 'express';
import { and, eq, sql } from 'drizzle-orm';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { captchaMessage } from '../auth/captcha.js';
import { passwordFailureReason, passwordMatches } from '../auth/passwords.js';
import { emailKey, lockedMessage, SecretGuard } from '../auth/secret-guard.js';
import { HttpError } from '../http/errors.js';
import { publicOriginOf } from '../config.js';
import { clients } from '../db/schema-clients.js';
import { users } from '../db/schema-people.js';
import { ssoSettings } from '../db/schema-sso.js';
import type { ApiServices } from '../services.js';
import { demoIdpPath, demoIssuer, demoIssuerMarker, ssoCallbackUrl } from './issuer.js';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const robotCheckPath = `${demoIdpPath}/robot-check`;

function page(title: string, body: string, options: { robotCheck?: boolean } = {}): string {
  // The robot check's script and styles are files of this provider (no inline script or style).
  const robotCheck = options.robotCheck
    ? `<link rel="stylesheet" href="${robotCheckPath}/altcha.css"><script type="module" src="${robotCheckPath}/robot-check.js"></script>`
    : '';
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title><link rel="stylesheet" href="${demoIdpPath}/demo-idp.css">${robotCheck}</head><body><main><p class="tag">Demo identity provider: not for production</p>${body}</main></body></html>`;
}

export const wrongCredentialsMessage = 'The email or password is not right.';

function loginPage(uid: string, clientName: string, email: string, error: string | null, robotCheck = false): string {
  return page(
    'Sign in: demo identity provider',
    `<h1>Sign in to continue to ${escape(clientName)}</h1>
<form method="post" action="${demoIdpPath}/interaction/${escape(uid)}" novalidate>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escape(email)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
${robotCheck ? `<div class="robot-check" data-testid="robot-check"><altcha-widget name="altcha" challenge="${robotCheckPath}/challenge" configuration="${escape(JSON.stringify({ hideFooter: true }))}"></altcha-widget></div>` : ''}
<button type="submit">Sign in</button>
</form>`,
    { robotCheck },
  );
}

// The ALTCHA widget's external build (styles and the proof-of-work worker as files of their own,
// so the page's policy needs no inline script, no inline style and no blob: worker), the same
// widget the web app's robot check uses. Read once, when the demo provider is first used.
const altchaFolder = dirname(createRequire(import.meta.url).resolve('altcha/altcha.css'));
const robotCheckFiles = {
  'altcha.js': { type: 'text/javascript', path: join(altchaFolder, 'altcha.js') },
  'altcha.css': { type: 'text/css', path: join(altchaFolder, 'altcha.css') },
  'pbkdf2-worker.js': { type: 'text/javascript', path: join(altchaFolder, '../workers/pbkdf2.js') },
} as const;

/** Registers the worker for the api's PBKDF2/SHA-256 challenges, which the external build leaves to its page. */
const robotCheckScript = `import './altcha.js';
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Worker('${robotCheckPath}/pbkdf2-worker.js'));
`;

const stylesheet = `body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1a202c;margin:0}
main{max-width:26rem;margin:3rem auto;background:#fff;border:1px solid #d2d6dc;border-radius:12px;padding:2rem}
.tag{font-size:.875rem;color:#4a5568;margin:0 0 1rem}h1{font-size:1.5rem;margin:0 0 1.5rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}input{width:100%;box-sizing:border-box;font-size:1rem;padding:.6rem;border:1px solid #4a5568;border-radius:6px}
button{margin-top:1.5rem;font-size:1rem;font-weight:600;padding:.7rem 1.2rem;border:0;border-radius:6px;background:#1a365d;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1a365d;border:1px solid #1a365d;margin-left:.5rem}
.error{background:#fff5f5;border:1px solid #c53030;color:#742a2a;padding:.75rem;border-radius:6px}
.robot-check{margin-top:1rem}
@media (max-width:30rem){main{margin:0;border-radius:0;border:0}}`;

/** The demo IdP's routes: its interaction (login) pages, then oidc-provider itself. */
export async function demoIdentityProvider({ db, config, secretBox, captcha }: ApiServices): Promise<Router> {
  const issuer = demoIssuer(config);
  const rows = await db
    .select({
      clientIdentifier: ssoSettings.clientIdentifier,
      sealed: ssoSettings.clientSecretSealed,
      domain: clients.domain,
    })
    .from(ssoSettings)
    .innerJoin(clients, eq(clients.id, ssoSettings.clientId))
    .where(eq(ssoSettings.issuer, demoIssuerMarker));

  const configuration: Configuration = {
    clients: rows.map((row) => ({
      client_id: row.clientIdentifier,
      client_secret: secretBox.open(row.sealed),
      redirect_uris: [ssoCallbackUrl(config)],
      post_logout_redirect_uris: [`${publicOriginOf(config, row.domain)}/logout-success/`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email'] },
    scopes: ['openid', 'email'],
    async findAccount(_ctx: KoaContextWithOIDC, id: string) {
      const [user] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, Number(id)));
      if (!user) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, email: user.email }) };
    },
    interactions: { url: (_ctx, interaction) => `${demoIdpPath}/interaction/${interaction.uid}` },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          ctx.body = page(
            'Sign out: demo identity provider',
            `<h1>Sign out of the demo identity provider?</h1>${form}<button type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button><button class="secondary" type="submit" form="op.logoutForm">No, stay signed in</button>`,
          );
        },
      },
    },
    // Every error answer of the api is JSON, this provider's included: the OAuth error and its
    // description as the protocol names them, and nothing about the library or the server.
    async renderError(ctx, out) {
      ctx.type = 'json';
      ctx.body = {
        error: String(out.error ?? 'server_error'),
        error_description: String(out.error_description ?? 'The request could not be completed.'),
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  // Behind the gateway: the browser's host comes in X-Forwarded-Host.
  provider.proxy = true;

  const router = Router();
  // Signing in and out ends in a redirect to the client's own site: a form may lead there.
  const origins = [...new Set([config.defaultOrigin, ...rows.map((row) => publicOriginOf(config, row.domain))])].join(
    ' ',
  );
  const policy = `default-src 'self'; style-src 'self'; img-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self' ${origins}`;
  router.use((_req, res, next) => {
    res.set('Content-Security-Policy', policy);
    next();
  });
  router.get('/demo-idp.css', (_req, res) => {
    res.type('text/css').send(stylesheet);
  });
  const robotCheckAssets = Object.fromEntries(
    Object.entries(robotCheckFiles).map(([name, file]) => [name, { type: file.type, body: readFileSync(file.path) }]),
  );
  router.get('/robot-check/robot-check.js', (_req, res) => {
    res.type('text/javascript').send(robotCheckScript);
  });
  router.get('/robot-check/challenge', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await captcha.challenge());
  });
  router.get('/robot-check/:file', (req, res, next) => {
    const asset = robotCheckAssets[req.params.file];
    if (!asset) return next();
    res.type(asset.type).send(asset.body);
  });

  async function clientNameOf(clientIdentifier: unknown): Promise<{ id: number; name: string } | undefined> {
    const [row] = await db
      .select({ id: clients.id, name: clients.clientName })
      .from(ssoSettings)
      .innerJoin(clients, eq(clients.id, ssoSettings.clientId))
      .where(eq(ssoSettings.clientIdentifier, String(clientIdentifier)));
    return row;
  }

  router.get('/interaction/:uid', async (req: Request, res: Response) => {
    const details = await provider.interactionDetails(req, res);
    const client = await clientNameOf(details.params.client_id);
    if (details.prompt.name === 'consent') {
      // The portal's own client: nothing for the person to approve.
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId: details.session!.accountId, clientId: String(details.params.client_id) });
      grant!.addOIDCScope('openid email');
      const grantId = await grant!.save();
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
      return;
    }
    res
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(loginPage(details.uid, client?.name ?? 'your portal', '', null));
  });

  // Any refusal of the guard, as the page says it: the one wrong-credentials sentence for every
  // wrong secret, the lock, or the robot check still owed.
  const refusals = {
    wrongSecret: () => new HttpError(401, { message: wrongCredentialsMessage }),
    locked: () => new HttpError(423, { message: lockedMessage }),
  };

  router.post(
    '/interaction/:uid',
    express.urlencoded({ extended: false, limit: '16kb' }),
    async (req: Request, res: Response) => {
      const details = await provider.interactionDetails(req, res);
      const client = await clientNameOf(details.params.client_id);
      const email = typeof req.body?.email === 'string' ? req.body.email.trim() : '';
      const password = typeof req.body?.password === 'string' ? req.body.password : '';
      const solution = typeof req.body?.altcha === 'string' ? req.body.altcha : undefined;
      const again = (error: string) =>
        // The form again, with what went wrong: a page, not an error answer.
        captcha.isRequiredFor(emailKey(email)).then((robotCheck) =>
          res
            .status(200)
            .type('html')
            .set('Cache-Control', 'no-store')
            .send(loginPage(details.uid, client?.name ?? 'your portal', email, error, robotCheck)),
        );
      // No address, no account to count a failure on.
      if (!email) return void (await again(wrongCredentialsMessage));
      const [user] = client
        ? await db
            .select({
              id: users.id,
              passwordHash: users.passwordHash,
              mfaEnabled: users.mfaEnabled,
              requiresTwoFa: clients.requiresTwoFa,
              idpEnforcesMfa: ssoSettings.idpEnforcesMfa,
            })
            .from(users)
            .innerJoin(clients, eq(clients.id, users.clientId))
            .innerJoin(ssoSettings, eq(ssoSettings.clientId, clients.id))
            .where(and(eq(users.clientId, client.id), sql`lower(${users.email}) = ${emailKey(email)}`))
        : [];
      const guard = new SecretGuard(db, { email, userId: user?.id ?? null, ip: req.ip }, refusals, captcha);
      try {
        await guard.requireCaptcha(solution);
        if (!(await passwordMatches(user, password))) await guard.fail(`demo_idp_${passwordFailureReason(user)}`);
        // When the portal's 2FA follows this sign-in, its count stays for the code to clear, as
        // after a password login: signing in here between wrong codes must not start them afresh.
        if ((user!.requiresTwoFa || user!.mfaEnabled) && !user!.idpEnforcesMfa) await guard.passFirstFactor();
        else await guard.pass();
      } catch (refusal) {
        if (!(refusal instanceof HttpError)) throw refusal;
        return void (await again(refusal.status === 422 ? captchaMessage : String(refusal.body.message)));
      }
      await guard.record(true, 'demo_idp_signed_in');
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: String(user!.id) } },
        { mergeWithLastSubmission: false },
      );
    },
  );

  router.use(provider.callback());
  return router;
}
