// Employee data uploads: the template's columns, the last upload's date, the history, a dry run
// (or an upload being applied) with its eligibility difference, and applying, discarding and
// undoing. Who may is the contract's declaration of the upload endpoints (an employer
// administrator of the client; anyone else is FORBIDDEN); the file itself goes through the
// gateway's upload route (http/uploads.ts), not GraphQL.
import {
  applyEmployeeDataUpload,
  dataLoadHistory,
  dataLoadTemplate,
  dateLastUpload,
  discardEmployeeDataUpload,
  eligibilityDifference,
  employeeDataUploadById,
  type DataLoad as RestDataLoad,
  type EmployeeDataUpload as RestUpload,
  undoDataLoad,
  uploadEmployeeData,
} from '@portal/contract/data-loads';
import { clientIdFor, requireViewer, type GatewayContext } from '../../context.js';
import { refusalsBut } from '../../rest/decode.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { fromGlobalId, toGlobalId } from '../shared/global-id.js';
import { formError } from '../shared/payload-errors.js';
import { DATA_LOAD_STRINGS as S } from './strings.js';

/** The viewer's own client: paths name it, the api checks it against the session. */
async function adminClientOf(context: GatewayContext) {
  const clientId = await clientIdFor(context, uploadEmployeeData);
  const user = await requireViewer(context).user.load('me');
  return { clientId, eligibilityImpact: user.isDataLoadEligibilityImpactEnabled };
}

/** A global id of the type, or (uploads only) the api's number as the upload route answered it. */
function idOf(id: string, type: 'EmployeeDataUpload' | 'DataLoad'): string | null {
  if (type === 'EmployeeDataUpload' && /^[1-9]\d{0,9}$/.test(id)) return id;
  const global = fromGlobalId(id);
  return global?.type === type && /^[1-9]\d{0,9}$/.test(global.id) ? global.id : null;
}

/** The mutations word a refusal (a conflict above all); a dead session and a refused access are thrown. */
const changeRefusals = refusalsBut('unauthenticated', 'forbidden');

const uploadOf = (upload: RestUpload, eligibilityImpact: boolean) => ({ ...upload, eligibilityImpact });

/** The refusal's words when the api gave some (a conflict is said in the contract's words), else ours. */
function refusalWords(outcome: { refusal: string; message: string }, failed: string, notFound: string): string {
  if (outcome.refusal === 'conflict') return outcome.message;
  if (outcome.refusal === 'notFound') return notFound;
  return failed;
}

export const dataLoadResolvers: Resolvers = {
  Viewer: {
    async dataLoads(_, __, context) {
      return adminClientOf(context);
    },
  },
  DataLoads: {
    uploadUrl: ({ clientId }) => `/uploads/employee-data/${clientId}`,
    eligibilityImpact: ({ eligibilityImpact }) => eligibilityImpact,
    templateFileName: async ({ clientId }, _, context) =>
      (await context.api.call(dataLoadTemplate, { params: { clientId } })).fileName,
    templateColumns: async ({ clientId }, _, context) =>
      (await context.api.call(dataLoadTemplate, { params: { clientId } })).columns,
    dateLastUpload: async ({ clientId }, _, context) =>
      (await context.api.call(dateLastUpload, { params: { clientId } })).dateLastUpload,
    history: async ({ clientId }, _, context) =>
      (await context.api.call(dataLoadHistory, { params: { clientId } })).dataLoads,
    async employeeDataUpload({ eligibilityImpact }, { id }, context) {
      const uploadId = idOf(id, 'EmployeeDataUpload');
      if (!uploadId) return null;
      // Another client's upload (404) is null to the caller.
      const outcome = await context.api.outcome(employeeDataUploadById, { params: { uploadId } }, ['notFound']);
      return outcome.ok ? uploadOf(outcome.body.upload, eligibilityImpact) : null;
    },
  },
  EmployeeDataUpload: {
    id: ({ id }) => toGlobalId('EmployeeDataUpload', id),
    uploadId: ({ id }) => id,
    async eligibilityDifference({ id, status, eligibilityImpact }, _, context) {
      // Only a dry run has one: once applied, the difference is the employees' own benefits.
      if (!eligibilityImpact || status !== 'checked') return null;
      return context.api.call(eligibilityDifference, { params: { uploadId: String(id) } });
    },
  },
  DataLoad: {
    id: ({ id }) => toGlobalId('DataLoad', id),
    undoesLoadId: ({ undoesLoadId }: RestDataLoad) =>
      undoesLoadId === null ? null : toGlobalId('DataLoad', undoesLoadId),
  },
  Mutation: {
    async applyEmployeeDataUpload(_, { input }, context) {
      const { eligibilityImpact } = await adminClientOf(context);
      const uploadId = idOf(input.id, 'EmployeeDataUpload');
      if (!uploadId) return { upload: null, errors: formError(S.uploadNotFound) };
      const body = { sendWelcomeEmails: input.sendWelcomeEmails };
      const outcome = await context.api.outcome(
        applyEmployeeDataUpload,
        { params: { uploadId }, body },
        changeRefusals,
      );
      if (outcome.ok) return { upload: uploadOf(outcome.body.upload, eligibilityImpact), errors: [] };
      return { upload: null, errors: formError(refusalWords(outcome, S.applyFailed, S.uploadNotFound)) };
    },
    async discardEmployeeDataUpload(_, { input }, context) {
      await adminClientOf(context);
      const uploadId = idOf(input.id, 'EmployeeDataUpload');
      if (!uploadId) return { discarded: false, errors: formError(S.uploadNotFound) };
      const outcome = await context.api.outcome(discardEmployeeDataUpload, { params: { uploadId } }, changeRefusals);
      if (outcome.ok) return { discarded: true, errors: [] };
      return { discarded: false, errors: formError(refusalWords(outcome, S.discardFailed, S.uploadNotFound)) };
    },
    async undoDataLoad(_, { input }, context) {
      const { clientId } = await adminClientOf(context);
      const loadId = idOf(input.id, 'DataLoad');
      if (!loadId) return { dataLoad: null, viewer: null, errors: formError(S.loadNotFound) };
      const outcome = await context.api.outcome(undoDataLoad, { params: { clientId, loadId } }, changeRefusals);
      if (outcome.ok)
        return {
          dataLoad: outcome.body.dataLoad,
          viewer: { user: await requireViewer(context).user.load('me') },
          errors: [],
        };
      return { dataLoad: null, viewer: null, errors: formError(refusalWords(outcome, S.undoFailed, S.loadNotFound)) };
    },
  },
};
