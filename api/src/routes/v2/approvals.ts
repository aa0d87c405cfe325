// v2/scheme/selections/…: pending selections for approval, and the approval itself.
import { decideSelections, pendingSelections, pendingSummary, statusCounts } from '@portal/contract/approvals';
import { Router } from 'express';
import * as approvals from '../../approvals/approvals.js';
import { employerOfSession } from '../../access/rules.js';
import { send } from '../../http/send.js';
import type { ApiServices } from '../../services.js';
import { route } from '../route.js';

export function approvalRoutes(services: ApiServices): Router {
  const { db } = services;
  const router = Router();
  route(router, services, pendingSummary, employerOfSession, async ({ access: approver, res }) => {
    send(res, pendingSummary, 200, await approvals.pendingSummary(db, approver));
  });
  route(router, services, statusCounts, employerOfSession, async ({ access: approver, res }) => {
    send(res, statusCounts, 200, await approvals.selectionStatusCounts(db, approver));
  });
  // The approval submission (spec: PATCH with selectionIds and approval).
  route(router, services, decideSelections, employerOfSession, async ({ access: approver, body, res }) => {
    send(res, decideSelections, 200, await approvals.decideSelections(services, approver, body));
  });
  route(router, services, pendingSelections, employerOfSession, async ({ access: approver, params, query, res }) => {
    send(res, pendingSelections, 200, await approvals.pendingForBenefit(db, approver, params.benefitId, query.page));
  });
  return router;
}
