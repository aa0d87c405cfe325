// Employee insights: the employer administrator's engagement figures (logins and registrations
// over time, people active in the last 30 days) and the workforce's headcount, registration and
// 2FA adoption by department and location. Only an administrator of the client in the path gets
// an answer: any other employer or an employee 403, another client's id 404.
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { messageError } from './errors.js';
import { isoDate, pathId } from './fields.js';

export const loginPeriods = ['day', 'week', 'month'] as const;
export type LoginPeriod = (typeof loginPeriods)[number];

/** How many periods each chart shows, ending with the current one (a week starts on Monday). */
export const periodsShown: Record<LoginPeriod, number> = { day: 30, week: 26, month: 12 };

const adminOnly = { 403: messageError, 404: messageError };
const ownClient = z.object({ clientId: pathId() });

export const loginsQuery = z.object({
  period: z.enum(loginPeriods, { error: 'The period must be day, week or month' }).optional().default('day'),
});

export const loginCount = z
  .object({
    periodStart: isoDate().meta({ description: 'The first day of the period (UTC)' }),
    logins: z
      .number()
      .int()
      .meta({ description: 'Sessions started in the period: password, 2FA, single sign-on or activation' }),
  })
  .meta({ id: 'LoginCount' });

export const registrationCount = z
  .object({
    periodStart: isoDate(),
    registrations: z
      .number()
      .int()
      .meta({ description: 'Accounts activated in the period (by their activation date)' }),
    registeredTotal: z.number().int().meta({ description: 'Accounts activated by the end of the period' }),
  })
  .meta({ id: 'RegistrationCount' });

export const engagementAnswer = z
  .object({
    period: z.enum(loginPeriods),
    logins: z.array(loginCount),
    registrations: z.array(registrationCount),
    activeUsersLast30Days: z.number().int().meta({ description: 'People who logged in during the last 30 days' }),
  })
  .meta({ id: 'EmployeeEngagement' });

export const engagementLogins = endpoint({
  api: 'v2',
  method: 'get',
  path: '/client/{clientId}/employee-insights/logins',
  summary: 'Logins and registrations per day, week or month, and people active in the last 30 days',
  auth: 'bearer',
  access: { roles: ['employer-admin'], masquerade: true, checks: ['own-client'] },
  params: ownClient,
  query: loginsQuery,
  responses: { 200: engagementAnswer, ...adminOnly },
});

export const workforceFigures = z
  .object({
    headcount: z.number().int().meta({ description: 'Employees who have not left' }),
    registered: z.number().int(),
    twoFactor: z.number().int().meta({ description: 'Registered with 2FA turned on' }),
  })
  .meta({ id: 'WorkforceFigures' });

export const workforceGroup = workforceFigures
  .extend({ name: z.string().nullable().meta({ description: 'Null: the employer recorded none' }) })
  .meta({ id: 'WorkforceGroup' });

export const insightsAnswer = z
  .object({
    totals: workforceFigures,
    byDepartment: z.array(workforceGroup),
    byLocation: z.array(workforceGroup),
  })
  .meta({ id: 'EmployeeInsights' });

export const employeeInsights = endpoint({
  api: 'v2',
  method: 'get',
  path: '/client/{clientId}/employee-insights',
  summary: 'Headcount, registration and 2FA adoption, in all and by department and location',
  auth: 'bearer',
  access: { roles: ['employer-admin'], masquerade: true, checks: ['own-client'] },
  params: ownClient,
  responses: { 200: insightsAnswer, ...adminOnly },
});
