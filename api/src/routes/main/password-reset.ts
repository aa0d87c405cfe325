// Forgotten and reset password: POST /forgot-password, /password-reset/:token (validate),
// /password-reset/dob, /password-reset/check and /password-reset.
import { Router } from 'express';
import { z } from 'zod';
import type { Captcha } from '../../captcha/captcha.js';
import { captchaMessage } from '../../captcha/captcha.js';
import type { ApiConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../http/errors.js';
import { dateOfBirth, parseBody, requiredEmail, requiredSecret, requiredString } from '../../http/validation.js';
import { checkResetPassword, requestPasswordReset, resetPassword, validateResetLink, verifyResetDateOfBirth } from '../../passwords/password-reset.js';

const token = () => requiredString().max(512);
const forgotBody = z.object({ email: requiredEmail(), recaptcha: z.string().max(8192).nullish(), isRecaptchaEnabled: z.boolean().nullish() });
const dobBody = z.object({ token: token(), date_of_birth: dateOfBirth() });
const checkBody = z.object({ token: token(), password: z.string({ error: 'This field is required' }).max(1024) });
const resetBody = z.object({
  token: token(),
  date_of_birth: dateOfBirth(),
  password: requiredSecret().max(1024),
  password_confirmation: z.string({ error: 'This field is required' }).max(1024),
});

export function passwordResetRoutes(db: Database, captcha: Captcha, config: ApiConfig, kickJobs: () => void): Router {
  const router = Router();
  router.use(['/forgot-password', '/password-reset'], (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.post('/forgot-password', async (req, res) => {
    const body = parseBody(forgotBody, req.body);
    // The robot check is always required here, whatever isRecaptchaEnabled says.
    if (!(await captcha.verify(body.recaptcha))) throw new HttpError(422, { errors: { recaptcha: [captchaMessage] }, showRecaptcha: true });
    res.json(await requestPasswordReset(db, config, body.email));
    kickJobs();
  });
  router.post('/password-reset/dob', async (req, res) => {
    const body = parseBody(dobBody, req.body);
    res.json(await verifyResetDateOfBirth(db, body.token, body.date_of_birth, req.ip));
  });
  router.post('/password-reset/check', async (req, res) => {
    const body = parseBody(checkBody, req.body);
    res.json(await checkResetPassword(db, body.token, body.password));
  });
  router.post('/password-reset/:token', async (req, res) => {
    res.json(await validateResetLink(db, req.params.token));
  });
  router.post('/password-reset', async (req, res) => {
    const body = parseBody(resetBody, req.body);
    res.json(await resetPassword(db, { ...body, ip: req.ip }));
  });
  return router;
}
