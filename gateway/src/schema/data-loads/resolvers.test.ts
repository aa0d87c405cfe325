// The data-loads resolvers against a stand-in api: the administrator's template, last upload and
// history; a dry run by its global id or the upload route's number, with the eligibility
// difference only for a client with the impact enabled; apply, discard and undo with the api's
// refusals in the contract's words; and everyone else refused without a call.
import { dataLoadBusyMessage, dataLoadUndoMessage } from '@portal/contract/data-loads';
import { userAnswer } from '../../testing/answers.js';
import { standInApi, type StandInApi } from '../../testing/stand-in-api.js';
import { toGlobalId } from '../shared/global-id.js';

const counts = { new: 2, changed: 1, unchanged: 60, leaving: 0 };
const upload = (overrides: Record<string, unknown> = {}) => ({
  id: 9,
  fileName: 'march.csv',
  uploadedAt: '2026-03-04T10:00:00.000Z',
  uploadedBy: 'Sam Patel',
  rows: 63,
  counts,
  errorCount: 0,
  errors: [],
  status: 'checked',
  progress: { done: 0, total: 63 },
  sendWelcomeEmails: true,
  failure: null,
  ...overrides,
});
const load = {
  id: 4,
  fileName: 'march.csv',
  uploadedBy: 'Sam Patel',
  uploadedAt: '2026-03-04T10:05:00.000Z',
  rows: 63,
  counts,
  result: 'applied',
  undoesLoadId: null,
  canUndo: true,
};
const undo = { ...load, id: 5, result: 'undo', undoesLoadId: 4, canUndo: false };
const admin = (impact: boolean) =>
  userAnswer({
    id: 3,
    userType: 'employer',
    clientId: 42,
    isEmployerAdmin: true,
    isDataLoadEligibilityImpactEnabled: impact,
  });

let who = admin(true);
let applyAnswer: { status: number; body: unknown } = {
  status: 202,
  body: { upload: upload({ status: 'queued', sendWelcomeEmails: false }) },
};
let undoAnswer: { status: number; body: unknown } = { status: 201, body: { dataLoad: undo } };

let api: StandInApi;
beforeAll(async () => {
  api = await standInApi({
    'GET /user': () => ({ status: 200, body: who }),
    'GET /client/42/data-load-template': () => ({
      status: 200,
      body: {
        fileName: 'employee-data-template.csv',
        columns: [{ name: 'employee_number', required: true, description: 'Who', example: 'ACM-00042' }],
      },
    }),
    'GET /client/42/date-last-upload': () => ({ status: 200, body: { dateLastUpload: '2026-03-04T10:05:00.000Z' } }),
    'GET /client/42/data-loads': () => ({ status: 200, body: { dataLoads: [undo, load] } }),
    'GET /employee-data-uploads/9': () => ({ status: 200, body: { upload: upload() } }),
    'GET /employee-data-uploads/8': () => ({ status: 404, body: { message: 'Not found' } }),
    'GET /employee-data-uploads/9/eligibility-difference': () => ({
      status: 200,
      body: {
        changes: [{ employeeNumber: 'ACM-1', name: 'Ada Lovelace', change: 'new', gains: ['Pension'], loses: [] }],
        total: 1,
      },
    }),
    'POST /employee-data-uploads/9/apply': () => applyAnswer,
    'POST /employee-data-uploads/9/discard': () => ({ status: 200, body: { discarded: true } }),
    'POST /client/42/data-loads/4/undo': () => undoAnswer,
    'GET /client/43/data-load-template': () => ({ status: 404, body: { message: 'Not found' } }),
  });
});
afterAll(async () => {
  await api.close();
});
afterEach(() => {
  who = admin(true);
  applyAnswer = { status: 202, body: { upload: upload({ status: 'queued', sendWelcomeEmails: false }) } };
  undoAnswer = { status: 201, body: { dataLoad: undo } };
});

