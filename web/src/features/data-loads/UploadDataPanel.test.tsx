// The upload-data panel on a mock Relay environment (the gateway's upload route stubbed): before an
// upload (template, last upload, history), the form's own checks, a dry run with errors, a clean
// dry run applied with its progress to the end, a failed apply, the eligibility-impact variant,
// the undo confirmation, and no button for anyone but an employer administrator.
import { dataLoadFileTypeMessage, dataLoadTooLargeMessage } from '@portal/contract/data-loads';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator, type MockResolvers, type RelayMockEnvironment } from 'relay-test-utils';
import type { UploadDataPanelTestQuery } from '../../__generated__/UploadDataPanelTestQuery.graphql';
import { csvFromDataUrl } from '../../format/csv';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { formatWhen } from './strings';
import { UploadDataButton } from './UploadDataButton';

const query = graphql`
  query UploadDataPanelTestQuery @relay_test_operation {
    viewer {
      ...UploadDataButton_viewer
    }
  }
`;

const counts = { new: 2, changed: 1, unchanged: 60, leaving: 0 };
const history = [
  {
    id: 'load-5',
    fileName: 'february.csv',
    uploadedBy: 'Sam Patel',
    uploadedAt: '2026-03-02T09:00:00.000Z',
    rows: 10,
    result: 'UNDO',
    canUndo: false,
    counts,
  },
  {
    id: 'load-4',
    fileName: 'march.csv',
    uploadedBy: 'Sam Patel',
    uploadedAt: '2026-03-04T10:05:00.000Z',
    rows: 63,
    result: 'APPLIED',
    canUndo: true,
    counts,
  },
  {
    id: 'load-3',
    fileName: 'broken.csv',
    uploadedBy: 'Jamie Wong',
    uploadedAt: '2026-03-01T08:00:00.000Z',
    rows: 4,
    result: 'FAILED',
    canUndo: false,
    counts,
  },
];
const dataLoads = (overrides: Record<string, unknown> = {}) => ({
  uploadUrl: '/uploads/employee-data/42',
  eligibilityImpact: false,
  templateFileName: 'employee-data-template.csv',
  templateColumns: [
    { name: 'employee_number', example: 'EXAMPLE-0001' },
    { name: 'first_name', example: 'Sample' },
    { name: 'leaving_date', example: '' },
  ],
  dateLastUpload: null,
  history,
  ...overrides,
});
const dryRun = (overrides: Record<string, unknown> = {}) => ({
  id: 'upload-9',
  fileName: 'march.csv',
  rows: 63,
  status: 'CHECKED',
  errorCount: 0,
  errors: [],
  counts,
  progress: { done: 0, total: 63 },
  failure: null,
  eligibilityDifference: null,
  ...overrides,
});

// Chakra's checkbox tracks a press from its input's focus, keyboard and blur with PointerEvents,
// which jsdom lacks; a MouseEvent stands in.
beforeAll(() => {
  window.PointerEvent ??= class PointerEvent extends MouseEvent {} as typeof window.PointerEvent;
});

/** The gateway's upload route, answered as given. */
function stubUpload(status: number, body: object) {
  const calls: { url: string; init: RequestInit }[] = [];
  const original = window.fetch;
  window.fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return { status, json: async () => body };
  }) as unknown as typeof window.fetch;
  return { calls, restore: () => (window.fetch = original) };
}
let stub: ReturnType<typeof stubUpload> | null = null;
afterEach(() => {
  stub?.restore();
  stub = null;
  localStorage.clear();
});

async function resolveNext(
  environment: RelayMockEnvironment,
  name: string,
  resolvers: MockResolvers,
): Promise<OperationDescriptor> {
  const operation = await waitFor(() => {
    const found = environment.mock.getAllOperations().find((pending) => pending.request.node.params.name === name);
    if (!found) throw new Error(`No ${name} yet`);
    return found;
  });
  await act(async () => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers)));
  return operation;
}

async function openPanel({ admin = true, loads = dataLoads() }: { admin?: boolean; loads?: object } = {}) {
  const changes = { count: 0 };
  const onChanged = () => {
    changes.count += 1;
  };
  const rendered = renderWithRelay<UploadDataPanelTestQuery>({
    query,
    resolvers: { ViewerPermissions: () => ({ uploadEmployeeData: admin }) },
    render: (data) => (data.viewer ? <UploadDataButton viewer={data.viewer} onChanged={onChanged} pollMs={1} /> : null),
  });
  const user = userEvent.setup({ applyAccept: false });
  await user.click(screen.getByRole('button', { name: 'Upload employee data' }));
  await resolveNext(rendered.environment, 'UploadDataPanelQuery', { DataLoads: () => loads });
  const panel = await screen.findByRole('dialog', { name: 'Upload employee data' });
  return { ...rendered, user, panel, changes };
}

