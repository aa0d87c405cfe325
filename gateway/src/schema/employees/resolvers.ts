import { requireViewer, type GatewayContext } from '../../context.js';
import { connectionOf, pageOf, percentageOf, type PageArgs } from '../../connection.js';
import { gatewayError } from '../../errors.js';
import type { RestEmployee, RestEmployeePage } from '../../rest/employer-types.js';
import { errorText } from '../../rest/upstream.js';
import { fromGlobalId, toGlobalId } from '../node/global-id.js';
import { EMPLOYEE_STRINGS as S } from './strings.js';

const perPage = 10;

/** The employer's own client id: paths name it, the api checks it against the session. */
export async function clientIdOf(context: GatewayContext): Promise<string> {
  const user = await requireViewer(context).user.load('me');
  if (user.userType !== 'employer' || user.clientId === null) throw gatewayError('FORBIDDEN', 'Access Denied');
  return String(user.clientId);
}

interface ListArgs extends PageArgs {
  search?: string | null;
  sortBy?: string | null;
  sortDirection?: 'ASC' | 'DESC' | null;
}

function searchParamsOf(args: ListArgs, page: number, filterName: string, filter: boolean | null | undefined) {
  const params: Record<string, string> = {
    page: String(page),
    sort_by: (args.sortBy ?? 'NAME').toLowerCase(),
    range: (args.sortDirection ?? 'ASC').toLowerCase(),
  };
  const search = args.search?.trim();
  if (search) params.search = search;
  if (filter !== null && filter !== undefined) params[`filter[${filterName}]`] = filter ? '1' : '0';
  return params;
}

function tableOf(body: RestEmployeePage, page: number, first: number | null | undefined) {
  const rows = first ? body.data.slice(0, first) : body.data;
  const connection = connectionOf({ rows, page, perPage: body.per_page, lastPage: body.last_page, total: body.total }, (row) => row);
  const { totalEmployees, totalRegisteredEmployees } = body.totalEmployeesValues;
  return {
    ...connection,
    totalEmployees,
    totalRegisteredEmployees,
    percentageRegistered: percentageOf(totalRegisteredEmployees, totalEmployees),
  };
}

type Field = { field: string | null; message: string };
const failed = (message: string): Field[] => [{ field: null, message }];

export const employeeResolvers = {
  Viewer: {
    async employees(_: unknown, args: ListArgs & { registered?: boolean | null }, context: GatewayContext) {
      const page = pageOf(args, perPage);
      const clientId = await clientIdOf(context);
      const body = await context.v2.employees(clientId, searchParamsOf(args, page, 'person_activated', args.registered));
      return tableOf(body, page, args.first);
    },
    async twoFactorEmployees(_: unknown, args: ListArgs & { twoFactorEnabled?: boolean | null }, context: GatewayContext) {
      const page = pageOf(args, perPage);
      const clientId = await clientIdOf(context);
      const body = await context.v2.twoFactorEmployees(clientId, searchParamsOf(args, page, 'person_mfa_secret', args.twoFactorEnabled));
      const table = tableOf(body, page, args.first);
      const totalTwoFactorEmployees = body.totalEmployeesValues.totalTwoFactorEmployees ?? 0;
      return {
        ...table,
        totalTwoFactorEmployees,
        percentageTwoFactor: percentageOf(totalTwoFactorEmployees, table.totalEmployees),
        isEnforcementTwoFAEnabled: Boolean(body.isEnforcementTwoFAEnabled),
      };
    },
  },
  Employee: {
    id: (employee: RestEmployee) => toGlobalId('Employee', employee.id),
    userType: (employee: RestEmployee) => employee.userType.toUpperCase(),
    employmentStatus: (employee: RestEmployee) => employee.employmentStatus.toUpperCase(),
  },
  Mutation: {
    async resendWelcomeEmail(_: unknown, { input }: { input: { employeeId: string } }, context: GatewayContext) {
      requireViewer(context);
      const parsed = fromGlobalId(input.employeeId);
      if (!parsed || parsed.type !== 'Employee') return { sent: false, errors: failed(S.employeeNotFound) };
      const { status, body } = await context.main.resendWelcomeEmail(parsed.id);
      if (status === 401) throw gatewayError('UNAUTHENTICATED', errorText({ ...body }));
      if (status >= 200 && status < 300) return { sent: true, errors: [] };
      if (status === 404) return { sent: false, errors: failed(S.employeeNotFound) };
      if (status === 403) throw gatewayError('FORBIDDEN', errorText({ ...body }));
      return { sent: false, errors: failed(status === 422 ? errorText({ ...body }) : S.somethingWentWrong) };
    },
    async resendWelcomeEmails(_: unknown, __: unknown, context: GatewayContext) {
      const clientId = await clientIdOf(context);
      const { status, body } = await context.main.resendWelcomeEmails(clientId);
      if (status === 401) throw gatewayError('UNAUTHENTICATED', errorText({ ...body }));
      if (status >= 200 && status < 300) return { queuedCount: body.queued ?? 0, errors: [] };
      if (status === 403 || status === 404) throw gatewayError('FORBIDDEN', errorText({ ...body }));
      return { queuedCount: 0, errors: failed(S.somethingWentWrong) };
    },
    async createEmployeeReportDownload(
      _: unknown,
      { input }: { input: { type: 'EMPLOYEES' | 'EMPLOYEE_TWO_FA'; search?: string | null; registered?: boolean | null; twoFactorEnabled?: boolean | null } },
      context: GatewayContext,
    ) {
      const clientId = await clientIdOf(context);
      const json: Record<string, string> = { type: input.type === 'EMPLOYEE_TWO_FA' ? 'employeeTwoFA' : 'employees' };
      const search = input.search?.trim();
      if (search) json.search = search;
      if (input.type === 'EMPLOYEES' && input.registered !== null && input.registered !== undefined) {
        json['filter[person_activated]'] = input.registered ? '1' : '0';
      }
      if (input.type === 'EMPLOYEE_TWO_FA' && input.twoFactorEnabled !== null && input.twoFactorEnabled !== undefined) {
        json['filter[person_mfa_secret]'] = input.twoFactorEnabled ? '1' : '0';
      }
      const { status, body } = await context.v2.downloadTicket(clientId, json);
      if (status === 401) throw gatewayError('UNAUTHENTICATED', errorText({ ...body }));
      if (status === 403 || status === 404) throw gatewayError('FORBIDDEN', errorText({ ...body }));
      if (status !== 201 && status !== 200) return { url: null, expiresInSeconds: null, errors: failed(S.downloadFailed) };
      return { url: `/downloads/${encodeURIComponent(body.ticket)}`, expiresInSeconds: body.expiresIn, errors: [] };
    },
  },
};
