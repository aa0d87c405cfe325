// Benefit take-up screens on a mocked gateway: the chart with its table and CSV, the empty state
// and the failure in the spec's words (the guard shows Access Denied to anyone the gateway says may not see take-up),
// and one benefit's page: its people by state (a refetch), pages, and the side panel of a row.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'react-relay';
import { MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import type { BenefitTakeupDetailTestQuery } from '../../__generated__/BenefitTakeupDetailTestQuery.graphql';
import type { BenefitTakeupTestQuery } from '../../__generated__/BenefitTakeupTestQuery.graphql';
import { csvFromDataUrl } from '../../format/csv';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { BenefitTakeupDetailPage } from './BenefitTakeupDetailRoute';
import { BenefitTakeupPage } from './BenefitTakeupRoute';

const summaryQuery = graphql`
  query BenefitTakeupTestQuery @relay_test_operation {
    viewer {
      benefitTakeup {
        schemeYear
        benefits {
          benefitId
        }
        ...TakeupChart_summary
      }
    }
  }
`;

const detailQuery = graphql`
  query BenefitTakeupDetailTestQuery($benefitId: ID!) @relay_test_operation {
    viewer {
      ...TakeupPeople_viewer @arguments(benefitId: $benefitId)
    }
  }
`;

const pension = {
  benefitId: '4',
  benefitName: 'Pension',
  eligible: 60,
  enrolled: 45,
  pending: 0,
  optedOut: 2,
  takeUpPercentage: 75,
};
const cycle = {
  benefitId: '1',
  benefitName: 'Cycle to Work',
  eligible: 57,
  enrolled: 1,
  pending: 13,
  optedOut: 0,
  takeUpPercentage: 1.8,
};

function renderSummary(benefitTakeup: object | null) {
  const resolvers: MockResolvers = {
    Viewer: () => ({ id: 'viewer-1', benefitTakeup }),
    BenefitTakeupSummary: () => benefitTakeup,
  };
  return renderWithRelay<BenefitTakeupTestQuery>({
    query: summaryQuery,
    resolvers,
    path: '/app/dashboard/benefit-takeup',
    render: (data) => <BenefitTakeupPage data={data} />,
  });
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()));

describe('the take-up summary', () => {
  test('draws a bar per benefit, the table of every figure, and the same figures as CSV', () => {
    renderSummary({ schemeYear: 2026, benefits: [pension, cycle] });
    expect(screen.getByRole('heading', { level: 1, name: 'Benefit take-up' })).toBeTruthy();
    expect(screen.getByTestId('takeup-chart').getAttribute('aria-hidden')).toBe('true');
    const table = screen.getByRole('table', { name: /Take-up by benefit/ });
    expect(rowsOf(table)).toEqual([
      ['Benefit', 'Eligible', 'Enrolled', 'Pending', 'Opted out', 'Take-up (%)'],
      ['Pension', '60', '45', '0', '2', '75%'],
      ['Cycle to Work', '57', '1', '13', '0', '1.8%'],
    ]);
    expect(within(table).getByRole('link', { name: 'Cycle to Work' }).getAttribute('href')).toBe(
      '/app/dashboard/benefit-takeup/1',
    );
    const download = screen.getByRole('link', { name: 'Download CSV' });
    expect(download.getAttribute('download')).toBe('benefit-take-up-2026.csv');
    expect(csvFromDataUrl(download.getAttribute('href')!).split('\r\n')[2]).toBe('Cycle to Work,57,1,13,0,1.8');
  });

  test('a scheme year with no benefits says there is no take-up data', () => {
    renderSummary({ schemeYear: 2026, benefits: [] });
    expect(screen.getByText('There is no take-up data.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
  });

  test('figures the gateway could not read show the error requesting benefit take-up data', () => {
    renderSummary(null);
    expect(screen.getByRole('alert').textContent).toContain('There was an issue requesting the benefit take-up data');
  });
});

const person = (n: number, overrides: object = {}) => ({
  id: `selection-${n}`,
  employeeName: `Person ${String(n).padStart(2, '0')}`,
  email: `person.${n}@acme.test`,
  department: n % 2 ? 'Sales' : null,
  location: 'Leeds',
  statusLabel: 'Active',
  planDetails: [{ label: 'Your contribution', value: '5% of salary' }],
  employeeMonthlyCost: 25000,
  employerMonthlyCost: 31250,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  chosenAt: '2025-12-12T00:00:00.000Z',
  decidedAt: null,
  ...overrides,
});

function connection(status: string, people: object[], page = 1, pageCount = 1) {
  return {
    totalCount: people.length,
    pageCount,
    currentPage: page,
    status,
    benefit: pension,
    edges: people.map((node, i) => ({ cursor: `c${i}`, node })),
  };
}

function detailResolvers(detail: object | null): MockResolvers {
  return {
    Viewer: () => ({ id: 'viewer-1', ...(detail ? {} : { benefitTakeupDetail: null }) }),
    TakeupSelectionConnection: () => detail,
  };
}

function renderDetail(detail: object | null) {
  return renderWithRelay<BenefitTakeupDetailTestQuery>({
    query: detailQuery,
    variables: { benefitId: '4' },
    resolvers: detailResolvers(detail),
    path: '/app/dashboard/benefit-takeup/4',
    render: (data) => <BenefitTakeupDetailPage data={data} />,
  });
}

describe("one benefit's take-up", () => {
  test('shows the figures and the people enrolled; a row opens the view-benefit-takeup-detail side panel', async () => {
    renderDetail(
      connection('ENROLLED', [
        person(1),
        person(2, { statusLabel: 'Approved', decidedAt: '2026-01-20T00:00:00.000Z' }),
      ]),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Pension - Take-up' })).toBeTruthy();
    expect(screen.getByText('75%')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'People enrolled' });
    expect(rowsOf(table)[1]).toEqual(['Person 01', 'Sales', 'Active', 'Your contribution: 5% of salary', '£250.00']);
    expect(rowsOf(table)[2]![1]).toBe('Not set');
    await userEvent.click(screen.getByRole('button', { name: 'View the selection of Person 02' }));
    const panel = await screen.findByRole('dialog', { name: 'Selection of Person 02' });
    expect(panel.closest('[data-side-panel]')?.getAttribute('data-side-panel')).toBe('view-benefit-takeup-detail');
    const text = panel.textContent ?? '';
    for (const expected of ['person.2@acme.test', 'Approved', '5% of salary', '£312.50', '01/01/2026', '20/01/2026'])
      expect(text).toContain(expected);
    await userEvent.click(within(panel).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('choosing another state refetches its people from page 1; pages refetch too', async () => {
    const { environment } = renderDetail(connection('ENROLLED', [person(1)], 1, 3));
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
        benefitId: '4',
        page: 2,
        status: 'ENROLLED',
      }),
    );
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, detailResolvers(connection('ENROLLED', [person(11)], 2, 3))),
      ),
    );
    expect(await screen.findByText('Person 11')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'OPTED_OUT');
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
        page: 1,
        status: 'OPTED_OUT',
      }),
    );
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, detailResolvers(connection('OPTED_OUT', []))),
      ),
    );
    expect(await screen.findByText('Nobody is opted out.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'People opted out' })).toBeTruthy();
  });

  test('a benefit the gateway refuses or could not read shows the error requesting benefit take-up data', () => {
    renderDetail(null);
    expect(screen.getByRole('alert').textContent).toContain('There was an issue requesting the benefit take-up data');
  });
});
