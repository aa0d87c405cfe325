// The Employee insights page: the totals, the department and location tables with their shares,
// the CSV with a name that would run as a formula neutralised, no employees, and the retry.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'react-relay';
import { MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import type { InsightsScreenTestQuery } from '../../__generated__/InsightsScreenTestQuery.graphql';
import { csvFromDataUrl } from '../../format/csv';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { InsightsScreen } from './InsightsScreen';

const query = graphql`
  query InsightsScreenTestQuery @relay_test_operation {
    viewer {
      ...InsightsScreen_viewer
    }
  }
`;

const insights = {
  totals: { headcount: 2000, registered: 1500, twoFactor: 300 },
  byDepartment: [
    { name: 'Production', headcount: 1200, registered: 900, twoFactor: 90 },
    { name: '=cmd|calc', headcount: 500, registered: 400, twoFactor: 200 },
    { name: null, headcount: 300, registered: 200, twoFactor: 10 },
  ],
  byLocation: [{ name: 'Leeds', headcount: 2000, registered: 1500, twoFactor: 300 }],
};

function renderScreen(employeeInsights: object | null) {
  const resolvers: MockResolvers = {
    Viewer: () => ({ id: 'viewer-1', employeeInsights }),
    EmployeeInsights: () => employeeInsights,
  };
  return renderWithRelay<InsightsScreenTestQuery>({
    query,
    resolvers,
    path: '/app/dashboard/employee-insights/',
    render: ({ viewer }) => (viewer ? <InsightsScreen viewer={viewer} /> : null),
  });
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()));

test('the totals, then department and location with registration of the headcount and 2FA of the registered', () => {
  renderScreen(insights);
  expect(screen.getByRole('heading', { level: 1, name: 'Employee insights' })).toBeTruthy();
  expect(screen.getByText('Headcount', { selector: 'dt' }).nextElementSibling?.textContent).toBe('2,000');
  expect(screen.getByText('1,500 (75%)')).toBeTruthy();
  expect(screen.getByText('300 (20%)')).toBeTruthy();
  expect(rowsOf(screen.getByRole('table', { name: 'By department' }))).toEqual([
    ['Department', 'Headcount', 'Registered', 'Registered (%)', '2FA enabled', '2FA enabled (%)'],
    ['Production', '1,200', '900', '75%', '90', '10%'],
    ['=cmd|calc', '500', '400', '80%', '200', '50%'],
    ['Not recorded', '300', '200', '66.7%', '10', '5%'],
  ]);
  expect(rowsOf(screen.getByRole('table', { name: 'By location' }))[1]).toEqual([
    'Leeds',
    '2,000',
    '1,500',
    '75%',
    '300',
    '20%',
  ]);
  expect(screen.getByRole('region', { name: 'By department' }).querySelector('[data-chart="across"]')).not.toBeNull();
});

test('the CSV holds the figures as numbers, and a name that would run as a formula is neutralised', () => {
  renderScreen(insights);
  const link = screen.getByRole('link', { name: 'Download CSV: By department' });
  expect(link.getAttribute('download')).toBe('employees-by-department.csv');
  expect(csvFromDataUrl(link.getAttribute('href') ?? '').split('\r\n')).toEqual([
    'Department,Headcount,Registered,Registered (%),2FA enabled,2FA enabled (%)',
    'Production,1200,900,75,90,10',
    "'=cmd|calc,500,400,80,200,50",
    'Not recorded,300,200,66.7,10,5',
    '',
  ]);
});

test('a client with no employees says so, with no charts', () => {
  renderScreen({ totals: { headcount: 0, registered: 0, twoFactor: 0 }, byDepartment: [], byLocation: [] });
  expect(screen.getByText('No employees to show yet.')).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();
});

test('figures that could not be read show an error with a retry, which reads them again', async () => {
  const user = userEvent.setup();
  const { environment } = renderScreen(null);
  await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('InsightsScreenRefetchQuery');
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({ id: 'viewer-1' }),
        EmployeeInsights: () => insights,
      }),
    ),
  );
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByText('1,500 (75%)')).toBeTruthy();
});
