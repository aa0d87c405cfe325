// Terms: GET and PATCH /user/policies, the new-terms screen.
import { acceptTerms, termsToAccept } from '@portal/contract/terms';
import { Router } from 'express';
import { send } from '../../http/send.js';
import type { ApiServices } from '../../services.js';
import * as terms from '../../terms/terms.js';
import { route } from '../route.js';

export function termsRoutes(services: ApiServices): Router {
  const { db } = services;
  const router = Router();
  route(router, services, termsToAccept, async ({ auth, res }) => {
    send(res, termsToAccept, 200, await terms.termsToAccept(db, auth.user));
  });
  route(router, services, acceptTerms, async ({ auth, res }) => {
    send(res, acceptTerms, 200, await terms.acceptTerms(db, auth.user));
  });
  return router;
}
