// The REST values of the profile domain's enums (shared/enum-values.ts says why). A person's type
// and status are answered alike by GET /user and by the employee tables, so each value is both.
import type { employeeList } from '@portal/contract/employees';
import type { SuccessOf } from '../../rest/rest-api.js';
import type { RestValueOf } from '../shared/enum-values.js';
import type { RestUser } from '../shared/mappers.js';

type RestEmployee = SuccessOf<typeof employeeList>['data'][number];

export const profileEnumValues = {
  UserType: { EMPLOYEE: 'employee', EMPLOYER: 'employer' },
  EmploymentStatus: { ACTIVE: 'active', INACTIVE: 'inactive', LEFT: 'left' },
} as const satisfies {
  UserType: Record<string, RestUser['userType'] & RestEmployee['userType']>;
  EmploymentStatus: Record<string, RestUser['employmentStatus'] & RestEmployee['employmentStatus']>;
};

export type UserType = RestValueOf<typeof profileEnumValues.UserType>;
export type EmploymentStatus = RestValueOf<typeof profileEnumValues.EmploymentStatus>;
