// Home: GET /user/home-page-cards, /user/home-page-banner and /carousel.
import { carousel, homeBanners, homeCards } from '@portal/contract/home';
import { Router } from 'express';
import { homeBannersFor, homeCardsFor, readCarousel } from '../../home/home-content.js';
import { send } from '../../http/send.js';
import type { ApiServices } from '../../services.js';
import { route } from '../route.js';

export function homeRoutes(services: ApiServices): Router {
  const { db } = services;
  const router = Router();
  route(router, services, homeCards, async ({ auth, res }) => {
    send(res, homeCards, 200, await homeCardsFor(db, auth.user));
  });
  route(router, services, homeBanners, async ({ auth, res }) => {
    send(res, homeBanners, 200, await homeBannersFor(db, auth.user));
  });
  route(router, services, carousel, async ({ auth, res }) => {
    send(res, carousel, 200, await readCarousel(db, auth.user));
  });
  return router;
}
