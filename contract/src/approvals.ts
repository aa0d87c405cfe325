// Approvals: the selections awaiting an approver of the client, per benefit, and the approval
// submission (spec: PATCH with selectionIds and approval), all or nothing.
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { messageError } from './errors.js';
import { page, pathId, requiredMessage, timestamp } from './fields.js';

export const noSelectionsMessage = 'No selections to approve/reject, please review your choice';

// Anyone but an approving employer of a client gets 403.
const approverOnly = { 403: messageError };

export const pendingSummaryAnswer = z
  .object({
    count: z.number().int(),
    summary: z.array(z.object({ benefitId: z.number().int(), benefitName: z.string(), count: z.number().int() })),
  })
  .meta({ id: 'PendingSummary' });

export const pendingSummary = endpoint({
  api: 'v2',
  method: 'get',
  path: '/scheme/selections/pending/',
  summary: "The client's benefits with selections awaiting approval, by name",
  auth: 'bearer',
  access: { roles: ['approver'], masquerade: true },
  responses: { 200: pendingSummaryAnswer, ...approverOnly },
});

export const pendingSelection = z
  .object({
    selectionId: z.number().int(),
    employeeName: z.string(),
    orderValue: z.number().int().meta({ description: 'Pence' }),
    fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    createdAt: timestamp(),
  })
  .meta({ id: 'PendingSelection' });

export const pendingSelectionsAnswer = z
  .object({
    benefitId: z.number().int(),
    benefitName: z.string(),
    fieldNames: z.array(z.string()).meta({ description: 'The field names on this page, alphabetical' }),
    selectionsData: z.array(pendingSelection),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'PendingSelections' });

export const pendingSelections = endpoint({
  api: 'v2',
  method: 'get',
  path: '/scheme/selections/{benefitId}/pending/',
  summary: "One benefit's pending selections, oldest first, ten a page",
  auth: 'bearer',
  access: { roles: ['approver'], masquerade: true, checks: ['own-client'] },
  params: z.object({ benefitId: pathId() }),
  query: z.object({ page: page() }),
  responses: { 200: pendingSelectionsAnswer, ...approverOnly, 404: messageError },
});

export const decisionBody = z.object({
  selectionIds: z
    .array(z.coerce.number().int().positive().max(2_147_483_647), { error: noSelectionsMessage })
    .min(1, { error: noSelectionsMessage })
    .max(500, { error: 'Please approve or reject at most 500 selections at a time' }),
  approval: z.boolean({ error: requiredMessage }).meta({ description: 'true approves, false rejects' }),
  reason: z
    .string()
    .trim()
    .max(500)
    .optional()
    .meta({ description: 'Why they were rejected: the employee sees it on the benefit' }),
});

export const decideSelections = endpoint({
  api: 'v2',
  method: 'patch',
  path: '/scheme/selections/status/',
  summary: 'Approves or rejects selections, all or none',
  auth: 'bearer',
  access: { roles: ['approver'], masquerade: true, checks: ['own-client'] },
  body: decisionBody,
  // 404: an id that is not a selection of the client; 409: one was already decided.
  responses: {
    200: z.object({
      status: z.literal('ok'),
      approval: z.boolean(),
      selectionIds: z.array(z.number().int()),
      processed: z.number().int(),
    }),
    ...approverOnly,
    404: messageError,
    409: messageError,
  },
});

export const statusCounts = endpoint({
  api: 'v2',
  method: 'get',
  path: '/scheme/selections/status/',
  summary: "How many of the client's approval selections are in each status",
  auth: 'bearer',
  access: { roles: ['approver'], masquerade: true },
  responses: {
    // Other statuses (active, opted-out) appear only when such selections exist.
    200: z.object({
      data: z
        .object({ pending: z.number().int(), approved: z.number().int(), declined: z.number().int() })
        .catchall(z.number().int()),
    }),
    ...approverOnly,
  },
});

export type PendingSummaryAnswer = z.infer<typeof pendingSummaryAnswer>;
export type PendingSelectionsAnswer = z.infer<typeof pendingSelectionsAnswer>;
export type DecisionAnswer = z.infer<(typeof decideSelections.responses)[200]>;
export type StatusCountsAnswer = z.infer<(typeof statusCounts.responses)[200]>;
