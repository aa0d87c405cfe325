// The reporting screen on a mock Relay environment: the empty state ("No reports"), the list with
// Ready and Error reports, ticking reports for a zip, a refused download, the payroll-report and
// provider-report side panels with what they send and their errors in our words for the spec's
// "errors requesting payroll report, provider report", and Access Denied for anyone but an
// administrator.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { AppShellQuery$data } from '../../__generated__/AppShellQuery.graphql';
import type { ReportingScreenTestQuery } from '../../__generated__/ReportingScreenTestQuery.graphql';
import { ShellContext } from '../../shell/ShellContext';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { ReportingScreen } from './ReportingRoute';
import { formatRequested } from './strings';

const query = graphql`
  query ReportingScreenTestQuery @relay_test_operation {
    viewer {
      reporting {
        providers
        ...ReportList_reporting
      }
    }
  }
`;

const shell = {
  site: { theme: { benefitBrandName: 'Acme Rewards', primaryColour: '0b6e4f' } },
  viewer: null,
} as unknown as AppShellQuery$data;

const report = (overrides: Record<string, unknown>) => ({
  id: 'report-1',
  label: 'Payroll report, March 2026',
  providerName: null,
  timestamp: '2026-03-04T10:12:00.000Z',
  status: 'READY',
  ...overrides,
});

function renderScreen(reports: unknown[], { admin = true } = {}) {
  return renderWithRelay<ReportingScreenTestQuery>({
    query,
    resolvers: { Viewer: () => ({ reporting: admin ? { reports, providers: ['Aviva', 'Bupa'] } : null }) },
    render: (data) => (
      <ShellContext.Provider value={shell}>
        <ReportingScreen data={data} />
      </ShellContext.Provider>
    ),
  });
}

test('with no reports, the empty state and a button for each report', () => {
  renderScreen([]);
  expect(screen.getByRole('heading', { level: 1, name: 'Reporting' })).toBeTruthy();
  expect(screen.getByText('No reports')).toBeTruthy();
  for (const name of ['Payroll report', 'Provider report', 'Life event report'])
    expect(screen.getByRole('button', { name })).toBeTruthy();
  expect(screen.queryByRole('button', { name: /zip/ })).toBeNull();
});

test('the reports with their status; ticked ones download together, and a refusal is shown', async () => {
  const { environment } = renderScreen([
    report({}),
    report({ id: 'report-2', label: 'Provider report, March 2026 (Aviva)', providerName: 'Aviva', status: 'ERROR' }),
  ]);
  const user = userEvent.setup();
  const table = screen.getByRole('table', { name: 'Reports' });
  expect(within(table).getAllByRole('row')).toHaveLength(3);
  expect(within(table).getByText('Ready')).toBeTruthy();
  expect(within(table).getByText('Error')).toBeTruthy();
  expect(within(table).getAllByText(formatRequested('2026-03-04T10:12:00.000Z'))).toHaveLength(2);
  expect(formatRequested('2026-03-04T10:12:00.000Z')).toMatch(/^4 March 2026.*10:12$/);
  const zip = screen.getByRole('button', { name: 'Download selected' });
  expect(zip.hasAttribute('disabled')).toBe(true);
  await user.click(within(table).getByRole('checkbox', { name: 'Select Payroll report, March 2026' }));
  await user.click(within(table).getByRole('checkbox', { name: 'Select Provider report, March 2026 (Aviva)' }));
  await user.selectOptions(screen.getByLabelText('Format of the files in the zip'), 'XLSX');
  await user.click(screen.getByRole('button', { name: 'Download 2 reports as a zip' }));
  const operation = await waitFor(() => environment.mock.getMostRecentOperation());
  expect(operation.request.node.params.name).toBe('useReportDownloadMutation');
  expect(operation.request.variables).toEqual({ input: { reportIds: ['report-1', 'report-2'], format: 'XLSX' } });
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        CreateReportDownloadPayload: () => ({
          url: null,
          expiresInSeconds: null,
          errors: [{ field: null, message: 'This report could not be found' }],
        }),
      }),
    ),
  );
  expect(screen.getByRole('alert').textContent).toContain('This report could not be found');

  await user.click(within(table).getByRole('button', { name: 'Download Payroll report, March 2026 as CSV' }));
  const single = await waitFor(() => environment.mock.getMostRecentOperation());
  expect(single.request.variables).toEqual({ input: { reportIds: ['report-1'], format: 'CSV' } });
  await act(async () => environment.mock.reject(single, new Error('Failed to fetch')));
  expect(screen.getByRole('alert').textContent).toContain(
    'There was an error downloading the report, please try again',
  );
});

test('the payroll-report panel sends the year and month chosen; a failure says so in its words', async () => {
  const { environment } = renderScreen([]);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Payroll report' }));
  const panel = await screen.findByRole('dialog', { name: 'Payroll report' });
  expect(within(panel).queryByLabelText('Provider')).toBeNull();
  await user.selectOptions(within(panel).getByLabelText(/Year/), String(new Date().getFullYear() - 1));
  await user.selectOptions(within(panel).getByLabelText(/Month/), 'March');
  await user.click(within(panel).getByRole('button', { name: 'Request and download' }));
  let operation = await waitFor(() => environment.mock.getMostRecentOperation());
  expect(operation.request.node.params.name).toBe('useRequestReportMutation');
  expect(operation.request.variables).toEqual({
    input: { type: 'PAYROLL', year: new Date().getFullYear() - 1, month: 3, providerName: null },
  });
  await act(async () => environment.mock.reject(operation, new Error('Failed to fetch')));
  expect(within(panel).getByRole('alert').textContent).toContain('There was an error requesting the payroll report');

  await user.click(within(panel).getByRole('button', { name: 'Request and download' }));
  operation = await waitFor(() => environment.mock.getMostRecentOperation());
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        RequestReportPayload: () => ({
          report: null,
          viewer: null,
          errors: [{ field: 'month', message: 'Please choose a month' }],
        }),
      }),
    ),
  );
  expect(await within(panel).findByText('Please choose a month')).toBeTruthy();
});

test('the provider-report panel offers every provider or one, and its failure is its own', async () => {
  const { environment } = renderScreen([]);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Provider report' }));
  const panel = await screen.findByRole('dialog', { name: 'Provider report' });
  const provider = within(panel).getByLabelText('Provider');
  expect(
    within(provider)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All providers', 'Aviva', 'Bupa']);
  await user.selectOptions(provider, 'Bupa');
  await user.click(within(panel).getByRole('button', { name: 'Request and download' }));
  const operation = await waitFor(() => environment.mock.getMostRecentOperation());
  expect(operation.request.variables.input).toMatchObject({ type: 'PROVIDER', providerName: 'Bupa' });
  await act(async () => environment.mock.reject(operation, new Error('Failed to fetch')));
  expect(within(panel).getByRole('alert').textContent).toContain('There was an error requesting the provider report');
});

test('an employer who is not an administrator is shown Access Denied', () => {
  renderScreen([], { admin: false });
  expect(screen.getByText('Access Denied')).toBeTruthy();
  expect(screen.queryByRole('heading', { level: 1, name: 'Reporting' })).toBeNull();
});
