// What the employees domain's types receive as their parent: the REST shapes the api answers.
import type { employeeList } from '@portal/contract/employees';
import type { SuccessOf } from '../../rest/rest-api.js';

/** A row of the employee tables (the employee list and the 2FA list answer the same rows). */
export type EmployeeParent = SuccessOf<typeof employeeList>['data'][number];
