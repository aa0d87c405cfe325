// My benefits: the cards with their status and monthly cost, the running total and its estimate,
// the filters in the URL, the empty states and the probation notice.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'react-relay';
import { useLocation } from 'react-router-dom';
import type { MockResolvers } from 'relay-test-utils';
import type { MyBenefitsScreenTestQuery } from '../../__generated__/MyBenefitsScreenTestQuery.graphql';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { MyBenefitsScreen } from './MyBenefitsScreen';

const query = graphql`
  query MyBenefitsScreenTestQuery @relay_test_operation {
    viewer {
      ...MyBenefitsScreen_viewer
    }
  }
`;

const costs = (employeeGross: number, employeeNet: number) => ({
  employeeGross,
  employeeNet,
  taxSaving: 0,
  niSaving: 0,
  employer: 0,
});

const benefits = [
  {
    id: 'b1',
    benefitId: '1',
    title: 'Pension',
    summary: 'Save for retirement.',
    category: 'PENSION',
    providerName: 'Aviva',
    status: 'ACTIVE',
    statusLabel: 'Active',
    costs: costs(25_000, 15_000),
  },
  {
    id: 'b2',
    benefitId: '2',
    title: 'Dental Insurance',
    summary: 'Check-ups.',
    category: 'HEALTH',
    providerName: 'Denplan',
    status: 'OPTED_OUT',
    statusLabel: 'Opted out',
    costs: null,
  },
];

const filters = {
  categories: [
    { value: 'pension', label: 'Pension', count: 1 },
    { value: 'health', label: 'Health', count: 1 },
  ],
  statuses: [
    { value: 'active', label: 'Active', count: 1 },
    { value: 'opted-out', label: 'Opted out', count: 1 },
  ],
};

function Search() {
  return <p>Search is {useLocation().search || 'empty'}</p>;
}

function renderScreen(viewer: object = {}) {
  const resolvers: MockResolvers = {
    Viewer: () => ({
      onProbation: false,
      benefits,
      benefitFilters: filters,
      benefitCosts: { total: costs(78_032, 57_326) },
      ...viewer,
    }),
  };
  return renderWithRelay<MyBenefitsScreenTestQuery>({
    query,
    resolvers,
    path: '/app/my-benefits/',
    render: ({ viewer: data }) =>
      data ? (
        <>
          <Search />
          <MyBenefitsScreen viewer={data} refresh={() => undefined} />
        </>
      ) : null,
  });
}

test('each card shows its status label and monthly cost, and links to its page', () => {
  renderScreen();
  expect(screen.getByRole('heading', { level: 1, name: 'My benefits' })).toBeTruthy();
  expect(screen.getByText('2 benefits')).toBeTruthy();
  const [pension, dental] = screen.getAllByRole('article');
  expect(within(pension!).getByRole('link', { name: 'Pension' }).getAttribute('href')).toBe('/app/my-benefits/1');
  expect(pension!.textContent).toContain('Active');
  expect(pension!.textContent).toContain('Pension · Aviva');
  expect(pension!.textContent).toContain('£250.00 a month');
  expect(within(dental!).getByRole('link', { name: 'Dental Insurance' }).getAttribute('href')).toBe(
    '/app/my-benefits/2',
  );
  expect(dental!.textContent).toContain('Opted out');
  expect(dental!.textContent).toContain('No monthly cost');
});

test('the running total shows the gross and the net cost, and says the net is an estimate', () => {
  renderScreen();
  const total = screen.getByRole('region', { name: 'Your monthly total' });
  expect(within(total).getByText('Before tax and NI savings').nextElementSibling?.textContent).toBe('£780.32 a month');
  expect(within(total).getByText('After tax and NI savings').nextElementSibling?.textContent).toBe('£573.26 a month');
  expect(total.textContent).toContain('is an estimate');
  // The rule My total benefits follows too, said on screen.
  expect(total.textContent).toContain('Selections awaiting approval are not counted until they are approved.');
});

test('the filters list the options with counts and are kept in the URL; Clear filters empties it', async () => {
  const user = userEvent.setup();
  renderScreen();
  const category = screen.getByRole('combobox', { name: 'Category' });
  expect([...category.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
    'All categories',
    'Pension (1)',
    'Health (1)',
  ]);
  await user.selectOptions(category, 'health');
  expect(screen.getByText('Search is ?category=health')).toBeTruthy();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'opted-out');
  expect(screen.getByText('Search is ?category=health&status=opted-out')).toBeTruthy();
  expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('opted-out');
  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(screen.getByText('Search is empty')).toBeTruthy();
});

test('with no benefits it says so; with filters on, it offers to clear them', async () => {
  const user = userEvent.setup();
  renderScreen({ benefits: [] });
  expect(screen.getByText('There are no benefits for you to choose at the moment.')).toBeTruthy();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'active');
  expect(screen.getByText('No benefits match these filters.')).toBeTruthy();
  expect(screen.getAllByRole('button', { name: 'Clear filters' })).toHaveLength(2);
});

test('someone on probation sees the probation notice', () => {
  renderScreen({ onProbation: true });
  expect(
    screen.getByText("As you're on probation, you won't be able to access all benefits. We'll email you when you can!"),
  ).toBeTruthy();
});
