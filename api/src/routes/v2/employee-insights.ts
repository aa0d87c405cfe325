// v2/client/{id}/employee-insights and /logins: the dashboard's engagement and insights pages,
// for an administrator of the client in the path only (403 for anyone else, 404 for another
// client's id, before the query is read).
import { employeeInsights, engagementLogins } from '@portal/contract/employee-insights';
import { Router } from 'express';
import { ownClientOfPath } from '../../access/rules.js';
import { engagementOf } from '../../employee-insights/engagement.js';
import { workforceOf } from '../../employee-insights/workforce.js';
import { send } from '../../http/send.js';
import type { ApiServices } from '../../services.js';
import { route } from '../route.js';

export function employeeInsightRoutes(services: ApiServices): Router {
  const { db } = services;
  const router = Router();
  route(router, services, engagementLogins, ownClientOfPath, async ({ access: admin, query, res }) => {
    send(res, engagementLogins, 200, await engagementOf(db, admin.user.clientId, query.period));
  });
  route(router, services, employeeInsights, ownClientOfPath, async ({ access: admin, res }) => {
    send(res, employeeInsights, 200, await workforceOf(db, admin.user.clientId));
  });
  return router;
}
