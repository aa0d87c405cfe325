// The total benefits screen: the year by default, the month from the toggle (a refetch, the
// figures on screen kept until the new ones arrive), the chart's table and its CSV, Print, the
// empty summary, and the error state with its retry when the gateway answers null.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'react-relay';
import { MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import type { TotalRewardScreenTestQuery } from '../../__generated__/TotalRewardScreenTestQuery.graphql';
import { csvFromDataUrl } from '../../format/csv';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { TotalRewardScreen } from './TotalRewardScreen';

const query = graphql`
  query TotalRewardScreenTestQuery @relay_test_operation {
    viewer {
      ...TotalRewardScreen_viewer
    }
  }
`;

const categories = (salary: number, pension: number, insurance: number, lifestyle: number) => [
  { category: 'SALARY', label: 'Salary', value: salary },
  { category: 'PENSION', label: 'Pension', value: pension },
  { category: 'INSURANCE', label: 'Insurance', value: insurance },
  { category: 'LIFESTYLE', label: 'Lifestyle', value: lifestyle },
];

const year = {
  schemeYear: 2026,
  mode: 'YEAR',
  total: 4_825_000,
  categories: categories(4_200_000, 420_000, 180_000, 25_000),
  benefits: [
    { benefitId: '1', title: 'Pension', category: 'PENSION', employerValue: 420_000, employeeCost: 252_000 },
    { benefitId: '2', title: 'Private Medical', category: 'INSURANCE', employerValue: 180_000, employeeCost: 36_000 },
    { benefitId: '3', title: 'Cycle to Work', category: 'LIFESTYLE', employerValue: 25_000, employeeCost: 99_900 },
  ],
  costs: { employeeGross: 387_900, employeeNet: 310_320, employer: 540_000 },
};

const month = {
  ...year,
  mode: 'MONTH',
  total: 402_084,
  categories: categories(350_000, 35_000, 15_000, 2_084),
  benefits: year.benefits.map((benefit) => ({
    ...benefit,
    employerValue: Math.round(benefit.employerValue / 12),
    employeeCost: Math.round(benefit.employeeCost / 12),
  })),
  costs: { employeeGross: 32_325, employeeNet: 25_860, employer: 45_000 },
};

function renderScreen(totalReward: object | null, can = { viewBenefits: true }) {
  const resolvers: MockResolvers = {
    Viewer: () => ({ id: 'viewer-1', totalReward }),
    ViewerPermissions: () => can,
    TotalReward: () => totalReward,
  };
  return renderWithRelay<TotalRewardScreenTestQuery>({
    query,
    resolvers,
    path: '/app/my-total-benefits/',
    render: ({ viewer: data }) => (data ? <TotalRewardScreen viewer={data} /> : null),
  });
}

/** A figure above the chart, as it reads: its value and frequency. */
const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()));

