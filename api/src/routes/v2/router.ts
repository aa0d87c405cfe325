// The versioned (v2) API, mounted at /v2.
import { Router } from 'express';
import type { ApiServices } from '../../services.js';
import { approvalRoutes } from './approvals.js';
import { benefitInsightRoutes } from '../main/benefit-takeup.js';
import { employeeRoutes } from './employees.js';
import { employeeInsightRoutes } from './employee-insights.js';
import { profileTwoFactorRoutes } from './two-factor.js';
import { platformSettingsRoutes } from './platform-settings.js';

export function v2Routes(services: ApiServices): Router {
  const router = Router();
  router.use(profileTwoFactorRoutes(services));
  router.use(employeeRoutes(services));
  router.use(approvalRoutes(services));
  router.use(benefitInsightRoutes(services));
  router.use(platformSettingsRoutes(services));
  router.use(employeeInsightRoutes(services));
  return router;
}
