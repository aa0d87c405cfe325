// Employee data uploads (docs/data-loads.md): the template, the date of the last upload, the
// history, a file read as a dry run, its eligibility difference, applying (a job), discarding,
// and undoing the last applied load. Employer administrators of the client only: another
// employer 403, another client's id or upload 404.
import {
  applyEmployeeDataUpload,
  dataLoadHistory,
  dataLoadMaxBytes,
  dataLoadTemplate,
  dataLoadTooLargeMessage,
  dateLastUpload,
  discardEmployeeDataUpload,
  eligibilityDifference,
  employeeDataUploadById,
  undoDataLoad,
  uploadEmployeeData,
} from '@portal/contract/data-loads';
import { Router } from 'express';
import { employerSessionOf, ownClientOfPath } from '../../access/rules.js';
import type { Authentication } from '../../auth/authentication.js';
import { queueApply } from '../../data-loads/apply.js';
import { dryRun } from '../../data-loads/dry-run.js';
import { eligibilityDifferenceOf } from '../../data-loads/eligibility.js';
import {
  cleanFileName,
  discardDryRun,
  lastUploadDate,
  loadHistory,
  loadTemplate,
  storeDryRun,
  sweepAbandonedDryRuns,
  uploadAnswer,
  uploadOf,
} from '../../data-loads/loads.js';
import { undoLoad } from '../../data-loads/undo.js';
import { readRawBody } from '../../http/raw-body.js';
import { send } from '../../http/send.js';
import type { ApiServices } from '../../services.js';
import { route } from '../route.js';

export function dataLoadRoutes(services: ApiServices): Router {
  const { db } = services;
  const router = Router();
  // An upload id of another client answers 404, as an id that does not exist.
  const ownUpload = {
    access: async (auth: Authentication, { uploadId }: { uploadId: number }) => {
      const employer = employerSessionOf(auth);
      return { employer, load: await uploadOf(db, employer.user.clientId, uploadId) };
    },
  };

  route(router, services, dataLoadTemplate, ownClientOfPath, ({ res }) => {
    send(res, dataLoadTemplate, 200, loadTemplate());
  });

  route(router, services, dateLastUpload, ownClientOfPath, async ({ access: employer, res }) => {
    res.set('Cache-Control', 'no-store');
    send(res, dateLastUpload, 200, { dateLastUpload: await lastUploadDate(db, employer.user.clientId) });
  });

  route(router, services, dataLoadHistory, ownClientOfPath, async ({ access: employer, res }) => {
    res.set('Cache-Control', 'no-store');
    send(res, dataLoadHistory, 200, { dataLoads: await loadHistory(db, employer.user.clientId) });
  });

  // The body is the file itself, read only once the administrator has been checked.
  route(router, services, uploadEmployeeData, ownClientOfPath, async ({ access: employer, req, res }) => {
    await sweepAbandonedDryRuns(db);
    const bytes = await readRawBody(req, dataLoadMaxBytes, dataLoadTooLargeMessage);
    const fileName = cleanFileName(req.get('x-file-name'));
    const row = await storeDryRun(db, employer, fileName, await dryRun(db, employer.user.clientId, bytes, fileName));
    send(res, uploadEmployeeData, 201, await uploadAnswer(db, row));
  });

  route(router, services, employeeDataUploadById, ownUpload, async ({ access: { load }, res }) => {
    res.set('Cache-Control', 'no-store');
    send(res, employeeDataUploadById, 200, await uploadAnswer(db, load));
  });

  route(router, services, eligibilityDifference, ownUpload, async ({ access: { load }, res }) => {
    send(res, eligibilityDifference, 200, await eligibilityDifferenceOf(db, load));
  });

  route(router, services, applyEmployeeDataUpload, ownUpload, async ({ access: { employer, load }, body, res }) => {
    const queued = await queueApply(db, employer, load, body.sendWelcomeEmails);
    services.kickJobs();
    send(res, applyEmployeeDataUpload, 202, await uploadAnswer(db, queued));
  });

  route(router, services, discardEmployeeDataUpload, ownUpload, async ({ access: { employer, load }, res }) => {
    await discardDryRun(db, employer, load);
    send(res, discardEmployeeDataUpload, 200, { discarded: true });
  });

  route(router, services, undoDataLoad, ownClientOfPath, async ({ access: employer, params, res }) => {
    send(res, undoDataLoad, 201, { dataLoad: await undoLoad(db, employer, params.loadId) });
  });

  return router;
}
