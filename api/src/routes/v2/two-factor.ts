// v2/user/{id}/mfa (create a secret), /validate (enable with a code), /disable: 2FA from the
// profile, for the signed-in person themselves.
import { createSecret, disableTwoFactor, validateSecret } from '@portal/contract/two-factor';
import { Router } from 'express';
import type { Authentication } from '../../auth/authentication.js';
import { send } from '../../http/send.js';
import type { ApiServices } from '../../services.js';
import * as profile from '../../two-factor/profile-two-factor.js';
import { route } from '../route.js';

// The person in the path must be the session's own, and not acted as in a masquerade.
const ownAccount = {
  access: (auth: Authentication, { userId }: { userId: number }) => profile.assertOwnAccount(auth, userId),
};

export function profileTwoFactorRoutes(services: ApiServices): Router {
  const router = Router();
  route(router, services, createSecret, ownAccount, async ({ auth, body, res }) => {
    send(res, createSecret, 200, await profile.createTwoFactorSecret(services, auth, body.password));
  });
  route(router, services, validateSecret, ownAccount, async ({ auth, body, res }) => {
    send(res, validateSecret, 200, await profile.validateTwoFactorSecret(services, auth, body.code));
  });
  route(router, services, disableTwoFactor, ownAccount, async ({ auth, body, res }) => {
    send(res, disableTwoFactor, 200, await profile.disableTwoFactor(services, auth, body));
  });
  return router;
}
