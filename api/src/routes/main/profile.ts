// Profile: GET /user (the signed-in person), POST /password/check (the rules as typed) and
// POST /password (change it).
import { changePassword, checkProfilePassword, user } from '@portal/contract/profile';
import { Router } from 'express';
import { send } from '../../http/send.js';
import * as password from '../../profile/change-password.js';
import { describeUser } from '../../profile/user.js';
import type { ApiServices } from '../../services.js';
import { route } from '../route.js';

export function profileRoutes(services: ApiServices): Router {
  const { db } = services;
  const router = Router();
  route(router, services, user, async ({ auth, res }) => {
    send(res, user, 200, await describeUser(db, auth.user));
  });
  route(router, services, checkProfilePassword, async ({ auth, body, req, res }) => {
    send(res, checkProfilePassword, 200, await password.checkProfilePassword(db, auth, body, req.ip));
  });
  route(router, services, changePassword, async ({ auth, body, req, res }) => {
    send(res, changePassword, 200, await password.changePassword(db, auth, body, req.ip));
  });
  return router;
}