test('the overview is by year by default: the total, what the employer adds, both summaries', () => {
  const { environment } = renderScreen(year);
  expect(screen.getByRole('heading', { level: 1, name: 'My total benefits' })).toBeTruthy();
  expect(screen.getByText(/Scheme year 2026/)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Year' }).getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByRole('button', { name: 'Month' }).getAttribute('aria-pressed')).toBe('false');
  expect(figure('Your total reward')).toBe('£48,250 annually');
  expect(figure('Your employer adds')).toBe('£5,400 annually');

  // A year's figures under headings that say so: "Monthly" is kept for the month.
  expect(screen.getByRole('heading', { level: 2, name: 'Annual benefit summary' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: 'Annual cost summary' })).toBeTruthy();
  expect(screen.queryByText(/^Monthly/)).toBeNull();
  expect(rowsOf(screen.getByRole('table', { name: 'Annual benefit summary' }))).toEqual([
    ['Benefit', 'Category', 'Value to you', 'Your cost'],
    ['Pension', 'Pension', '£4,200.00', '£2,520.00'],
    ['Private Medical', 'Insurance', '£1,800.00', '£360.00'],
    ['Cycle to Work', 'Lifestyle', '£250.00', '£999.00'],
    ['Total', '', '£6,250.00', '£3,879.00'],
  ]);
  expect(rowsOf(screen.getByRole('table', { name: 'Annual cost summary' }))).toEqual([
    ['Cost', 'Amount'],
    ['Your cost before tax and National Insurance savings', '£3,879.00'],
    ['Your cost after tax and National Insurance savings (an estimate)', '£3,103.20'],
    ['Your employer pays', '£5,400.00'],
  ]);
  expect(screen.getByText('Figures are shown annually.')).toBeTruthy();
  expect(screen.getByText('Selections awaiting approval are not counted until they are approved.')).toBeTruthy();
  expect(environment.mock.getAllOperations()).toHaveLength(0);
});

test('the chart has a table of the same figures for screen readers, by category with each share', () => {
  renderScreen(year);
  expect(screen.getByRole('heading', { level: 2, name: 'Total reward by category' })).toBeTruthy();
  expect(rowsOf(screen.getByRole('table', { name: 'Total reward by category, annually' }))).toEqual([
    ['Category', 'Amount', 'Share'],
    ['Salary', '£42,000.00', '87%'],
    ['Pension', '£4,200.00', '8.7%'],
    ['Insurance', '£1,800.00', '3.7%'],
    ['Lifestyle', '£250.00', '0.5%'],
    ['Total', '£48,250.00', '100%'],
  ]);
});

test('Month refetches the total reward by month; the year stays on screen until it arrives', async () => {
  const user = userEvent.setup();
  const { environment } = renderScreen(year);
  await user.click(screen.getByRole('button', { name: 'Month' }));

  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('TotalRewardScreenRefetchQuery');
  expect(operation.request.variables).toEqual({ mode: 'MONTH' });
  expect(screen.getByRole('status').textContent).toBe('Loading...');
  expect(screen.getByRole('button', { name: 'Month' }).getAttribute('aria-pressed')).toBe('true');
  expect(figure('Your total reward')).toBe('£48,250 annually');

  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({ id: 'viewer-1' }),
        ViewerPermissions: () => ({ viewBenefits: true }),
        TotalReward: () => month,
      }),
    ),
  );
  expect(screen.queryByRole('status')).toBeNull();
  expect(figure('Your total reward')).toBe('£4,021 monthly');
  expect(figure('Your employer adds')).toBe('£450 monthly');
  expect(screen.getByText('Figures are shown monthly.')).toBeTruthy();
  expect(rowsOf(screen.getByRole('table', { name: 'Total reward by category, monthly' }))[1]).toEqual([
    'Salary',
    '£3,500.00',
    '87%',
  ]);
  expect(screen.getByRole('heading', { level: 2, name: 'Monthly benefit summary' })).toBeTruthy();
  expect(rowsOf(screen.getByRole('table', { name: 'Monthly cost summary' }))[3]).toEqual([
    'Your employer pays',
    '£450.00',
  ]);

  // Back to the year: the store already holds it, so nothing is asked.
  await user.click(screen.getByRole('button', { name: 'Year' }));
  await waitFor(() => expect(figure('Your total reward')).toBe('£48,250 annually'));
  expect(environment.mock.getAllOperations()).toHaveLength(0);
});

test('"Download as CSV" holds the chart figures, with a label that would run as a formula neutralised', () => {
  renderScreen({
    ...year,
    categories: [
      ...year.categories.slice(0, 3),
      { category: 'LIFESTYLE', label: '=HYPERLINK("http://evil.test")', value: 25_000 },
    ],
  });
  const link = screen.getByRole('link', { name: 'Download as CSV' });
  expect(link.getAttribute('download')).toBe('total-reward-2026-annually.csv');
  expect(csvFromDataUrl(link.getAttribute('href') ?? '').split('\r\n')).toEqual([
    'Category,Amount annually (£)',
    'Salary,42000',
    'Pension,4200',
    'Insurance,1800',
    `"'=HYPERLINK(""http://evil.test"")",250`,
    'Total,48250',
    '',
  ]);
});

test('Print opens the browser print dialog, whose layout the page brings with it', async () => {
  const user = userEvent.setup();
  let printed = 0;
  const print = window.print;
  window.print = () => {
    printed += 1;
  };
  try {
    renderScreen(year);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(printed).toBe(1);
    const styles = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
    expect(styles).toMatch(/@media print \{[\s\S]*@page \{ size: A4 portrait;[\s\S]*header, footer, nav, main button/);
  } finally {
    window.print = print;
  }
});

test('with nothing in force the benefit summary says so and offers to choose, except in voucher-only mode', () => {
  const none = { ...year, benefits: [] };
  const { unmount } = renderScreen(none);
  expect(screen.getByText('You have no benefits in force for 2026 yet.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Choose benefits' }).getAttribute('href')).toBe('/app/my-benefits/');
  unmount();
  // The gateway says a voucher-only viewer may not see benefits.
  renderScreen(none, { viewBenefits: false });
  expect(screen.queryByRole('link', { name: 'Choose benefits' })).toBeNull();
});

test('a total reward that could not be read shows the error with a retry, which reads it again', async () => {
  const user = userEvent.setup();
  const { environment } = renderScreen(null);
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toContain('It looks like something has gone wrong, please try again later');
  expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();

  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.variables).toMatchObject({ mode: 'YEAR' });
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({ id: 'viewer-1' }),
        ViewerPermissions: () => ({ viewBenefits: true }),
        TotalReward: () => year,
      }),
    ),
  );
  expect(screen.queryByRole('alert')).toBeNull();
  expect(figure('Your total reward')).toBe('£48,250 annually');
});
