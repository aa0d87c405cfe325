// Captcha: GET /captcha/challenge, an ALTCHA challenge for the robot-check widget (login after a
// failure, forgotten password).
import { challenge } from '@portal/contract/captcha';
import { Router } from 'express';
import { send } from '../../http/send.js';
import type { ApiServices } from '../../services.js';
import { route } from '../route.js';

export function captchaRoutes(services: ApiServices): Router {
  const router = Router();
  route(router, services, challenge, async ({ res }) => {
    res.set('Cache-Control', 'no-store');
    send(res, challenge, 200, await services.captcha.challenge());
  });
  return router;
}
