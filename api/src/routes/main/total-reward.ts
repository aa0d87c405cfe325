// Total reward: GET /user/selections/mtb/card, /user/selections/mtb/page and /user/selections/mtb/statement.
import { totalRewardCard, totalRewardPage, totalRewardStatement } from '@portal/contract/total-reward';
import { Router } from 'express';
import { send } from '../../http/send.js';
import type { ApiServices } from '../../services.js';
import { totalRewardCardOf, totalRewardPageOf, totalRewardStatementOf } from '../../total-reward/total-reward.js';
import { route } from '../route.js';

export function totalRewardRoutes(services: ApiServices): Router {
  const { db } = services;
  const router = Router();
  route(router, services, totalRewardCard, async ({ auth, res }) => {
    send(res, totalRewardCard, 200, await totalRewardCardOf(db, auth.user));
  });
  route(router, services, totalRewardPage, async ({ auth, query, res }) => {
    send(res, totalRewardPage, 200, await totalRewardPageOf(db, auth.user, query.mode));
  });
  route(router, services, totalRewardStatement, async ({ auth, res }) => {
    send(res, totalRewardStatement, 200, await totalRewardStatementOf(db, auth.user));
  });
  return router;
}
