// Employees: the employer's employee and two-factor tables, their CSV reports and the download
// tickets that let a browser follow a report link without a bearer token, and welcome-email
// resends. Only an employer of the client in the path gets an answer: anyone else 403, another
// client's id 404, exactly like an id that does not exist.
import { z } from 'zod';
import { employeesPerPage } from './constants.js';
import { publicCall } from './access.js';
import { endpoint, fileBody } from './endpoint.js';
import { messageError } from './errors.js';
import { page, pathId, timestamp } from './fields.js';

export const employeeSortFields = ['name', 'email', 'registered'] as const;
export const twoFactorSortFields = ['name', 'email', 'two_factor'] as const;
export const reportKinds = ['employees', 'employeeTwoFA'] as const;

const booleanFilter = z
  .enum(['1', '0', 'true', 'false', ''], { error: 'The filter must be 1 or 0' })
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : value === '1' || value === 'true'));
const search = z.string().trim().max(100, { error: 'The search is too long' }).optional().default('');
const range = z.enum(['asc', 'desc'], { error: 'The range must be asc or desc' }).optional().default('asc');

/** The query of v2/client/{id}/employees. */
export const employeeListQuery = z.object({
  search,
  page: page(),
  range,
  'filter[person_activated]': booleanFilter,
  sort_by: z.enum(employeeSortFields, { error: 'Unknown sort field' }).optional().default('name'),
});

/** The query of v2/client/{id}/employees/two-factor-authentication. */
export const twoFactorListQuery = z.object({
  search,
  page: page(),
  range,
  'filter[person_mfa_secret]': booleanFilter,
  sort_by: z.enum(twoFactorSortFields, { error: 'Unknown sort field' }).optional().default('name'),
});

export const employee = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    surname: z.string(),
    name: z.string(),
    email: z.string(),
    userType: z.enum(['employee', 'employer']),
    employmentStatus: z.enum(['active', 'inactive', 'left']),
    registered: z.boolean().meta({ description: 'The account is activated' }),
    registeredAt: timestamp().nullable(),
    twoFactorEnabled: z.boolean(),
  })
  .meta({ id: 'Employee' });

const pageFields = {
  data: z.array(employee),
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.literal(employeesPerPage),
  total: z.number().int().meta({ description: 'Rows matching the search and filter' }),
};
const filterAnswer = z.union([z.literal(1), z.literal(0), z.null()]);
const totals = { totalEmployees: z.number().int(), totalRegisteredEmployees: z.number().int() };

export const employeePage = z
  .object({
    ...pageFields,
    totalEmployeesValues: z.object(totals),
    filters: z.object({
      search: z.string(),
      person_activated: filterAnswer,
      sort_by: z.enum(employeeSortFields),
      range: z.enum(['asc', 'desc']),
    }),
  })
  .meta({ id: 'EmployeePage' });

export const twoFactorPage = z
  .object({
    ...pageFields,
    totalEmployeesValues: z.object({ ...totals, totalTwoFactorEmployees: z.number().int() }),
    isEnforcementTwoFAEnabled: z.boolean(),
    filters: z.object({
      search: z.string(),
      person_mfa_secret: filterAnswer,
      sort_by: z.enum(twoFactorSortFields),
      range: z.enum(['asc', 'desc']),
    }),
  })
  .meta({ id: 'TwoFactorEmployeePage' });

const ownClient = z.object({ clientId: pathId() });
const employerOnly = { 403: messageError, 404: messageError };

export const employeeList = endpoint({
  api: 'v2',
  method: 'get',
  path: '/client/{clientId}/employees',
  summary: 'The employee table: ten a page, searched, filtered and sorted',
  auth: 'bearer',
  access: { roles: ['employer'], masquerade: true, checks: ['own-client'] },
  params: ownClient,
  query: employeeListQuery,
  responses: { 200: employeePage, ...employerOnly },
});

export const twoFactorList = endpoint({
  api: 'v2',
  method: 'get',
  path: '/client/{clientId}/employees/two-factor-authentication',
  summary: 'The two-factor table',
  auth: 'bearer',
  access: { roles: ['employer'], masquerade: true, checks: ['own-client'] },
  params: ownClient,
  query: twoFactorListQuery,
  responses: { 200: twoFactorPage, ...employerOnly },
});

