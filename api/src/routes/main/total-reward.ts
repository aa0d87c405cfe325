// Total reward: GET /user/selections/mtb/card and /user/selections/mtb/page.
import { totalRewardCard, totalRewardPage } from '@portal/contract/total-reward';
import { Router } from 'express';
import { send } from '../../http/send.js';
import type { ApiServices } from '../../services.js';
import { totalRewardCardOf, totalRewardPageOf } from '../../total-reward/total-reward.js';
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
  return router;
}