test('an administrator reads the template, the last upload and the history, ids made global', async () => {
  const result = await api.execute(
    '{ viewer { dataLoads { uploadUrl eligibilityImpact templateFileName templateColumns { name example } dateLastUpload history { id result fileName canUndo undoesLoadId counts { new } } } } }',
    { token: 't' },
  );
  expect(result).toEqual({
    data: {
      viewer: {
        dataLoads: {
          uploadUrl: '/uploads/employee-data/42',
          eligibilityImpact: true,
          templateFileName: 'employee-data-template.csv',
          templateColumns: [{ name: 'employee_number', example: 'ACM-00042' }],
          dateLastUpload: '2026-03-04T10:05:00.000Z',
          history: [
            {
              id: toGlobalId('DataLoad', 5),
              result: 'UNDO',
              fileName: 'march.csv',
              canUndo: false,
              undoesLoadId: toGlobalId('DataLoad', 4),
              counts: { new: 2 },
            },
            {
              id: toGlobalId('DataLoad', 4),
              result: 'APPLIED',
              fileName: 'march.csv',
              canUndo: true,
              undoesLoadId: null,
              counts: { new: 2 },
            },
          ],
        },
      },
    },
  });
});

test("a dry run is read by its global id or the upload route's number, with its eligibility difference", async () => {
  const fields =
    '{ id uploadId status progress { done total } eligibilityDifference { total changes { name change gains loses } } }';
  const byNumber = await api.execute(`{ viewer { dataLoads { employeeDataUpload(id: "9") ${fields} } } }`, {
    token: 't',
  });
  const byGlobal = await api.execute(
    `{ viewer { dataLoads { employeeDataUpload(id: "${toGlobalId('EmployeeDataUpload', 9)}") ${fields} } } }`,
    { token: 't' },
  );
  const expected = {
    id: toGlobalId('EmployeeDataUpload', 9),
    uploadId: 9,
    status: 'CHECKED',
    progress: { done: 0, total: 63 },
    eligibilityDifference: {
      total: 1,
      changes: [{ name: 'Ada Lovelace', change: 'NEW', gains: ['Pension'], loses: [] }],
    },
  };
  expect(byNumber).toEqual({ data: { viewer: { dataLoads: { employeeDataUpload: expected } } } });
  expect(byGlobal).toEqual(byNumber);
  // Another client's upload (404) and an id of another type are null, with no call for the latter.
  const before = api.calls.length;
  const foreign = await api.execute(
    `{ viewer { dataLoads { a: employeeDataUpload(id: "8") { id } b: employeeDataUpload(id: "${toGlobalId('Employee', 9)}") { id } } } }`,
    { token: 't' },
  );
  expect(foreign).toEqual({ data: { viewer: { dataLoads: { a: null, b: null } } } });
  expect(api.calls.slice(before).filter((call) => call.includes('employee-data-uploads'))).toEqual([
    'GET /employee-data-uploads/8',
  ]);
});

test('without the eligibility impact there is no difference, and the api is not asked for one', async () => {
  who = admin(false);
  const before = api.calls.length;
  const result = await api.execute(
    '{ viewer { dataLoads { eligibilityImpact employeeDataUpload(id: "9") { eligibilityDifference { total } } } } }',
    { token: 't' },
  );
  expect(result).toEqual({
    data: { viewer: { dataLoads: { eligibilityImpact: false, employeeDataUpload: { eligibilityDifference: null } } } },
  });
  expect(api.calls.slice(before).some((call) => call.includes('eligibility-difference'))).toBe(false);
});

