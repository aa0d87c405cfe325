// v2/client/{id}/employees, its two-factor twin, their CSV reports, and the download tickets
// that let a browser follow a report link without a bearer token (docs/rest-api.md).
import { downloadByTicket, downloadReport, employeeList, issueTicket, twoFactorList } from '@portal/contract/employees';
import { Router } from 'express';
import { enforceAccess } from '../../access/policy.js';
import { employerSessionOf, ownClientOfPath } from '../../access/rules.js';
import { issueDownloadTicket, redeemDownloadTicket } from '../../employees/download-tickets.js';
import { listEmployees, listTwoFactor } from '../../employees/employees.js';
import { streamReport } from '../../employees/reports.js';
import { send } from '../../http/send.js';
import type { ApiServices } from '../../services.js';
import { route } from '../route.js';

export function employeeRoutes(services: ApiServices): Router {
  const { db } = services;
  const router = Router();

  route(router, services, employeeList, ownClientOfPath, async ({ access: employer, query, res }) => {
    send(res, employeeList, 200, await listEmployees(db, employer.user.clientId, query));
  });

  route(router, services, twoFactorList, ownClientOfPath, async ({ access: employer, query, res }) => {
    send(res, twoFactorList, 200, await listTwoFactor(db, employer.user.clientId, query));
  });

  // The blob download with the same search and filter as the table (type employeeTwoFA for the
  // two-factor table's report): CSV streamed as it is read, not a JSON answer.
  route(router, services, downloadReport, ownClientOfPath, async ({ access: employer, query, res }) => {
    await streamReport(db, res, employer.user.clientId, query);
  });

  // A single-use, 60-second ticket for one report, bound to this session.
  route(router, services, issueTicket, ownClientOfPath, async ({ access: employer, body, res }) => {
    send(res, issueTicket, 201, await issueDownloadTicket(db, employer.session.id, body));
  });

  // Redeemed by the gateway for the browser: the ticket is the only credential.
  route(router, services, downloadByTicket, async ({ params, res }) => {
    const { query, authentication } = await redeemDownloadTicket(db, services.config.session, params.ticket);
    // The session that asked for the ticket must still be allowed the report itself.
    await enforceAccess(db, downloadReport.access, authentication);
    await streamReport(db, res, employerSessionOf(authentication).user.clientId, query);
  });

  return router;
}
