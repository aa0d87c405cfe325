// Session endpoints: /login/url, /login, /login/setup, /logout, /ping.
import { Router } from 'express';
import { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import type { Captcha } from '../../captcha/captcha.js';
import type { Database } from '../../db/client.js';
import { clients, users } from '../../db/schema.js';
import { parseBody, requiredEmail, requiredSecret, requiredString } from '../../http/validation.js';
import { authenticationOf, requireSession } from '../../session/authentication.js';
import { logIn, prepareLogin } from '../../session/login.js';
import { loginSetup } from '../../session/login-setup.js';
import { revokeSession, secondsLeft } from '../../session/sessions.js';
import { findClientById } from '../../themes/theme.js';

const loginUrlBody = z.object({ email: requiredEmail() });
const loginBody = z.object({
  email: requiredEmail(),
  password: requiredSecret().max(1024),
  deviceToken: requiredString().max(512),
  // The ALTCHA payload (base64), required once the email has had a failed attempt.
  recaptcha: z.string().max(8192).nullish().transform((value) => value ?? undefined),
});

export function sessionRoutes(db: Database, captcha: Captcha): Router {
  const router = Router();
  prepareLogin();

  router.post('/login/url', async (req, res) => {
    const { email } = parseBody(loginUrlBody, req.body);
    // Only a client whose people must use single sign-on sends them away from the password form.
    const [row] = await db
      .select({ domain: clients.domain, ssoAccessOnly: clients.ssoAccessOnly, ssoEnabled: clients.ssoEnabled })
      .from(users)
      .innerJoin(clients, eq(clients.id, users.clientId))
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    if (row?.ssoEnabled && row.ssoAccessOnly) {
      res.json({ hasSSO: true, url: `/login/sso?domain=${encodeURIComponent(row.domain)}` });
      return;
    }
    res.json({ hasSSO: false });
  });

  router.post('/login', async (req, res) => {
    const body = parseBody(loginBody, req.body);
    res.set('Cache-Control', 'no-store');
    res.json(await logIn(db, captcha, { ...body, ip: req.ip }));
  });

  router.get('/login/setup', requireSession(db), async (_req, res) => {
    res.json(await loginSetup(db, authenticationOf(res).user));
  });

  router.post('/logout', requireSession(db), async (_req, res) => {
    const { session, user } = authenticationOf(res);
    await revokeSession(db, session.id);
    const client = user.clientId === null ? undefined : await findClientById(db, user.clientId);
    res.json({ status: 'ok', ssoLogoutUrl: client?.ssoLogoutUrl ?? null });
  });

  router.get('/ping', requireSession(db), (_req, res) => {
    res.json({ status: 'ok', expires_in: secondsLeft(authenticationOf(res).session) });
  });

  return router;
}
