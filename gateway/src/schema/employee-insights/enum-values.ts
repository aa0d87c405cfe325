// The REST values of the employee-insights domain's enums (shared/enum-values.ts says why).
import type { LoginPeriod as RestLoginPeriod } from '@portal/contract/employee-insights';
import type { RestValueOf } from '../shared/enum-values.js';

export const employeeInsightEnumValues = {
  LoginPeriod: { DAY: 'day', WEEK: 'week', MONTH: 'month' },
} as const satisfies {
  LoginPeriod: Record<string, RestLoginPeriod>;
};

export type LoginPeriod = RestValueOf<typeof employeeInsightEnumValues.LoginPeriod>;
