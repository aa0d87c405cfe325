// Benefit take-up for employer administrators (docs/benefit-takeup.md). The client's exception
// code benefit_insights makes it insight-enabled: its figures are read from
// v2/client/{id}/benefit-insights instead of client/{id}/benefit-takeup.
// Who may is the contract's declaration of the take-up endpoints (an administrator of the client):
// anyone else is FORBIDDEN here before the api is asked.
import {
  benefitInsightsException,
  insightsDetail,
  insightsSummary,
  takeupDetail,
  takeupPerPage,
  takeupSummary,
  type TakeupStatus as RestTakeupStatus,
} from '@portal/contract/benefit-takeup';
import { clientIdFor, requireViewer, type GatewayContext } from '../../context.js';
import { connectionOf, pageOf } from '../../connection.js';
import { gatewayError } from '../../errors.js';
import { type Resolvers, TakeupStatus } from '../__generated__/resolvers-types.js';
import { toGlobalId } from '../shared/global-id.js';

const restStatus: Record<TakeupStatus, RestTakeupStatus> = {
  [TakeupStatus.Enrolled]: 'enrolled',
  [TakeupStatus.Pending]: 'pending',
  [TakeupStatus.OptedOut]: 'opted-out',
};
const graphStatus = Object.fromEntries(Object.entries(restStatus).map(([graph, rest]) => [rest, graph])) as Record<
  RestTakeupStatus,
  TakeupStatus
>;

interface TakeupClient {
  clientId: string;
  insightEnabled: boolean;
}

/** The employer's own client (paths name it; the api checks it against the session) and its flag. */
async function takeupClientOf(context: GatewayContext): Promise<TakeupClient> {
  const clientId = await clientIdFor(context, takeupSummary);
  const setup = await requireViewer(context).loginSetup.load('me');
  const exceptions = setup.client?.clientExceptions ?? [];
  return {
    clientId,
    insightEnabled: exceptions.some(
      (exception) => exception.code === benefitInsightsException && exception.status === 'active',
    ),
  };
}

function figuresOf(row: {
  benefitId: number;
  benefitName: string;
  eligible: number;
  enrolled: number;
  pending: number;
  optedOut: number;
  takeUpPercentage: number;
}) {
  return { ...row, benefitId: String(row.benefitId) };
}

export const benefitTakeupResolvers: Resolvers = {
  Viewer: {
    async benefitTakeup(_, __, context) {
      const { clientId, insightEnabled } = await takeupClientOf(context);
      const params = { clientId };
      const body = insightEnabled
        ? await context.api.call(insightsSummary, { params })
        : await context.api.call(takeupSummary, { params });
      return { schemeYear: body.schemeYear, benefits: body.data.map(figuresOf) };
    },
    async benefitTakeupDetail(_, args, context) {
      const page = pageOf(args, takeupPerPage);
      // Only whole-number ids name a benefit; anything else is refused like another client's.
      if (!/^[1-9]\d{0,8}$/.test(args.benefitId)) throw gatewayError('FORBIDDEN', 'Not found');
      const { clientId, insightEnabled } = await takeupClientOf(context);
      const query = { status: restStatus[args.status ?? TakeupStatus.Enrolled], page };
      const params = { clientId, benefitId: args.benefitId };
      const body = insightEnabled
        ? await context.api.call(insightsDetail, { params, query })
        : await context.api.call(takeupDetail, { params, query });
      const rows = args.first ? body.data.slice(0, args.first) : body.data;
      return {
        ...connectionOf({ rows, page, perPage: body.per_page, lastPage: body.last_page, total: body.total }, (row) => ({
          id: toGlobalId('TakeupSelection', row.selectionId),
          employeeName: row.employeeName,
          email: row.email,
          department: row.department,
          location: row.location,
          statusLabel: row.statusLabel,
          planDetails: row.planDetails,
          employeeMonthlyCost: row.employeeMonthlyCost,
          employerMonthlyCost: row.employerMonthlyCost,
          startDate: row.startDate,
          endDate: row.endDate,
          chosenAt: row.chosenAt,
          decidedAt: row.decidedAt,
        })),
        benefit: figuresOf(body.benefit),
        status: graphStatus[body.status],
      };
    },
  },
};
