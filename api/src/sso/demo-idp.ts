// The demo OpenID Connect identity provider (docs/single-sign-on.md): a real `oidc-provider`,
// mounted at /oidc by the api only when DEMO_IDP is on, so the whole single-sign-on flow runs on
// one machine. It is NOT for production: its keys and sessions live in memory, and its login page
// checks the portal's own demo passwords. Its clients are the SSO settings whose issuer is it.
import { randomBytes } from 'node:crypto';
import express, { type Request, type Response, Router } from 'express';
import { and, eq, sql } from 'drizzle-orm';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { passwordMatches } from '../auth/passwords.js';
import { publicOriginOf } from '../config.js';
import { clients, ssoSettings, users } from '../db/schema.js';
import type { ApiServices } from '../services.js';
import { demoIdpPath, demoIssuer, demoIssuerMarker, ssoCallbackUrl } from './issuer.js';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title><link rel="stylesheet" href="${demoIdpPath}/demo-idp.css"></head><body><main><p class="tag">Demo identity provider: not for production</p>${body}</main></body></html>`;
}

function loginPage(uid: string, clientName: string, email: string, error: string | null): string {
  return page(
    'Sign in: demo identity provider',
    `<h1>Sign in to continue to ${escape(clientName)}</h1>
<form method="post" action="${demoIdpPath}/interaction/${escape(uid)}" novalidate>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escape(email)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>`,
  );
}

const stylesheet = `body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1a202c;margin:0}
main{max-width:26rem;margin:3rem auto;background:#fff;border:1px solid #d2d6dc;border-radius:12px;padding:2rem}
.tag{font-size:.875rem;color:#4a5568;margin:0 0 1rem}h1{font-size:1.5rem;margin:0 0 1.5rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}input{width:100%;box-sizing:border-box;font-size:1rem;padding:.6rem;border:1px solid #4a5568;border-radius:6px}
button{margin-top:1.5rem;font-size:1rem;font-weight:600;padding:.7rem 1.2rem;border:0;border-radius:6px;background:#1a365d;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1a365d;border:1px solid #1a365d;margin-left:.5rem}
.error{background:#fff5f5;border:1px solid #c53030;color:#742a2a;padding:.75rem;border-radius:6px}
@media (max-width:30rem){main{margin:0;border-radius:0;border:0}}`;

/** The demo IdP's routes: its interaction (login) pages, then oidc-provider itself. */
export async function demoIdentityProvider({ db, config, secretBox }: ApiServices): Promise<Router> {
  const issuer = demoIssuer(config);
  const rows = await db
    .select({ clientIdentifier: ssoSettings.clientIdentifier, sealed: ssoSettings.clientSecretSealed, domain: clients.domain })
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
      const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, Number(id)));
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
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = page('Sign-in error', `<h1>Something went wrong</h1><p>${escape(String(out.error_description ?? out.error ?? 'The request could not be completed.'))}</p>`);
    },
  };
  const provider = new Provider(issuer, configuration);
  // Behind the gateway: the browser's host comes in X-Forwarded-Host.
  provider.proxy = true;

  const router = Router();
  // Signing in and out ends in a redirect to the client's own site: a form may lead there.
  const origins = [...new Set([config.defaultOrigin, ...rows.map((row) => publicOriginOf(config, row.domain))])].join(' ');
  const policy = `default-src 'self'; style-src 'self'; img-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self' ${origins}`;
  router.use((_req, res, next) => {
    res.set('Content-Security-Policy', policy);
    next();
  });
  router.get('/demo-idp.css', (_req, res) => {
    res.type('text/css').send(stylesheet);
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
      const grant = details.grantId ? await provider.Grant.find(details.grantId) : new provider.Grant({ accountId: details.session!.accountId, clientId: String(details.params.client_id) });
      grant!.addOIDCScope('openid email');
      const grantId = await grant!.save();
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
      return;
    }
    res.type('html').set('Cache-Control', 'no-store').send(loginPage(details.uid, client?.name ?? 'your portal', '', null));
  });

  router.post('/interaction/:uid', express.urlencoded({ extended: false, limit: '10kb' }), async (req: Request, res: Response) => {
    const details = await provider.interactionDetails(req, res);
    const client = await clientNameOf(details.params.client_id);
    const email = typeof req.body?.email === 'string' ? req.body.email.trim() : '';
    const password = typeof req.body?.password === 'string' ? req.body.password : '';
    const [user] = client
      ? await db
          .select({ id: users.id, passwordHash: users.passwordHash })
          .from(users)
          .where(and(eq(users.clientId, client.id), sql`lower(${users.email}) = ${email.toLowerCase()}`))
      : [];
    if (!(await passwordMatches(user, password))) {
      res.status(401).type('html').set('Cache-Control', 'no-store').send(loginPage(details.uid, client?.name ?? 'your portal', email, 'The email or password is not right.'));
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId: String(user!.id) } }, { mergeWithLastSubmission: false });
  });

  router.use(provider.callback());
  return router;
}
