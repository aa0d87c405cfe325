// v2/client/{id}/employees, its two-factor twin, their CSV reports, and the download tickets
// that let a browser follow a report link without a bearer token (docs/rest-api.md, issue 4).
import { Router } from 'express';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { requireEmployer, requireOwnClient } from '../../employer/access.js';
import { issueDownloadTicket, redeemDownloadTicket } from '../../employer/download-tickets.js';
import { employeeListQuery, listEmployees, listTwoFactor, twoFactorListQuery } from '../../employer/employees.js';
import { type ReportFilters, type ReportKind, streamReport } from '../../employer/reports.js';
import { parseBody } from '../../http/validation.js';
import { authenticationOf, requireSession } from '../../session/authentication.js';

const reportQuery = z.object({ type: z.enum(['employees', 'employeeTwoFA'], { error: 'Unknown report type' }).optional().default('employees') });

const ticketBody = z.object({
  type: z.enum(['employees', 'employeeTwoFA'], { error: 'Unknown report type' }),
  search: z.string().trim().max(100).optional().default(''),
  'filter[person_activated]': z.enum(['1', '0', '']).optional(),
  'filter[person_mfa_secret]': z.enum(['1', '0', '']).optional(),
});

/** The report's search and filter from a query (or a ticket's stored params). */
function reportFiltersOf(kind: ReportKind, params: unknown): ReportFilters {
  if (kind === 'employeeTwoFA') {
    const query = parseBody(twoFactorListQuery, params);
    return { search: query.search, twoFactor: query['filter[person_mfa_secret]'] };
  }
  const query = parseBody(employeeListQuery, params);
  return { search: query.search, registered: query['filter[person_activated]'] };
}

export function employeeRoutes(db: Database): Router {
  const router = Router();
  const session = requireSession(db);

  router.get('/client/:id/employees', session, async (req, res) => {
    const clientId = requireOwnClient(authenticationOf(res), String(req.params.id));
    res.json(await listEmployees(db, clientId, parseBody(employeeListQuery, req.query)));
  });

  router.get('/client/:id/employees/two-factor-authentication', session, async (req, res) => {
    const clientId = requireOwnClient(authenticationOf(res), String(req.params.id));
    res.json(await listTwoFactor(db, clientId, parseBody(twoFactorListQuery, req.query)));
  });

  // The blob download with the same search and filter as the table (type employeeTwoFA for the
  // two-factor table's report).
  router.get('/client/:id/employees/download-report', session, async (req, res) => {
    const clientId = requireOwnClient(authenticationOf(res), String(req.params.id));
    const { type } = parseBody(reportQuery, req.query);
    await streamReport(db, res, clientId, type, reportFiltersOf(type, req.query));
  });

  // A single-use, 60-second ticket for one report, bound to this session.
  router.post('/client/:id/employees/download-report/tickets', session, async (req, res) => {
    const auth = authenticationOf(res);
    requireOwnClient(auth, String(req.params.id));
    const body = parseBody(ticketBody, req.body);
    const { type, ...rest } = body;
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(rest)) if (value !== undefined && value !== '') params[key] = value;
    reportFiltersOf(type, params);
    res.status(201).json(await issueDownloadTicket(db, auth.session.id, type, params));
  });

  // Redeemed by the gateway for the browser: the ticket is the only credential.
  router.get('/downloads/:ticket', async (req, res) => {
    const { kind, params, authentication } = await redeemDownloadTicket(db, String(req.params.ticket));
    const employer = requireEmployer(authentication);
    await streamReport(db, res, employer.clientId, kind, reportFiltersOf(kind, params));
  });

  return router;
}
