// v2/scheme/selections/…: pending selections for approval, and the approval itself.
import { decideSelections, pendingSelections, pendingSummary, statusCounts } from '@portal/contract/approvals';
import { Router } from 'express';
import * as approvals from '../../approvals/approvals.js';
import { requireApprover } from '../../auth/employer-access.js';
import { send } from '../../http/send.js';
import type { ApiServices } from '../../services.js';
import { route } from '../route.js';

const approverOnly = { access: requireApprover };

export function approvalRoutes(services: ApiServices): Router {
  const { db } = services;
  const router = Router();
  route(router, services, pendingSummary, approverOnly, async ({ access: approver, res }) => {
    send(res, pendingSummary, 200, await approvals.pendingSummary(db, approver));
  });
  route(router, services, statusCounts, approverOnly, async ({ access: approver, res }) => {
    send(res, statusCounts, 200, await approvals.selectionStatusCounts(db, approver));
  });
  // The approval submission (spec: PATCH with selectionIds and approval).
  route(router, services, decideSelections, approverOnly, async ({ access: approver, body, res }) => {
    send(res, decideSelections, 200, await approvals.decideSelections(services, approver, body));
  });
  route(router, services, pendingSelections, approverOnly, async ({ access: approver, params, query, res }) => {
    send(res, pendingSelections, 200, await approvals.pendingForBenefit(db, approver, params.benefitId, query.page));
  });
  return router;
}
