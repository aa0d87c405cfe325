// Activation: POST /activation/:id (lookup), /activation/dob, /activation/check, /user/activate.
import {
  activate,
  checkActivationPassword,
  lookUpActivation,
  verifyActivationDateOfBirth,
} from '@portal/contract/activation';
import { Router } from 'express';
import * as activation from '../../activation/activation.js';
import { send } from '../../http/send.js';
import type { ApiServices } from '../../services.js';
import { route } from '../route.js';

export function activationRoutes(services: ApiServices): Router {
  const { db } = services;
  const router = Router();
  // Declared before /activation/:id so that "dob" and "check" are not taken for an id.
  route(router, services, verifyActivationDateOfBirth, async ({ body, req, res }) => {
    send(
      res,
      verifyActivationDateOfBirth,
      200,
      await activation.verifyActivationDateOfBirth(db, body.activationId, body.date_of_birth, req.ip),
    );
  });
  // The live password rules of the activation page (the link id is its token).
  route(router, services, checkActivationPassword, async ({ body, res }) => {
    res.set('Cache-Control', 'no-store');
    send(
      res,
      checkActivationPassword,
      200,
      await activation.checkActivationPassword(db, body.activationId, body.password),
    );
  });
  route(router, services, lookUpActivation, async ({ params, res }) => {
    res.set('Cache-Control', 'no-store');
    send(res, lookUpActivation, 200, await activation.lookUpActivation(db, params.activationId));
  });
  route(router, services, activate, async ({ body, req, res }) => {
    res.set('Cache-Control', 'no-store');
    send(res, activate, 200, await activation.activate(services, { ...body, ip: req.ip }));
  });
  return router;
}
