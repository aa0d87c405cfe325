// Forgotten and reset password: POST /forgot-password, /password-reset/:token (validate),
// /password-reset/dob, /password-reset/check and /password-reset.
import {
  checkResetPassword,
  forgotPassword,
  resetPassword,
  validateResetLink,
  verifyResetDateOfBirth,
} from '@portal/contract/password-reset';
import { Router } from 'express';
import { captchaRequired } from '../../auth/captcha.js';
import { send } from '../../http/send.js';
import * as reset from '../../password-reset/password-reset.js';
import type { ApiServices } from '../../services.js';
import { route } from '../route.js';

export function passwordResetRoutes(services: ApiServices): Router {
  const { db, captcha } = services;
  const router = Router();
  // Even a refusal says nothing worth keeping in a cache on the way.
  router.use(['/forgot-password', '/password-reset'], (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  route(router, services, forgotPassword, async ({ body, res }) => {
    // The robot check is always required here, whatever isRecaptchaEnabled says.
    if (!(await captcha.verify(body.recaptcha))) throw captchaRequired();
    send(res, forgotPassword, 200, await reset.requestPasswordReset(db, body.email));
    // The job decides whether a mail goes, once the answer has gone.
    services.kickJobs();
  });
  // Declared before /password-reset/:token so that "dob" and "check" are not taken for a token.
  route(router, services, verifyResetDateOfBirth, async ({ body, req, res }) => {
    send(
      res,
      verifyResetDateOfBirth,
      200,
      await reset.verifyResetDateOfBirth(db, body.token, body.date_of_birth, req.ip),
    );
  });
  route(router, services, checkResetPassword, async ({ body, res }) => {
    send(res, checkResetPassword, 200, await reset.checkResetPassword(db, body.token, body.password));
  });
  route(router, services, validateResetLink, async ({ params, res }) => {
    send(res, validateResetLink, 200, await reset.validateResetLink(db, params.token));
  });
  route(router, services, resetPassword, async ({ body, req, res }) => {
    send(res, resetPassword, 200, await reset.resetPassword(db, { ...body, ip: req.ip }));
  });
  return router;
}
