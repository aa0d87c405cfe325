// Benefit take-up: client/{id}/benefit-takeup (every benefit's figures) and
// client/{id}/benefit-takeup/{id} (one benefit's people in one state), and the same answers at
// v2/client/{id}/benefit-insights for insight-enabled clients (docs/benefit-takeup.md). Employer
// administrators of that very client only. The figures are the benefit-takeup domain's; the
// choice in words is the benefits domain's, so the route is where the two meet.
import {
  insightsDetail,
  insightsSummary,
  takeupDetail,
  takeupPerPage,
  takeupSummary,
  type TakeupDetailAnswer,
} from '@portal/contract/benefit-takeup';
import { Router } from 'express';
import type { Authentication } from '../../auth/authentication.js';
import { ownClientOfPath, requireOwnClient } from '../../access/rules.js';
import * as takeup from '../../benefit-takeup/takeup.js';
import { todayInLondon } from '../../benefits/display.js';
import { statusLabels } from '../../benefits/labels.js';
import { ageOn, type Person } from '../../benefits/person.js';
import { planDetailsOf } from '../../benefits/selection-view.js';
import { notFound } from '../../http/errors.js';
import { send } from '../../http/send.js';
import type { ApiServices } from '../../services.js';
import { route } from '../route.js';

/** The page as the contract answers it: each selection with its choice in words. */
function detailAnswerOf(page: takeup.TakeupPage, status: TakeupDetailAnswer['status']): TakeupDetailAnswer {
  const today = todayInLondon();
  return {
    benefit: page.benefit,
    status,
    data: page.rows.map(({ selection, config, employee }) => {
      const name = `${employee.firstName} ${employee.surname}`;
      // The choice as the employee's own benefit page words it; free cover depends on age and salary.
      const person: Person = {
        userId: employee.id,
        name,
        annualSalaryPence: employee.annualSalaryPence,
        age: employee.dateOfBirth ? ageOn(employee.dateOfBirth, today) : null,
        partner: null,
        family: [],
      };
      return {
        selectionId: selection.id,
        employeeId: employee.id,
        employeeName: name,
        email: employee.email,
        department: employee.department,
        location: employee.location,
        status: selection.status,
        statusLabel: statusLabels[selection.status],
        planDetails: planDetailsOf(config, selection.values, person),
        employeeMonthlyCost: selection.employeeMonthlyPence,
        employerMonthlyCost: selection.employerMonthlyPence,
        startDate: selection.startDate,
        endDate: selection.endDate,
        chosenAt: selection.createdAt.toISOString(),
        decidedAt: selection.decidedAt?.toISOString() ?? null,
      };
    }),
    current_page: page.page,
    last_page: Math.max(1, Math.ceil(page.total / takeupPerPage)),
    per_page: takeupPerPage,
    total: page.total,
  };
}

export function benefitTakeupRoutes(services: ApiServices): Router {
  const { db } = services;
  const router = Router();
  route(router, services, takeupSummary, ownClientOfPath, async ({ access: admin, res }) => {
    send(res, takeupSummary, 200, await takeup.takeupSummary(db, admin));
  });
  route(router, services, takeupDetail, ownClientOfPath, async ({ access: admin, params, query, res }) => {
    const page = await takeup.takeupDetail(db, admin, params.benefitId, query.status, query.page);
    send(res, takeupDetail, 200, detailAnswerOf(page, query.status));
  });
  return router;
}

/** v2: the same figures, for insight-enabled clients only (another client sees 404, as for an unknown path). */
export function benefitInsightRoutes(services: ApiServices): Router {
  const { db } = services;
  const router = Router();
  const insightAdmin = {
    access: async (auth: Authentication, { clientId }: { clientId: number }) => {
      const admin = requireOwnClient(auth, clientId);
      if (!(await takeup.isInsightEnabled(db, admin.user.clientId))) throw notFound();
      return admin;
    },
  };
  route(router, services, insightsSummary, insightAdmin, async ({ access: admin, res }) => {
    send(res, insightsSummary, 200, await takeup.takeupSummary(db, admin));
  });
  route(router, services, insightsDetail, insightAdmin, async ({ access: admin, params, query, res }) => {
    const page = await takeup.takeupDetail(db, admin, params.benefitId, query.status, query.page);
    send(res, insightsDetail, 200, detailAnswerOf(page, query.status));
  });
  return router;
}
