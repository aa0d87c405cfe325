// Reporting: the viewer's reports, requesting one, and a download link for one or several. Who
// may is the contract's declaration of the reports endpoints (an employer administrator of the
// client): anyone else is FORBIDDEN.
import { issueReportTicket, reportList, requestReport, type Report as RestReport } from '@portal/contract/reports';
import { clientIdFor, requireViewer, type GatewayContext } from '../../context.js';
import { refusalsBut } from '../../rest/decode.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { fromGlobalId, toGlobalId } from '../shared/global-id.js';
import { fieldErrorsOr, formError } from '../shared/payload-errors.js';
import { REPORT_STRINGS as S } from './strings.js';

/** The viewer's own client: paths name it, the api checks it against the session. */
const clientIdOf = (context: GatewayContext) => clientIdFor(context, reportList);

/** A refused request (422) is the side panel's to word; a dead session and a refused access are thrown. */
const panelRefusals = refusalsBut('unauthenticated', 'forbidden');

const reportOf = (report: RestReport) => ({ ...report, id: toGlobalId('Report', report.id) });

export const reportResolvers: Resolvers = {
  Viewer: {
    async reporting(_, __, context) {
      const body = await context.api.call(reportList, { params: { clientId: await clientIdOf(context) } });
      return { reports: body.reports.map(reportOf), providers: body.providers };
    },
  },
  Mutation: {
    async requestReport(_, { input }, context) {
      const clientId = await clientIdOf(context);
      const providerName = input.type === 'provider' ? (input.providerName?.trim() ?? null) || null : null;
      const body = { type: input.type, year: input.year, month: input.month, providerName };
      const outcome = await context.api.outcome(requestReport, { params: { clientId }, body }, panelRefusals);
      if (outcome.ok)
        return {
          report: reportOf(outcome.body.report),
          viewer: { user: await requireViewer(context).user.load('me') },
          errors: [],
        };
      const failed = S.requestFailed[input.type];
      return {
        report: null,
        viewer: null,
        errors: outcome.refusal === 'invalid' ? fieldErrorsOr(outcome.fieldErrors, failed) : formError(failed),
      };
    },
    async createReportDownload(_, { input }, context) {
      const clientId = await clientIdOf(context);
      const reportIds = input.reportIds.map((id) => fromGlobalId(id));
      if (reportIds.length === 0 || reportIds.some((id) => !id || id.type !== 'Report'))
        return { url: null, expiresInSeconds: null, errors: formError(S.reportNotFound) };
      const body = { reportIds: reportIds.map((id) => id!.id), format: input.format };
      const outcome = await context.api.outcome(issueReportTicket, { params: { clientId }, body }, panelRefusals);
      if (!outcome.ok)
        return {
          url: null,
          expiresInSeconds: null,
          errors: formError(outcome.refusal === 'notFound' ? S.reportNotFound : S.downloadFailed),
        };
      return {
        url: `/reports/downloads/${encodeURIComponent(outcome.body.ticket)}`,
        expiresInSeconds: outcome.body.expiresIn,
        errors: [],
      };
    },
  },
};
