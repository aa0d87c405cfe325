import { employeesPerPage } from '@portal/contract/constants';
import {
  employeeList,
  issueTicket,
  resendWelcomeEmail,
  resendWelcomeEmails,
  twoFactorList,
} from '@portal/contract/employees';
import { clientIdFor, requireViewer, type GatewayContext } from '../../context.js';
import { connectionOf, pageOf, percentageOf } from '../../connection.js';
import { refusalsBut } from '../../rest/decode.js';
import type { SuccessOf } from '../../rest/rest-api.js';
import type { Resolvers, ViewerEmployeesArgs, ViewerTwoFactorEmployeesArgs } from '../__generated__/resolvers-types.js';
import { fromGlobalId, toGlobalId } from '../shared/global-id.js';
import { formError } from '../shared/payload-errors.js';
import { EMPLOYEE_STRINGS as S } from './strings.js';

/** The employer's own client id: paths name it, the api checks it against the session. */
export const clientIdOf = (context: GatewayContext) => clientIdFor(context, employeeList);

type ListArgs = ViewerEmployeesArgs | ViewerTwoFactorEmployeesArgs;

/** A yes/no filter as the api reads it; none when the screen does not filter on it. */
function filterOn(params: Record<string, string>, name: string, value: boolean | null | undefined) {
  if (value !== null && value !== undefined) params[`filter[${name}]`] = value ? '1' : '0';
}

function searchParamsOf(args: ListArgs, page: number, filterName: string, filter: boolean | null | undefined) {
  // The enums carry the api's own sort_by and range values (enum-values.ts); an explicit null
  // still gets the SDL's default.
  const params: Record<string, string> = {
    page: String(page),
    sort_by: args.sortBy ?? 'name',
    range: args.sortDirection ?? 'asc',
  };
  const search = args.search?.trim();
  if (search) params.search = search;
  filterOn(params, filterName, filter);
  return params;
}

/** What the employee list and the 2FA list answer alike. */
type EmployeeTablePage = Pick<
  SuccessOf<typeof employeeList>,
  'data' | 'per_page' | 'last_page' | 'total' | 'totalEmployeesValues'
>;

function tableOf(body: EmployeeTablePage, page: number, first: number | null | undefined) {
  const rows = first ? body.data.slice(0, first) : body.data;
  const connection = connectionOf(
    { rows, page, perPage: body.per_page, lastPage: body.last_page, total: body.total },
    (row) => row,
  );
  const { totalEmployees, totalRegisteredEmployees } = body.totalEmployeesValues;
  return {
    ...connection,
    totalEmployees,
    totalRegisteredEmployees,
    percentageRegistered: percentageOf(totalRegisteredEmployees, totalEmployees),
  };
}

export const employeeResolvers: Resolvers = {
  Viewer: {
    async employees(_, args, context) {
      const page = pageOf(args, employeesPerPage);
      const clientId = await clientIdOf(context);
      const body = await context.api.call(employeeList, {
        params: { clientId },
        query: searchParamsOf(args, page, 'person_activated', args.registered),
      });
      return tableOf(body, page, args.first);
    },
    async twoFactorEmployees(_, args, context) {
      const page = pageOf(args, employeesPerPage);
      const clientId = await clientIdOf(context);
      const body = await context.api.call(twoFactorList, {
        params: { clientId },
        query: searchParamsOf(args, page, 'person_mfa_secret', args.twoFactorEnabled),
      });
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
    id: (employee) => toGlobalId('Employee', employee.id),
    userType: (employee) => employee.userType,
    employmentStatus: (employee) => employee.employmentStatus,
  },
  Mutation: {
    async resendWelcomeEmail(_, { input }, context) {
      requireViewer(context);
      const parsed = fromGlobalId(input.employeeId);
      if (!parsed || parsed.type !== 'Employee') return { sent: false, errors: formError(S.employeeNotFound) };
      // An employee who is not there is the screen's to word; another client's is a refused access.
      const outcome = await context.api.outcome(
        resendWelcomeEmail,
        { params: { employeeId: parsed.id } },
        refusalsBut('unauthenticated', 'forbidden'),
      );
      if (outcome.ok) return { sent: true, errors: [] };
      if (outcome.refusal === 'notFound') return { sent: false, errors: formError(S.employeeNotFound) };
      return { sent: false, errors: formError(outcome.refusal === 'invalid' ? outcome.message : S.somethingWentWrong) };
    },
    async resendWelcomeEmails(_, __, context) {
      const clientId = await clientIdOf(context);
      const outcome = await context.api.outcome(
        resendWelcomeEmails,
        { params: { clientId } },
        refusalsBut('unauthenticated', 'forbidden', 'notFound'),
      );
      if (outcome.ok) return { queuedCount: outcome.body.queued ?? 0, errors: [] };
      return { queuedCount: 0, errors: formError(S.somethingWentWrong) };
    },
    async createEmployeeReportDownload(_, { input }, context) {
      const clientId = await clientIdOf(context);
      const filters: Record<string, string> = {};
      // Each report filters on its own table's column only.
      if (input.type === 'employees') filterOn(filters, 'person_activated', input.registered);
      else filterOn(filters, 'person_mfa_secret', input.twoFactorEnabled);
      const search = input.search?.trim();
      const body = { type: input.type, ...(search ? { search } : {}), ...filters };
      const outcome = await context.api.outcome(
        issueTicket,
        { params: { clientId }, body },
        refusalsBut('unauthenticated', 'forbidden', 'notFound'),
      );
      if (!outcome.ok) return { url: null, expiresInSeconds: null, errors: formError(S.downloadFailed) };
      return {
        url: `/downloads/${encodeURIComponent(outcome.body.ticket)}`,
        expiresInSeconds: outcome.body.expiresIn,
        errors: [],
      };
    },
  },
};
