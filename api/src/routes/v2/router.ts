// The versioned (v2) API, mounted at /v2. The employer endpoints arrive with the employer issues.
import { Router } from 'express';
import type { Database } from '../../db/client.js';
import { userMfaRoutes } from './user-mfa.js';
import { approvalRoutes } from './approvals.js';
import { employeeRoutes } from './employees.js';

export function v2Routes(db: Database): Router {
  const router = Router();
  router.use(userMfaRoutes(db));
  router.use(employeeRoutes(db));
  router.use(approvalRoutes(db));
  return router;
}