async function checkFile(
  environment: RelayMockEnvironment,
  user: ReturnType<typeof userEvent.setup>,
  panel: HTMLElement,
  upload: object,
) {
  localStorage.setItem('loginCredentials', JSON.stringify({ access_token: 'the-token' }));
  stub = stubUpload(201, { upload: { id: 9 } });
  await user.upload(
    within(panel).getByLabelText(/Employee file/),
    new File(['employee_number\r\nACM-1\r\n'], 'march.csv', { type: 'text/csv' }),
  );
  await user.click(within(panel).getByRole('button', { name: 'Check file' }));
  const operation = await resolveNext(environment, 'UploadDataPanelUploadQuery', { EmployeeDataUpload: () => upload });
  expect(operation.request.variables).toEqual({ id: '9' });
  expect(stub.calls.map((call) => call.url)).toEqual(['/uploads/employee-data/42']);
  expect(stub.calls[0]?.init.headers).toMatchObject({ Authorization: 'Bearer the-token', 'X-File-Name': 'march.csv' });
}

test('before an upload: the template, no upload yet, and the history with Undo on the last applied load only', async () => {
  const { panel } = await openPanel();
  expect(within(panel).getByText('No employee data has been uploaded yet')).toBeTruthy();
  const template = within(panel).getByRole('link', { name: 'Download template' });
  expect(template.getAttribute('download')).toBe('employee-data-template.csv');
  expect(csvFromDataUrl(template.getAttribute('href') ?? '')).toBe(
    'employee_number,first_name,leaving_date\r\nEXAMPLE-0001,Sample,\r\n',
  );
  const table = within(panel).getByRole('table', { name: 'Upload history' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell')[3]?.textContent)).toEqual([
    'Undo of february.csv',
    'Applied',
    'Failed',
  ]);
  expect(within(rows[1]!).getByText(formatWhen('2026-03-04T10:05:00.000Z'))).toBeTruthy();
  expect(
    within(table)
      .getAllByRole('button', { name: /^Undo/ })
      .map((button) => button.getAttribute('aria-label')),
  ).toEqual(['Undo march.csv']);
});

test('when the template and the history cannot be read, the panel says so and offers no upload', async () => {
  const rendered = renderWithRelay<UploadDataPanelTestQuery>({
    query,
    resolvers: { ViewerPermissions: () => ({ uploadEmployeeData: true }) },
    render: (data) => (data.viewer ? <UploadDataButton viewer={data.viewer} pollMs={1} /> : null),
  });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Upload employee data' }));
  // What the gateway answers when the api fails: the field null, with an error beside it.
  await resolveNext(rendered.environment, 'UploadDataPanelQuery', { Viewer: () => ({ dataLoads: null }) });
  const panel = await screen.findByRole('dialog', { name: 'Upload employee data' });
  expect(within(panel).getByRole('alert').textContent).toBe(
    'There was an issue requesting the upload template and your uploads',
  );
  expect(within(panel).queryByRole('link', { name: 'Download template' })).toBeNull();
  expect(within(panel).queryByRole('button', { name: 'Check file' })).toBeNull();
});

test('the last upload is dated, and the form checks the file before anything is sent', async () => {
  const { panel, user } = await openPanel({
    loads: dataLoads({ dateLastUpload: '2026-03-04T10:05:00.000Z', history: [] }),
  });
  expect(within(panel).getByText(`Last upload: ${formatWhen('2026-03-04T10:05:00.000Z')}`)).toBeTruthy();
  expect(within(panel).getByText('No uploads yet')).toBeTruthy();
  stub = stubUpload(201, { upload: { id: 9 } });
  await user.click(within(panel).getByRole('button', { name: 'Check file' }));
  expect(await within(panel).findByText('Choose a CSV or Excel (.xlsx) file')).toBeTruthy();
  const input = within(panel).getByLabelText(/Employee file/);
  await user.upload(input, new File(['x'], 'staff.txt', { type: 'text/plain' }));
  await user.click(within(panel).getByRole('button', { name: 'Check file' }));
  expect(await within(panel).findByText(dataLoadFileTypeMessage)).toBeTruthy();
  const large = new File(['x'], 'staff.xlsx');
  Object.defineProperty(large, 'size', { value: 20 * 1024 * 1024 + 1 });
  await user.upload(input, large);
  await user.click(within(panel).getByRole('button', { name: 'Check file' }));
  expect(await within(panel).findByText(dataLoadTooLargeMessage)).toBeTruthy();
  expect(stub.calls).toEqual([]);
});

