// v2/scheme/selections/…: pending selections for approval, and the approval itself.
import { Router } from 'express';
import type { Database } from '../../db/client.js';
import { approvalBody, decideSelections, pendingForBenefit, pendingQuery, pendingSummary, selectionStatusCounts } from '../../approvals/approvals.js';
import { idOf } from '../../employer/access.js';
import { parseBody } from '../../http/validation.js';
import { authenticationOf, requireSession } from '../../session/authentication.js';

export function approvalRoutes(db: Database): Router {
  const router = Router();
  const session = requireSession(db);
  router.get('/scheme/selections/pending', session, async (_req, res) => {
    res.json(await pendingSummary(db, authenticationOf(res)));
  });
  router.get('/scheme/selections/status', session, async (_req, res) => {
    res.json(await selectionStatusCounts(db, authenticationOf(res)));
  });
  // The approval submission (spec: PATCH with selectionIds and approval).
  router.patch('/scheme/selections/status', session, async (req, res) => {
    const { selectionIds, approval } = parseBody(approvalBody, req.body);
    res.json(await decideSelections(db, authenticationOf(res), selectionIds, approval));
  });
  router.get('/scheme/selections/:id/pending', session, async (req, res) => {
    const { page } = parseBody(pendingQuery, req.query);
    res.json(await pendingForBenefit(db, authenticationOf(res), idOf(String(req.params.id)), page));
  });
  return router;
}
