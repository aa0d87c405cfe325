// Benefit take-up (docs/benefit-takeup.md): per benefit of the client's
// scheme year, how many people may choose it (eligible), hold it (enrolled: active or approved),
// wait for approval (pending) and opted out, and the take-up (enrolled / eligible). One benefit's
// page lists the people in one of those states with their selection. Insight-enabled clients (the
// client exception `benefit_insights`) are served the same figures by v2/client/{id}/benefit-insights.
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { messageError } from './errors.js';
import { page, pathId } from './fields.js';

/** The client exception code that makes a client insight-enabled. */
export const benefitInsightsException = 'benefit_insights';

/** People per page on one benefit's take-up page (as the employee tables: ten). */
export const takeupPerPage = 10;

/** The states one benefit's page lists people in. */
export const takeupStatuses = ['enrolled', 'pending', 'opted-out'] as const;
export type TakeupStatus = (typeof takeupStatuses)[number];

export const benefitTakeupFigures = z
  .object({
    benefitId: z.number().int(),
    benefitName: z.string(),
    eligible: z.number().int().meta({ description: 'People of the client the eligibility rules allow to choose it' }),
    enrolled: z.number().int().meta({ description: 'Eligible people whose current selection is active or approved' }),
    pending: z.number().int().meta({ description: 'Eligible people whose current selection awaits approval' }),
    optedOut: z.number().int().meta({ description: 'Eligible people whose current selection is opted out' }),
    takeUpPercentage: z
      .number()
      .meta({ description: 'enrolled / eligible x 100, one decimal; 0 when nobody is eligible' }),
  })
  .meta({ id: 'BenefitTakeupFigures' });

export const takeupSummaryAnswer = z
  .object({
    schemeYear: z.number().int(),
    data: z
      .array(benefitTakeupFigures)
      .meta({ description: "The client's active benefits of the scheme year, in catalogue order" }),
  })
  .meta({ id: 'BenefitTakeupSummary' });

const planDetail = z.object({ label: z.string(), value: z.string() });

export const takeupSelection = z
  .object({
    selectionId: z.number().int(),
    employeeId: z.number().int(),
    employeeName: z.string(),
    email: z.string(),
    department: z.string().nullable(),
    location: z.string().nullable(),
    status: z.enum(['pending', 'approved', 'declined', 'active', 'opted-out']),
    statusLabel: z.string(),
    planDetails: z
      .array(planDetail)
      .meta({ description: 'The choice in words, as the employee sees it on the benefit' }),
    employeeMonthlyCost: z.number().int().meta({ description: 'Pence a month, before tax and NI savings' }),
    employerMonthlyCost: z.number().int().meta({ description: 'Pence a month' }),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    chosenAt: z.string().meta({ description: 'When the selection was made (ISO 8601)' }),
    decidedAt: z.string().nullable().meta({ description: 'When an approver decided it (ISO 8601)' }),
  })
  .meta({ id: 'TakeupSelection' });

export const takeupDetailAnswer = z
  .object({
    benefit: benefitTakeupFigures,
    status: z.enum(takeupStatuses),
    data: z.array(takeupSelection),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'BenefitTakeupDetail' });

export const takeupDetailQuery = z.object({
  status: z.enum(takeupStatuses).optional().default('enrolled'),
  page: page(),
});

// Anyone but an employer administrator of the client gets 403; another client's id 404.
const adminOnly = { 403: messageError, 404: messageError };
const clientParams = z.object({ clientId: pathId() });
const benefitParams = z.object({ clientId: pathId(), benefitId: pathId() });

export const takeupSummary = endpoint({
  api: 'main',
  method: 'get',
  path: '/client/{clientId}/benefit-takeup',
  summary: 'Take-up per benefit of the scheme year: eligible, enrolled, pending, opted out, take-up %',
  auth: 'bearer',
  access: { roles: ['employer-admin'], masquerade: true, checks: ['own-client'] },
  params: clientParams,
  responses: { 200: takeupSummaryAnswer, ...adminOnly },
});

export const takeupDetail = endpoint({
  api: 'main',
  method: 'get',
  path: '/client/{clientId}/benefit-takeup/{benefitId}',
  summary:
    "One benefit's take-up and the people in one state (enrolled, pending or opted out) with their selection, ten a page",
  auth: 'bearer',
  access: { roles: ['employer-admin'], masquerade: true, checks: ['own-client'] },
  params: benefitParams,
  query: takeupDetailQuery,
  responses: { 200: takeupDetailAnswer, ...adminOnly },
});

export const insightsSummary = endpoint({
  api: 'v2',
  method: 'get',
  path: '/client/{clientId}/benefit-insights',
  summary: 'Take-up per benefit, for insight-enabled clients (client exception benefit_insights)',
  auth: 'bearer',
  access: { roles: ['employer-admin'], masquerade: true, checks: ['own-client'] },
  params: clientParams,
  responses: { 200: takeupSummaryAnswer, ...adminOnly },
});

export const insightsDetail = endpoint({
  api: 'v2',
  method: 'get',
  path: '/client/{clientId}/benefit-insights/{benefitId}',
  summary: "One benefit's take-up and its people, for insight-enabled clients",
  auth: 'bearer',
  access: { roles: ['employer-admin'], masquerade: true, checks: ['own-client'] },
  params: benefitParams,
  query: takeupDetailQuery,
  responses: { 200: takeupDetailAnswer, ...adminOnly },
});

export type TakeupSummaryAnswer = z.infer<typeof takeupSummaryAnswer>;
export type TakeupDetailAnswer = z.infer<typeof takeupDetailAnswer>;
export type BenefitTakeupFigures = z.infer<typeof benefitTakeupFigures>;
export type TakeupSelection = z.infer<typeof takeupSelection>;
