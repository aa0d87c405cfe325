// The Employee engagement page: the figures by day, the switch to week (a refetch, the days kept
// on screen until the weeks arrive), each chart's table and CSV, and the error with its retry.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'react-relay';
import { MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import type { EngagementScreenTestQuery } from '../../__generated__/EngagementScreenTestQuery.graphql';
import { csvFromDataUrl } from '../../format/csv';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { EngagementScreen } from './EngagementScreen';

const query = graphql`
  query EngagementScreenTestQuery @relay_test_operation {
    viewer {
      ...EngagementScreen_viewer
    }
  }
`;

const days = {
  period: 'DAY',
  activeUsersLast30Days: 41,
  logins: [
    { periodStart: '2026-11-23', logins: 12 },
    { periodStart: '2026-11-24', logins: 7 },
  ],
  registrations: [
    { periodStart: '2026-11-23', registrations: 2, registeredTotal: 50 },
    { periodStart: '2026-11-24', registrations: 1, registeredTotal: 51 },
  ],
};
const weeks = {
  ...days,
  period: 'WEEK',
  logins: [
    { periodStart: '2026-11-16', logins: 80 },
    { periodStart: '2026-11-23', logins: 19 },
  ],
  registrations: [
    { periodStart: '2026-11-16', registrations: 4, registeredTotal: 48 },
    { periodStart: '2026-11-23', registrations: 3, registeredTotal: 51 },
  ],
};

function renderScreen(engagement: object | null) {
  const resolvers: MockResolvers = {
    Viewer: () => ({ id: 'viewer-1', employeeEngagement: engagement }),
    EmployeeEngagement: () => engagement,
  };
  return renderWithRelay<EngagementScreenTestQuery>({
    query,
    resolvers,
    path: '/app/dashboard/employee-engagement/',
    render: ({ viewer }) => (viewer ? <EngagementScreen viewer={viewer} /> : null),
  });
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()));

test('by day: people active in 30 days, and each chart with its table of the same figures', () => {
  renderScreen(days);
  expect(screen.getByRole('heading', { level: 1, name: 'Employee engagement' })).toBeTruthy();
  expect(screen.getByText('41 of 51 registered')).toBeTruthy();
  expect(screen.getByText('Logins in this view').nextElementSibling?.textContent).toBe('19');
  expect(screen.getByRole('button', { name: 'Day' }).getAttribute('aria-pressed')).toBe('true');
  expect(rowsOf(screen.getByRole('table', { name: 'Logins over time, The last 30 days' }))).toEqual([
    ['Day', 'Logins'],
    ['23 November 2026', '12'],
    ['24 November 2026', '7'],
  ]);
  expect(rowsOf(screen.getByRole('table', { name: 'Registration over time, The last 30 days' }))).toEqual([
    ['Day', 'Registered in total', 'New registrations'],
    ['23 November 2026', '50', '2'],
    ['24 November 2026', '51', '1'],
  ]);
});

test('"Show as table" shows the table in place of the chart, and back', async () => {
  const user = userEvent.setup();
  const { container } = renderScreen(days);
  const section = screen.getByRole('region', { name: 'Logins over time' });
  expect(section.querySelector('[data-chart="bar"]')).not.toBeNull();
  await user.click(within(section).getByRole('button', { name: 'Show as table' }));
  expect(section.querySelector('[data-chart]')).toBeNull();
  expect(within(section).getByRole('button', { name: 'Show as chart' }).getAttribute('aria-pressed')).toBe('true');
  // The other chart is untouched.
  expect(container.querySelectorAll('[data-chart]')).toHaveLength(1);
  await user.click(within(section).getByRole('button', { name: 'Show as chart' }));
  expect(section.querySelector('[data-chart="bar"]')).not.toBeNull();
});

test("each chart's CSV holds its figures, named after the chart and period", () => {
  renderScreen(days);
  const logins = screen.getByRole('link', { name: 'Download CSV: Logins over time' });
  expect(logins.getAttribute('download')).toBe('logins-by-day.csv');
  expect(csvFromDataUrl(logins.getAttribute('href') ?? '').split('\r\n')).toEqual([
    'Day,Logins',
    '23 November 2026,12',
    '24 November 2026,7',
    '',
  ]);
  const registrations = screen.getByRole('link', { name: 'Download CSV: Registration over time' });
  expect(csvFromDataUrl(registrations.getAttribute('href') ?? '').split('\r\n')[1]).toBe('23 November 2026,50,2');
});

test('Week refetches by week; the days stay on screen until the weeks arrive', async () => {
  const user = userEvent.setup();
  const { environment } = renderScreen(days);
  await user.click(screen.getByRole('button', { name: 'Week' }));
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('EngagementScreenRefetchQuery');
  expect(operation.request.variables).toMatchObject({ period: 'WEEK' });
  expect(screen.getByRole('status').textContent).toBe('Loading...');
  expect(screen.getByRole('table', { name: 'Logins over time, The last 30 days' })).toBeTruthy();
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, { Viewer: () => ({ id: 'viewer-1' }), EmployeeEngagement: () => weeks }),
    ),
  );
  expect(screen.queryByRole('status')).toBeNull();
  expect(rowsOf(screen.getByRole('table', { name: 'Logins over time, The last 26 weeks' }))).toEqual([
    ['Week beginning', 'Logins'],
    ['16 November 2026', '80'],
    ['23 November 2026', '19'],
  ]);
  expect(screen.getByRole('link', { name: 'Download CSV: Logins over time' }).getAttribute('download')).toBe(
    'logins-by-week.csv',
  );
});

test('figures that could not be read show an error with a retry, which reads them again', async () => {
  const user = userEvent.setup();
  const { environment } = renderScreen(null);
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toContain("We couldn't load these figures. Please try again.");
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.variables).toMatchObject({ period: 'DAY' });
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, { Viewer: () => ({ id: 'viewer-1' }), EmployeeEngagement: () => days }),
    ),
  );
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByText('41 of 51 registered')).toBeTruthy();
});