test('a refused file is shown in the api words', async () => {
  const { panel, user } = await openPanel();
  stub = stubUpload(422, { message: 'This file does not have the template’s columns' });
  await user.upload(within(panel).getByLabelText(/Employee file/), new File(['a,b'], 'march.csv'));
  await user.click(within(panel).getByRole('button', { name: 'Check file' }));
  expect(await within(panel).findByText('This file does not have the template’s columns')).toBeTruthy();
});

test('a dry run with errors lists them, says how many more, and cannot be applied; Cancel discards it', async () => {
  const { environment, panel, user } = await openPanel();
  const errors = [
    { row: 12, message: 'Row 12, date of birth: 31/02/1990 is not a date' },
    { row: 14, message: 'Row 14, email: is not a valid email address' },
  ];
  await checkFile(environment, user, panel, dryRun({ errorCount: 502, errors }));
  const listed = await within(panel).findByTestId('upload-data-errors');
  expect(within(listed).getByText('502 errors to correct')).toBeTruthy();
  expect(
    within(listed)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(errors.map((error) => error.message));
  expect(within(listed).getByText('and 500 more')).toBeTruthy();
  const counted = within(panel).getByRole('group', { name: 'What applying the file would do' });
  expect(within(counted).getByText('New').nextSibling?.textContent).toBe('2');
  expect(within(panel).getByRole('button', { name: 'Apply' }).hasAttribute('disabled')).toBe(true);
  await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
  const discard = await waitFor(() => environment.mock.getMostRecentOperation());
  expect(discard.request.node.params.name).toBe('useDiscardEmployeeDataUploadMutation');
  expect(discard.request.variables).toEqual({ input: { id: 'upload-9' } });
  await act(async () =>
    environment.mock.resolve(
      discard,
      MockPayloadGenerator.generate(discard, {
        DiscardEmployeeDataUploadPayload: () => ({ discarded: true, errors: [] }),
      }),
    ),
  );
  expect(await within(panel).findByRole('button', { name: 'Check file' })).toBeTruthy();
});

test('closing the panel on a dry run discards it', async () => {
  const { environment, panel, user } = await openPanel();
  await checkFile(environment, user, panel, dryRun());
  await user.click(within(panel).getByRole('button', { name: 'Close' }));
  const discard = await waitFor(() => {
    const found = environment.mock
      .getAllOperations()
      .find((pending) => pending.request.node.params.name === 'UploadDataPanelDiscardMutation');
    if (!found) throw new Error('No discard yet');
    return found;
  });
  expect(discard.request.variables).toEqual({ input: { id: 'upload-9' } });
});

test('a clean dry run is applied without welcome emails, its progress shown until it is done, then the history is read again', async () => {
  const { environment, panel, user, changes } = await openPanel();
  await checkFile(environment, user, panel, dryRun({ rows: 3, progress: { done: 0, total: 3 } }));
  expect(within(panel).getByText('No errors: the file can be applied.')).toBeTruthy();
  const welcome = within(panel).getByRole('checkbox', { name: 'Send welcome emails to new employees' });
  expect((welcome as HTMLInputElement).checked).toBe(true);
  await user.click(welcome);
  await user.click(within(panel).getByRole('button', { name: 'Apply' }));
  const apply = await waitFor(() => environment.mock.getMostRecentOperation());
  expect(apply.request.node.params.name).toBe('useApplyEmployeeDataUploadMutation');
  expect(apply.request.variables).toEqual({ input: { id: 'upload-9', sendWelcomeEmails: false } });
  await act(async () =>
    environment.mock.resolve(
      apply,
      MockPayloadGenerator.generate(apply, {
        ApplyEmployeeDataUploadPayload: () => ({
          upload: { id: 'upload-9', status: 'QUEUED', progress: { done: 0, total: 3 } },
          errors: [],
        }),
      }),
    ),
  );
  await resolveNext(environment, 'UploadDataPanelUploadQuery', {
    EmployeeDataUpload: () => dryRun({ status: 'APPLYING', rows: 3, progress: { done: 1, total: 3 } }),
  });
  const bar = await within(panel).findByRole('progressbar');
  expect(bar.getAttribute('aria-valuenow')).toBe('1');
  expect(bar.getAttribute('aria-valuemax')).toBe('3');
  expect(within(panel).getByText('Applied 1 of 3 rows')).toBeTruthy();
  await resolveNext(environment, 'UploadDataPanelUploadQuery', {
    EmployeeDataUpload: () => dryRun({ status: 'APPLIED', rows: 3, progress: { done: 3, total: 3 } }),
  });
  expect((await within(panel).findByRole('status')).textContent).toContain('march.csv has been applied');
  expect(changes.count).toBe(1);
  await resolveNext(environment, 'UploadDataPanelQuery', {
    DataLoads: () => dataLoads({ dateLastUpload: '2026-03-05T10:00:00.000Z' }),
  });
  expect(await within(panel).findByText(`Last upload: ${formatWhen('2026-03-05T10:00:00.000Z')}`)).toBeTruthy();
  expect(within(panel).queryByRole('progressbar')).toBeNull();
});

test('a failed apply says why and that nothing changed', async () => {
  const { environment, panel, user } = await openPanel();
  await checkFile(environment, user, panel, dryRun());
  await user.click(within(panel).getByRole('button', { name: 'Apply' }));
  const apply = await waitFor(() => environment.mock.getMostRecentOperation());
  await act(async () =>
    environment.mock.resolve(
      apply,
      MockPayloadGenerator.generate(apply, {
        ApplyEmployeeDataUploadPayload: () => ({
          upload: { id: 'upload-9', status: 'APPLYING', progress: { done: 0, total: 63 } },
          errors: [],
        }),
      }),
    ),
  );
  await resolveNext(environment, 'UploadDataPanelUploadQuery', {
    EmployeeDataUpload: () => dryRun({ status: 'FAILED', failure: 'The database could not be reached' }),
  });
  const alert = await within(panel).findByRole('alert');
  expect(alert.textContent).toContain('The upload could not be applied');
  expect(within(panel).getByText(/Nothing was changed: your employee data is as it was\./).textContent).toContain(
    'The database could not be reached',
  );
});

test('a refused apply is shown in the api words', async () => {
  const { environment, panel, user } = await openPanel();
  await checkFile(environment, user, panel, dryRun());
  await user.click(within(panel).getByRole('button', { name: 'Apply' }));
  const apply = await waitFor(() => environment.mock.getMostRecentOperation());
  const busy = 'Another upload is being applied: please wait until it has finished';
  await act(async () =>
    environment.mock.resolve(
      apply,
      MockPayloadGenerator.generate(apply, {
        ApplyEmployeeDataUploadPayload: () => ({ upload: null, errors: [{ field: null, message: busy }] }),
      }),
    ),
  );
  expect((await within(panel).findByRole('alert')).textContent).toContain(busy);
});

test('with the eligibility impact, the dry run shows who gains and loses which benefits', async () => {
  const { environment, panel, user } = await openPanel({ loads: dataLoads({ eligibilityImpact: true }) });
  expect(within(panel).getByTestId('upload-data-panel').getAttribute('data-variant')).toBe('eligibility-impact');
  await checkFile(
    environment,
    user,
    panel,
    dryRun({
      eligibilityDifference: {
        total: 3,
        changes: [
          { employeeNumber: 'ACM-1', name: 'Ada Lovelace', change: 'NEW', gains: ['Pension', 'Dental'], loses: [] },
          { employeeNumber: 'ACM-2', name: 'Alan Turing', change: 'LEAVING', gains: [], loses: ['Cycle to Work'] },
        ],
      },
    }),
  );
  const table = await within(panel).findByRole('table', { name: 'Changes to eligibility' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(
    rows.map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ]),
  ).toEqual([
    ['Ada Lovelace (ACM-1)', 'New', 'Pension, Dental', 'None'],
    ['Alan Turing (ACM-2)', 'Leaving', 'None', 'Cycle to Work'],
  ]);
  expect(within(panel).getByText('and 1 more')).toBeTruthy();
});

test('Undo asks first, saying what it does, then undoes the load', async () => {
  const { environment, panel, user, changes } = await openPanel();
  await user.click(within(panel).getByRole('button', { name: 'Undo march.csv' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Undo this upload?' });
  expect(dialog.textContent).toContain(
    'put back as they were before march.csv was applied: the 2 new employees it added are removed',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Undo upload' }));
  const undo = await waitFor(() => environment.mock.getMostRecentOperation());
  expect(undo.request.node.params.name).toBe('useUndoDataLoadMutation');
  expect(undo.request.variables).toEqual({ input: { id: 'load-4' } });
  await act(async () =>
    environment.mock.resolve(
      undo,
      MockPayloadGenerator.generate(undo, {
        UndoDataLoadPayload: () => ({ errors: [] }),
        DataLoads: () => dataLoads(),
      }),
    ),
  );
  expect((await within(panel).findByRole('status')).textContent).toBe('The upload of march.csv has been undone.');
  expect(changes.count).toBe(1);
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
});

test('a viewer the gateway says may not upload (an employer who is not an administrator, an employee) sees no button', () => {
  renderWithRelay<UploadDataPanelTestQuery>({
    query,
    resolvers: { ViewerPermissions: () => ({ uploadEmployeeData: false }) },
    render: (data) => (data.viewer ? <UploadDataButton viewer={data.viewer} /> : null),
  });
  expect(screen.queryByRole('button', { name: 'Upload employee data' })).toBeNull();
});
