// Expression of wish: GET and POST /user/expression-of-wish, the person's own (never a masquerade's
// to change: the declaration refuses it).
import { expressionOfWish, saveExpressionOfWish } from '@portal/contract/expression-of-wish';
import { Router } from 'express';
import * as wish from '../../expression-of-wish/wish.js';
import { send } from '../../http/send.js';
import type { ApiServices } from '../../services.js';
import { route } from '../route.js';

export function expressionOfWishRoutes(services: ApiServices): Router {
  const { db } = services;
  const router = Router();
  route(router, services, expressionOfWish, async ({ auth, res }) => {
    send(res, expressionOfWish, 200, await wish.expressionOfWishOf(db, auth.user.id));
  });
  route(router, services, saveExpressionOfWish, async ({ auth, body, res }) => {
    send(res, saveExpressionOfWish, 200, await wish.saveExpressionOfWish(db, auth, body));
  });
  return router;
}
