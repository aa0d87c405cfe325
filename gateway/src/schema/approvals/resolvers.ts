import { decideSelections, pendingSelections, pendingSummary } from '@portal/contract/approvals';
import { approvalsPerPage } from '@portal/contract/constants';
import { requireViewer } from '../../context.js';
import { connectionOf, pageOf } from '../../connection.js';
import { gatewayError } from '../../errors.js';
import { refusalsBut } from '../../rest/decode.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { fromGlobalId, toGlobalId } from '../shared/global-id.js';
import { formError } from '../shared/payload-errors.js';
import { APPROVAL_STRINGS as S } from './strings.js';

function textOf(value: string | number | boolean | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

export const approvalResolvers: Resolvers = {
  Viewer: {
    async selectionApprovals(_, __, context) {
      requireViewer(context);
      const body = await context.api.call(pendingSummary);
      return {
        count: body.count,
        benefits: body.summary.map((row) => ({
          benefitId: String(row.benefitId),
          benefitName: row.benefitName,
          count: row.count,
        })),
      };
    },
    async pendingSelections(_, args, context) {
      requireViewer(context);
      const page = pageOf(args, approvalsPerPage);
      if (!/^\d{1,9}$/.test(args.benefitId)) throw gatewayError('FORBIDDEN', 'Not found');
      const body = await context.api.call(pendingSelections, {
        params: { benefitId: args.benefitId },
        query: { page },
      });
      const rows = args.first ? body.selectionsData.slice(0, args.first) : body.selectionsData;
      return {
        ...connectionOf(
          { rows, page, perPage: body.per_page, lastPage: body.last_page, total: body.total },
          (selection) => ({
            selection,
            fieldNames: body.fieldNames,
          }),
        ),
        benefitName: body.benefitName,
        fieldNames: body.fieldNames,
      };
    },
  },
  PendingSelection: {
    id: ({ selection }) => toGlobalId('PendingSelection', selection.selectionId),
    employeeName: ({ selection }) => selection.employeeName,
    orderValue: ({ selection }) => selection.orderValue,
    fields: ({ selection, fieldNames }) => fieldNames.map((name) => ({ name, value: textOf(selection.fields[name]) })),
  },
  Mutation: {
    async decideSelections(_, { input }, context) {
      const viewerLoaders = requireViewer(context);
      const ids: number[] = [];
      for (const globalId of input.selectionIds) {
        const parsed = fromGlobalId(globalId);
        // An id that is not a pending selection's is refused like one of another client.
        if (!parsed || parsed.type !== 'PendingSelection' || !/^\d{1,9}$/.test(parsed.id))
          throw gatewayError('FORBIDDEN', 'Not found');
        ids.push(Number(parsed.id));
      }
      const none = { processedCount: 0, decidedSelectionIds: [], viewer: null };
      if (ids.length === 0) return { ...none, errors: [{ field: 'selectionIds', message: S.noneSelected }] };
      // The employee sees the reason on the benefit; a blank one is no reason.
      const reason = input.reason?.trim() || undefined;
      const body = { selectionIds: ids, approval: input.approval, ...(reason ? { reason } : {}) };
      // Selections no longer pending (409) and a refused list (422) are the screen's to word.
      const outcome = await context.api.outcome(
        decideSelections,
        { body },
        refusalsBut('unauthenticated', 'forbidden', 'notFound'),
      );
      if (outcome.ok) {
        // All or nothing on the api: every id sent was decided.
        const viewer = { user: await viewerLoaders.user.load('me') };
        return { processedCount: outcome.body.processed, decidedSelectionIds: input.selectionIds, viewer, errors: [] };
      }
      const worded = outcome.refusal === 'conflict' || outcome.refusal === 'invalid';
      return { ...none, errors: formError(worded ? outcome.message : S.somethingWentWrong) };
    },
  },
};
