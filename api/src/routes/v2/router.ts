// The versioned (v2) API, mounted at /v2. The employer endpoints arrive with the employer issues.
import { Router } from 'express';
import type { Database } from '../../db/client.js';
import { userMfaRoutes } from './user-mfa.js';

export function v2Routes(db: Database): Router {
  const router = Router();
  router.use(userMfaRoutes(db));
  return router;
}
