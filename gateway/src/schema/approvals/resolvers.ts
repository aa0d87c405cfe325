import { requireViewer, type GatewayContext } from '../../context.js';
import { connectionOf, pageOf, type PageArgs } from '../../connection.js';
import { gatewayError } from '../../errors.js';
import type { RestPendingSelection } from '../../rest/employer-types.js';
import { errorText } from '../../rest/upstream.js';
import { fromGlobalId, toGlobalId } from '../node/global-id.js';
import { APPROVAL_STRINGS as S } from './strings.js';

const perPage = 10;

interface PendingSelectionParent {
  selection: RestPendingSelection;
  fieldNames: string[];
}

function textOf(value: string | number | boolean | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

export const approvalResolvers = {
  Viewer: {
    async selectionApprovals(_: unknown, __: unknown, context: GatewayContext) {
      requireViewer(context);
      const body = await context.v2.pendingSelectionSummary();
      return {
        count: body.count,
        benefits: body.summary.map((row) => ({ benefitId: String(row.benefitId), benefitName: row.benefitName, count: row.count })),
      };
    },
    async pendingSelections(_: unknown, args: PageArgs & { benefitId: string }, context: GatewayContext) {
      requireViewer(context);
      const page = pageOf(args, perPage);
      if (!/^\d{1,9}$/.test(args.benefitId)) throw gatewayError('FORBIDDEN', 'Not found');
      const body = await context.v2.pendingSelections(args.benefitId, page);
      const rows = args.first ? body.selectionsData.slice(0, args.first) : body.selectionsData;
      return {
        ...connectionOf({ rows, page, perPage: body.per_page, lastPage: body.last_page, total: body.total }, (selection) => ({
          selection,
          fieldNames: body.fieldNames,
        })),
        benefitName: body.benefitName,
        fieldNames: body.fieldNames,
      };
    },
  },
  PendingSelection: {
    id: ({ selection }: PendingSelectionParent) => toGlobalId('PendingSelection', selection.selectionId),
    employeeName: ({ selection }: PendingSelectionParent) => selection.employeeName,
    orderValue: ({ selection }: PendingSelectionParent) => selection.orderValue,
    fields: ({ selection, fieldNames }: PendingSelectionParent) =>
      fieldNames.map((name) => ({ name, value: textOf(selection.fields[name]) })),
  },
  Mutation: {
    async decideSelections(_: unknown, { input }: { input: { selectionIds: string[]; approval: boolean } }, context: GatewayContext) {
      requireViewer(context);
      const ids: number[] = [];
      for (const globalId of input.selectionIds) {
        const parsed = fromGlobalId(globalId);
        // An id that is not a pending selection's is refused like one of another client.
        if (!parsed || parsed.type !== 'PendingSelection' || !/^\d{1,9}$/.test(parsed.id)) throw gatewayError('FORBIDDEN', 'Not found');
        ids.push(Number(parsed.id));
      }
      if (ids.length === 0) return { processedCount: 0, errors: [{ field: 'selectionIds', message: S.noneSelected }] };
      const { status, body } = await context.v2.decideSelections(ids, input.approval);
      if (status === 200) return { processedCount: body.processed, errors: [] };
      if (status === 401) throw gatewayError('UNAUTHENTICATED', errorText({ ...body }));
      if (status === 403 || status === 404) throw gatewayError('FORBIDDEN', errorText({ ...body }));
      if (status === 409 || status === 422) return { processedCount: 0, errors: [{ field: null, message: errorText({ ...body }) }] };
      return { processedCount: 0, errors: [{ field: null, message: S.somethingWentWrong }] };
    },
  },
};
