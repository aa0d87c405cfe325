// The basket: GET /benefits/basket, PUT and DELETE /benefit/{benefitId}/basket, and POST
// /benefits/basket/confirm (docs/basket.md). Putting a change in is judged against the benefit
// the path names as a choice would be; Confirm judges each item again on its own.
import { basketOf, confirmBasket, putBasketItem, removeBasketItem } from '@portal/contract/basket';
import { Router } from 'express';
import type { Authentication } from '../../auth/authentication.js';
import * as basket from '../../benefits/basket.js';
import { findEligibleBenefit } from '../../benefits/catalogue.js';
import { loadBenefitState } from '../../benefits/product.js';
import { send } from '../../http/send.js';
import type { ApiServices } from '../../services.js';
import { route } from '../route.js';

export function basketRoutes(services: ApiServices): Router {
  const { db } = services;
  const router = Router();
  route(router, services, basketOf, async ({ auth, res }) => {
    send(res, basketOf, 200, { basket: await basket.basketFor(db, auth.user) });
  });
  route(
    router,
    services,
    putBasketItem,
    {
      access: async (auth: Authentication, params: { benefitId: number }) =>
        loadBenefitState(db, auth.user, await findEligibleBenefit(db, auth.user, params.benefitId)),
    },
    async ({ auth, access: state, body, res }) => {
      send(res, putBasketItem, 200, { basket: await basket.putBasketItem(services, auth, state, body) });
    },
  );
  route(router, services, removeBasketItem, async ({ auth, params, res }) => {
    send(res, removeBasketItem, 200, { basket: await basket.removeBasketItem(db, auth.user, params.benefitId) });
  });
  route(router, services, confirmBasket, async ({ auth, res }) => {
    send(res, confirmBasket, 200, await basket.confirmBasket(services, auth));
  });
  return router;
}