test('apply sends the welcome-email choice; a conflict comes back in the contract words', async () => {
  const id = toGlobalId('EmployeeDataUpload', 9);
  const applied = await api.execute(
    `mutation { applyEmployeeDataUpload(input: { id: "${id}", sendWelcomeEmails: false }) { upload { id status sendWelcomeEmails } errors { message } } }`,
    { token: 't' },
  );
  expect(applied).toEqual({
    data: { applyEmployeeDataUpload: { upload: { id, status: 'QUEUED', sendWelcomeEmails: false }, errors: [] } },
  });
  expect(api.bodies.at(-1)).toEqual({ sendWelcomeEmails: false });
  applyAnswer = { status: 409, body: { message: dataLoadBusyMessage } };
  const busy = await api.execute(
    `mutation { applyEmployeeDataUpload(input: { id: "${id}", sendWelcomeEmails: true }) { upload { id } errors { field message } } }`,
    { token: 't' },
  );
  expect(busy).toEqual({
    data: { applyEmployeeDataUpload: { upload: null, errors: [{ field: null, message: dataLoadBusyMessage }] } },
  });
});

test('discard abandons the dry run', async () => {
  const result = await api.execute(
    `mutation { discardEmployeeDataUpload(input: { id: "${toGlobalId('EmployeeDataUpload', 9)}" }) { discarded errors { message } } }`,
    { token: 't' },
  );
  expect(result).toEqual({ data: { discardEmployeeDataUpload: { discarded: true, errors: [] } } });
  expect(api.calls.at(-1)).toBe('POST /employee-data-uploads/9/discard');
});

test('undo names the client and the load; the history comes back with it, or the refusal in the contract words', async () => {
  const id = toGlobalId('DataLoad', 4);
  const undone = await api.execute(
    `mutation { undoDataLoad(input: { id: "${id}" }) { dataLoad { id result } viewer { dataLoads { history { id } } } errors { message } } }`,
    { token: 't' },
  );
  expect(undone).toEqual({
    data: {
      undoDataLoad: {
        dataLoad: { id: toGlobalId('DataLoad', 5), result: 'UNDO' },
        viewer: { dataLoads: { history: [{ id: toGlobalId('DataLoad', 5) }, { id }] } },
        errors: [],
      },
    },
  });
  undoAnswer = { status: 409, body: { message: dataLoadUndoMessage } };
  const refused = await api.execute(
    `mutation { undoDataLoad(input: { id: "${id}" }) { dataLoad { id } errors { message } } }`,
    { token: 't' },
  );
  expect(refused).toEqual({ data: { undoDataLoad: { dataLoad: null, errors: [{ message: dataLoadUndoMessage }] } } });
});

test.each([
  ['an employee', userAnswer({ id: 4, userType: 'employee', clientId: 42 })],
  [
    'an employer who is not an administrator (Quinn)',
    userAnswer({ id: 5, userType: 'employer', clientId: 42, isEmployerAdmin: false }),
  ],
])('%s is refused the uploads and every mutation, and the api is never asked', async (_, user) => {
  who = user;
  const before = api.calls.length;
  const read = await api.execute('{ viewer { dataLoads { uploadUrl } } }', { token: 't' });
  expect(read.data).toEqual({ viewer: { dataLoads: null } });
  expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  const uploadId = toGlobalId('EmployeeDataUpload', 9);
  for (const mutation of [
    `applyEmployeeDataUpload(input: { id: "${uploadId}", sendWelcomeEmails: true }) { errors { message } }`,
    `discardEmployeeDataUpload(input: { id: "${uploadId}" }) { errors { message } }`,
    `undoDataLoad(input: { id: "${toGlobalId('DataLoad', 4)}" }) { errors { message } }`,
  ]) {
    const result = await api.execute(`mutation { ${mutation} }`, { token: 't' });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  }
  expect(api.calls.slice(before).filter((call) => call !== 'GET /user')).toEqual([]);
});

test("the api's refusal (another client's administrator) is FORBIDDEN too", async () => {
  who = userAnswer({ id: 6, userType: 'employer', clientId: 43, isEmployerAdmin: true });
  const read = await api.execute('{ viewer { dataLoads { templateFileName } } }', { token: 't' });
  expect(read.data).toEqual({ viewer: { dataLoads: null } });
  expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});
