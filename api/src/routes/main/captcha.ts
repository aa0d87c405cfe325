// GET /captcha/challenge: an ALTCHA challenge for the robot-check widget (login after a failure,
// forgotten password).
import { Router } from 'express';
import type { Captcha } from '../../captcha/captcha.js';

export function captchaRoutes(captcha: Captcha): Router {
  const router = Router();
  router.get('/captcha/challenge', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await captcha.challenge());
  });
  return router;
}
