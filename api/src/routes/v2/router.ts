// The versioned (v2) API, mounted at /v2.
import { Router } from 'express';
import type { ApiServices } from '../../services.js';
import { approvalRoutes } from './approvals.js';
import { employeeRoutes } from './employees.js';
import { profileTwoFactorRoutes } from './two-factor.js';

export function v2Routes(services: ApiServices): Router {
  const router = Router();
  router.use(profileTwoFactorRoutes(services));
  router.use(employeeRoutes(services));
  router.use(approvalRoutes(services));
  return router;
}
