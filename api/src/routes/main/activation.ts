// Activation: POST /activation/:id (lookup), POST /activation/dob, POST /activation/check, POST /user/activate.
import { Router } from 'express';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { dateOfBirth, parseBody, requiredSecret, requiredString } from '../../http/validation.js';
import { activate, checkActivationPassword, lookUpActivation, verifyActivationDateOfBirth } from '../../activation/activation.js';

const activationId = () => requiredString().max(512);
const newPassword = { password: requiredSecret().max(1024), password_confirmation: z.string({ error: 'This field is required' }).max(1024) };
const dobBody = z.object({ activationId: activationId(), date_of_birth: dateOfBirth() });
const checkBody = z.object({ activationId: activationId(), password: z.string({ error: 'This field is required' }).max(1024) });
const activateBody = z.object({ activationId: activationId(), date_of_birth: dateOfBirth(), ...newPassword });

export function activationRoutes(db: Database): Router {
  const router = Router();
  // Declared before /activation/:id so that "dob" and "check" are not taken for an id.
  router.post('/activation/dob', async (req, res) => {
    const body = parseBody(dobBody, req.body);
    res.json(await verifyActivationDateOfBirth(db, body.activationId, body.date_of_birth, req.ip));
  });
  // The live password rules of the activation page (the link id is its token).
  router.post('/activation/check', async (req, res) => {
    const body = parseBody(checkBody, req.body);
    res.set('Cache-Control', 'no-store');
    res.json(await checkActivationPassword(db, body.activationId, body.password));
  });
  router.post('/activation/:id', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await lookUpActivation(db, req.params.id));
  });
  router.post('/user/activate', async (req, res) => {
    const body = parseBody(activateBody, req.body);
    res.set('Cache-Control', 'no-store');
    res.json(await activate(db, { ...body, ip: req.ip }));
  });
  return router;
}
