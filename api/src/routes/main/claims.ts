// Benefits: statements, claims and the receipts uploaded for them.
import { claims, contributions, makeClaim, receiptMaxBytes, uploadReceipt } from '@portal/contract/benefits';
import { Router } from 'express';
import type { Authentication } from '../../auth/authentication.js';
import { findEligibleBenefit } from '../../benefits/catalogue.js';
import * as claiming from '../../benefits/claims.js';
import { receiptTooLargeMessage, storeReceipt } from '../../benefits/receipts.js';
import { contributionsOf } from '../../benefits/statements.js';
import { readRawBody } from '../../http/raw-body.js';
import { send } from '../../http/send.js';
import type { ApiServices } from '../../services.js';
import { route } from '../route.js';

export function claimRoutes(services: ApiServices): Router {
  const { db } = services;
  const router = Router();
  const eligible = {
    access: (auth: Authentication, params: { benefitId: number }) =>
      findEligibleBenefit(db, auth.user, params.benefitId),
  };

  route(router, services, contributions, async ({ auth, params, res }) => {
    send(res, contributions, 200, await contributionsOf(db, auth.user, params.groupCode));
  });
  route(router, services, claims, eligible, async ({ auth, access, res }) => {
    send(res, claims, 200, await claiming.claimsOf(db, auth.user, access));
  });
  route(router, services, makeClaim, eligible, async ({ auth, access, body, res }) => {
    send(res, makeClaim, 201, await claiming.makeClaim(db, auth, access, body));
  });
  // The body is the file itself, read only once the session has been checked.
  route(router, services, uploadReceipt, async ({ auth, req, res }) => {
    const bytes = await readRawBody(req, receiptMaxBytes, receiptTooLargeMessage);
    send(res, uploadReceipt, 201, await storeReceipt(db, auth, bytes, req.get('x-file-name')));
  });
  return router;
}
