// Reporting (docs/reporting.md): the employer administrator's payroll, provider and
// life-event reports. A report is a request for one kind, year and month (and, for a provider
// report, optionally one provider); its rows are read from the live data and streamed when it is
// downloaded, as CSV or XLSX, one at a time or several in a zip. Only an employer administrator of
// the client in the path gets an answer: another employer 403, another client's id 404.
import { z } from 'zod';
import { publicCall } from './access.js';
import { endpoint, fileBody } from './endpoint.js';
import { messageError } from './errors.js';
import { pathId, timestamp } from './fields.js';

export const reportTypes = ['payroll', 'provider', 'lifeevent'] as const;
export const reportFormats = ['csv', 'xlsx'] as const;
export const reportStatuses = ['ready', 'error'] as const;
/** How many reports one zip may hold. */
export const maxReportsPerZip = 20;

export const reportTypeMessage = 'Please choose a report';
export const reportYearMessage = 'Please choose a year';
export const reportMonthMessage = 'Please choose a month';
export const reportFormatMessage = 'Please choose a format';
export const reportsChosenMessage = `Please choose between 1 and ${maxReportsPerZip} reports`;

export const report = z
  .object({
    id: z.number().int(),
    type: z.enum(reportTypes),
    year: z.number().int(),
    month: z.number().int().min(1).max(12),
    timestamp: timestamp().meta({ description: 'When the report was requested' }),
    label: z.string().meta({ example: 'Payroll report, March 2026' }),
    providerName: z
      .string()
      .nullable()
      .meta({ description: 'A provider report for one provider; null for every provider' }),
    status: z.enum(reportStatuses).meta({ description: 'error when its last download failed part-way' }),
  })
  .meta({ id: 'Report' });

const year = z.coerce
  .number({ error: reportYearMessage })
  .int({ error: reportYearMessage })
  .min(2000, { error: reportYearMessage })
  .max(2100, { error: reportYearMessage });
const month = z.coerce
  .number({ error: reportMonthMessage })
  .int({ error: reportMonthMessage })
  .min(1, { error: reportMonthMessage })
  .max(12, { error: reportMonthMessage });
const format = z.enum(reportFormats, { error: reportFormatMessage });

export const reportRequest = z.object({
  type: z.enum(reportTypes, { error: reportTypeMessage }),
  year,
  month,
  providerName: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((value) => (value ? value : null)),
});

const ownClient = z.object({ clientId: pathId() });
const adminOnly = { 403: messageError, 404: messageError };

export const reportList = endpoint({
  api: 'main',
  method: 'get',
  path: '/client/{clientId}/reports',
  summary: "The client's requested reports, newest first, and the providers a provider report can name",
  auth: 'bearer',
  access: { roles: ['employer-admin'], masquerade: true, checks: ['own-client'] },
  params: ownClient,
  responses: { 200: z.object({ reports: z.array(report), providers: z.array(z.string()) }), ...adminOnly },
});

export const requestReport = endpoint({
  api: 'main',
  method: 'post',
  path: '/client/{clientId}/reports',
  summary: 'Requests a payroll, provider or life-event report for a year and month',
  auth: 'bearer',
  access: { roles: ['employer-admin'], masquerade: true, checks: ['own-client'] },
  params: ownClient,
  body: reportRequest,
  responses: { 201: z.object({ report }), ...adminOnly },
});

export const reportFile = fileBody(
  'text/csv',
  'CSV (UTF-8 with a byte-order mark, CRLF lines) or XLSX by `format`; cells a spreadsheet could run as formulas are defused',
);
export const reportZip = fileBody('application/zip', 'A zip of the reports, each as CSV or XLSX by `format`');

export const downloadOneReport = endpoint({
  api: 'main',
  method: 'get',
  path: '/client/{clientId}/reports/{reportId}/download',
  summary: 'One report, streamed as it is read',
  auth: 'bearer',
  access: { roles: ['employer-admin'], masquerade: true, checks: ['own-client'] },
  params: z.object({ clientId: pathId(), reportId: pathId() }),
  query: z.object({ format: format.optional().default('csv') }),
  responses: { 200: reportFile, ...adminOnly },
});

/** Report ids as a comma-separated query value (`ids=3,4`) or a JSON array. */
const reportIds = z
  .union([z.string(), z.array(z.union([z.string(), z.number()]))], { error: reportsChosenMessage })
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((id) => Number(String(id).trim())))
  .pipe(
    z
      .array(z.number().int().positive(), { error: reportsChosenMessage })
      .min(1, { error: reportsChosenMessage })
      .max(maxReportsPerZip, { error: reportsChosenMessage }),
  )
  .transform((ids) => [...new Set(ids)]);

export const downloadMultipleQuery = z.object({ ids: reportIds, format: format.optional().default('csv') });

export const downloadMultipleReports = endpoint({
  api: 'main',
  method: 'get',
  path: '/client/{clientId}/reports/download-multiple',
  summary: 'Several reports at once, as a zip streamed as it is written',
  auth: 'bearer',
  access: { roles: ['employer-admin'], masquerade: true, checks: ['own-client'] },
  params: ownClient,
  query: downloadMultipleQuery,
  responses: { 200: reportZip, ...adminOnly },
});

export const reportTicketBody = z.object({ reportIds: reportIds, format });

export const issueReportTicket = endpoint({
  api: 'main',
  method: 'post',
  path: '/client/{clientId}/reports/download-tickets',
  summary: 'A single-use, 60-second ticket for one report (a file) or several (a zip), bound to this session',
  auth: 'bearer',
  access: { roles: ['employer-admin'], masquerade: true, checks: ['own-client'] },
  params: ownClient,
  body: reportTicketBody,
  responses: { 201: z.object({ ticket: z.string(), expiresIn: z.number().int() }), ...adminOnly },
});

export const reportByTicket = endpoint({
  api: 'main',
  method: 'get',
  path: '/reports/downloads/{ticket}',
  summary: 'The report or zip a ticket names; the ticket is the only credential',
  auth: 'none',
  access: publicCall,
  params: z.object({ ticket: z.string() }),
  // 410: unknown, used, expired, or the session that asked for it has ended.
  responses: { 200: reportFile, 403: messageError, 404: messageError, 410: messageError },
});

export type Report = z.infer<typeof report>;
export type ReportType = (typeof reportTypes)[number];
export type ReportFormat = (typeof reportFormats)[number];
export type ReportRequest = z.output<typeof reportRequest>;
export type ReportList = z.infer<(typeof reportList.responses)[200]>;
