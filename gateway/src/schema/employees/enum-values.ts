// The REST values of the employees domain's enums (shared/enum-values.ts says why): the tables'
// sort_by and range, and the report a download ticket is for.
import type { QueryInput, BodyInput } from '@portal/contract/endpoint';
import type { employeeList, issueTicket, twoFactorList } from '@portal/contract/employees';
import type { RestValueOf } from '../shared/enum-values.js';

export const employeeEnumValues = {
  SortDirection: { ASC: 'asc', DESC: 'desc' },
  EmployeeSort: { NAME: 'name', EMAIL: 'email', REGISTERED: 'registered' },
  TwoFactorEmployeeSort: { NAME: 'name', EMAIL: 'email', TWO_FACTOR: 'two_factor' },
  EmployeeReportType: { EMPLOYEES: 'employees', EMPLOYEE_TWO_FA: 'employeeTwoFA' },
} as const satisfies {
  SortDirection: Record<string, NonNullable<QueryInput<typeof employeeList>['range']>>;
  EmployeeSort: Record<string, NonNullable<QueryInput<typeof employeeList>['sort_by']>>;
  TwoFactorEmployeeSort: Record<string, NonNullable<QueryInput<typeof twoFactorList>['sort_by']>>;
  EmployeeReportType: Record<string, BodyInput<typeof issueTicket>['type']>;
};

export type SortDirection = RestValueOf<typeof employeeEnumValues.SortDirection>;
export type EmployeeSort = RestValueOf<typeof employeeEnumValues.EmployeeSort>;
export type TwoFactorEmployeeSort = RestValueOf<typeof employeeEnumValues.TwoFactorEmployeeSort>;
export type EmployeeReportType = RestValueOf<typeof employeeEnumValues.EmployeeReportType>;