/** What shapes a report: its kind, the search and the kind's filter (other list fields are ignored). */
export const reportQuery = z.object({
  type: z.enum(reportKinds, { error: 'Unknown report type' }).optional().default('employees'),
  search,
  'filter[person_activated]': booleanFilter,
  'filter[person_mfa_secret]': booleanFilter,
});

export const csvReport = fileBody(
  'text/csv',
  'UTF-8 with a byte-order mark, CRLF lines, in name order; cells a spreadsheet could run as formulas are defused',
);

export const downloadReport = endpoint({
  api: 'v2',
  method: 'get',
  path: '/client/{clientId}/employees/download-report',
  summary: 'A table as CSV, with the same search and filter (type employeeTwoFA for the two-factor table)',
  auth: 'bearer',
  access: { roles: ['employer'], masquerade: true, checks: ['own-client'] },
  params: ownClient,
  query: reportQuery,
  responses: { 200: csvReport, ...employerOnly },
});

export const ticketBody = z.object({
  type: z.enum(reportKinds, { error: 'Unknown report type' }),
  search,
  'filter[person_activated]': z.enum(['1', '0', '']).optional(),
  'filter[person_mfa_secret]': z.enum(['1', '0', '']).optional(),
});

export const issueTicket = endpoint({
  api: 'v2',
  method: 'post',
  path: '/client/{clientId}/employees/download-report/tickets',
  summary: 'A single-use, 60-second ticket for one report, bound to this session',
  auth: 'bearer',
  access: { roles: ['employer'], masquerade: true, checks: ['own-client'] },
  params: ownClient,
  body: ticketBody,
  responses: { 201: z.object({ ticket: z.string(), expiresIn: z.number().int() }), ...employerOnly },
});

export const downloadByTicket = endpoint({
  api: 'v2',
  method: 'get',
  path: '/downloads/{ticket}',
  summary: 'The report a ticket names; the ticket is the only credential',
  auth: 'none',
  access: publicCall,
  params: z.object({ ticket: z.string() }),
  // 410: unknown, used, expired, or the session that asked for it has ended.
  responses: { 200: csvReport, 403: messageError, 410: messageError },
});

const queued = (count: z.ZodType<number>) => z.object({ status: z.literal('queued'), queued: count });

export const resendWelcomeEmail = endpoint({
  api: 'main',
  method: 'post',
  path: '/employees/{employeeId}/welcome-email-resends',
  summary: 'Mails an unregistered employee their activation link again',
  auth: 'bearer',
  access: { roles: ['employer'], masquerade: true, checks: ['own-client'] },
  params: z.object({ employeeId: pathId() }),
  responses: { 202: queued(z.literal(1)), ...employerOnly },
});

export const resendWelcomeEmails = endpoint({
  api: 'main',
  method: 'post',
  path: '/companies/{clientId}/welcome-email-resends',
  summary: "Mails every unregistered employee of the employer's company, in the background",
  auth: 'bearer',
  access: { roles: ['employer'], masquerade: true, checks: ['own-client'] },
  params: ownClient,
  responses: {
    202: queued(z.number().int().meta({ description: 'How many unregistered employees there are' })),
    ...employerOnly,
  },
});

export type EmployeeListQuery = z.output<typeof employeeListQuery>;
export type TwoFactorListQuery = z.output<typeof twoFactorListQuery>;
export type ReportQuery = z.output<typeof reportQuery>;
export type ReportKind = (typeof reportKinds)[number];
export type TicketBody = z.output<typeof ticketBody>;
export type Employee = z.infer<typeof employee>;
export type EmployeePage = z.infer<typeof employeePage>;
export type TwoFactorPage = z.infer<typeof twoFactorPage>;
export type TicketAnswer = z.infer<(typeof issueTicket.responses)[201]>;
export type WelcomeResendAnswer = z.infer<(typeof resendWelcomeEmails.responses)[202]>;
