// Reporting (docs/reporting.md): client/{id}/reports (list, request), client/{id}/reports/{id}/download,
// client/{id}/reports/download-multiple, and the download tickets that let a browser follow a
// report link without a bearer token. Employer administrators of the client in the path only.
import {
  downloadMultipleReports,
  downloadOneReport,
  issueReportTicket,
  reportByTicket,
  reportList,
  reportTicketBody,
  requestReport,
} from '@portal/contract/reports';
import { Router } from 'express';
import { issueTicket, redeemTicket } from '../../auth/download-tickets.js';
import { enforceAccess } from '../../access/policy.js';
import { employerSessionOf, ownClientOfPath } from '../../access/rules.js';
import { send } from '../../http/send.js';
import { parseFields } from '../../http/validation.js';
import { streamReportFile, streamReportZip } from '../../reports/files.js';
import { listReports, reportsByIds, requestReport as recordRequest } from '../../reports/reports.js';
import type { ApiServices } from '../../services.js';
import { route } from '../route.js';

export function reportRoutes(services: ApiServices): Router {
  const { db } = services;
  const router = Router();

  route(router, services, reportList, ownClientOfPath, async ({ access: employer, res }) => {
    res.set('Cache-Control', 'no-store');
    send(res, reportList, 200, await listReports(db, employer.user.clientId));
  });

  route(router, services, requestReport, ownClientOfPath, async ({ access: employer, body, res }) => {
    send(res, requestReport, 201, await recordRequest(db, employer, body));
  });

  route(router, services, downloadMultipleReports, ownClientOfPath, async ({ access: employer, query, res }) => {
    const reports = await reportsByIds(db, employer.user.clientId, query.ids);
    await streamReportZip(db, res, reports, query.format);
  });

  route(router, services, downloadOneReport, ownClientOfPath, async ({ access: employer, params, query, res }) => {
    const [report] = await reportsByIds(db, employer.user.clientId, [params.reportId]);
    await streamReportFile(db, res, report!, query.format);
  });

  // A single-use, 60-second ticket for one report or a zip of several, bound to this session.
  // The reports are checked now, so a ticket never names another client's.
  route(router, services, issueReportTicket, ownClientOfPath, async ({ access: employer, body, res }) => {
    await reportsByIds(db, employer.user.clientId, body.reportIds);
    const answer = await issueTicket(db, employer.session.id, 'reports', {
      ids: body.reportIds.join(','),
      format: body.format,
    });
    send(res, issueReportTicket, 201, answer);
  });

  // Redeemed by the gateway for the browser: the ticket is the only credential, and the one who
  // asked for it must still be an administrator of the reports' client.
  route(router, services, reportByTicket, async ({ params, res }) => {
    const { params: ticket, authentication } = await redeemTicket(db, services.config.session, params.ticket, [
      'reports',
    ]);
    await enforceAccess(db, downloadOneReport.access, authentication);
    const employer = employerSessionOf(authentication);
    const { reportIds, format } = parseFields(reportTicketBody, { reportIds: ticket.ids, format: ticket.format });
    const reports = await reportsByIds(db, employer.user.clientId, reportIds);
    if (reports.length === 1) await streamReportFile(db, res, reports[0]!, format);
    else await streamReportZip(db, res, reports, format);
  });

  return router;
}
