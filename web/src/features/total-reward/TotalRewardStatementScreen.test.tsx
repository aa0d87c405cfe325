// The total reward statement (My total benefits, enhanced): this scheme year beside the previous
// one with each change, a benefit new this year or given up, the totals; the employer's
// contributions by benefit; no previous year; Print; and the error with its retry.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'react-relay';
import { MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import type { TotalRewardStatementScreenTestQuery } from '../../__generated__/TotalRewardStatementScreenTestQuery.graphql';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { TotalRewardStatementScreen } from './TotalRewardStatementScreen';

const query = graphql`
  query TotalRewardStatementScreenTestQuery @relay_test_operation {
    viewer {
      ...TotalRewardStatementScreen_viewer
    }
  }
`;

const figures = (employerValue: number, employer = 0) => ({ employerValue, employeeCost: 0, employer });

const statement = {
  schemeYear: 2026,
  previousSchemeYear: 2025,
  salary: 6_000_000,
  total: 6_700_000,
  benefits: [
    {
      benefitId: '4',
      title: 'Childcare Vouchers',
      categoryLabel: 'Family',
      current: figures(100_000),
      previous: figures(80_000),
    },
    { benefitId: '5', title: 'Dental Insurance', categoryLabel: 'Health', current: figures(0), previous: null },
    { benefitId: '6', title: 'Gym Membership', categoryLabel: 'Wellbeing', current: null, previous: figures(0) },
    {
      benefitId: '1',
      title: 'Pension',
      categoryLabel: 'Pension',
      current: figures(600_000),
      previous: figures(640_000),
    },
  ],
  totals: { current: figures(700_000, 450_000), previous: figures(720_000) },
  employerContributions: [
    {
      benefitId: '1',
      title: 'Pension',
      label: 'Employer pension contribution',
      employer: 375_000,
      savings: 126_000,
    },
    {
      benefitId: '7',
      title: 'Private Medical Insurance',
      label: 'Insurance premium paid by your employer',
      employer: 75_000,
      savings: 0,
    },
  ],
};

function renderScreen(totalRewardStatement: object | null) {
  const resolvers: MockResolvers = {
    Viewer: () => ({ id: 'viewer-1', totalRewardStatement }),
    TotalRewardStatement: () => totalRewardStatement,
  };
  return renderWithRelay<TotalRewardStatementScreenTestQuery>({
    query,
    resolvers,
    path: '/app/my-total-benefits-enhanced/',
    render: ({ viewer: data }) => (data ? <TotalRewardStatementScreen viewer={data} /> : null),
  });
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()));
const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

test('this scheme year beside the previous one, per benefit and in total, with each change', () => {
  renderScreen(statement);
  expect(screen.getByRole('heading', { level: 1, name: 'My total benefits' })).toBeTruthy();
  expect(screen.getByText(/Your total reward statement for scheme year 2026, compared with 2025/)).toBeTruthy();
  expect(figure('Your total reward')).toBe('£67,000 annually');
  expect(figure('Your employer adds')).toBe('£4,500 annually');
  expect(figure('Change on 2025')).toBe('\u2212£200.00 annually');
  expect(rowsOf(screen.getByRole('table', { name: '2026 compared with 2025' }))).toEqual([
    ['Benefit', 'Category', 'Value to you in 2025', 'Value to you in 2026', 'Change'],
    ['Childcare Vouchers', 'Family', '£800.00', '£1,000.00', '+£200.00'],
    ['Dental Insurance', 'Health', '–', '£0.00', 'New this year'],
    ['Gym Membership', 'Wellbeing', '£0.00', '–', 'Not held this year'],
    ['Pension', 'Pension', '£6,400.00', '£6,000.00', '\u2212£400.00'],
    ['Total', '', '£7,200.00', '£7,000.00', '\u2212£200.00'],
  ]);
  expect(screen.getByText(/only today's salary is kept/).textContent).toContain('£60,000 a year today');
  expect(screen.getByText('Selections awaiting approval are not counted until they are approved.')).toBeTruthy();
});

test("the employer's contributions, benefit by benefit, named for what they are", () => {
  renderScreen(statement);
  expect(screen.getByRole('heading', { level: 2, name: 'What your employer pays' })).toBeTruthy();
  expect(rowsOf(screen.getByRole('table', { name: 'What your employer pays' }))).toEqual([
    ['Benefit', 'Contribution', 'Your employer pays', 'Tax and NI you save'],
    ['Pension', 'Employer pension contribution', '£3,750.00', '£1,260.00'],
    ['Private Medical Insurance', 'Insurance premium paid by your employer', '£750.00', '£0.00'],
    ['Total', '', '£4,500.00', '£1,260.00'],
  ]);
});

test('with nothing in force the previous year, it says so and every benefit is new', () => {
  renderScreen({
    ...statement,
    benefits: statement.benefits.map((row) => ({ ...row, previous: null, current: row.current ?? figures(0) })),
    totals: { ...statement.totals, previous: null },
    employerContributions: [],
  });
  expect(screen.getByText('You had no benefits in force in 2025.')).toBeTruthy();
  expect(figure('Change on 2025')).toBe('New this year');
  expect(screen.getByText('Your employer pays nothing towards your benefits this year.')).toBeTruthy();
});

test('Print statement opens the print dialog, with the one-page print layout on the page', async () => {
  const user = userEvent.setup();
  let printed = 0;
  const print = window.print;
  window.print = () => {
    printed += 1;
  };
  try {
    renderScreen(statement);
    await user.click(screen.getByRole('button', { name: 'Print statement' }));
    expect(printed).toBe(1);
    const styles = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
    expect(styles).toMatch(/@media print \{[\s\S]*@page \{ size: A4 portrait;/);
  } finally {
    window.print = print;
  }
});

test('a statement that could not be read shows the error with a retry, which reads it again', async () => {
  const user = userEvent.setup();
  const { environment } = renderScreen(null);
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toContain('It looks like something has gone wrong, please try again later');
  expect(screen.queryByRole('button', { name: 'Print statement' })).toBeNull();
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('TotalRewardStatementScreenRefetchQuery');
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({ id: 'viewer-1' }),
        TotalRewardStatement: () => statement,
      }),
    ),
  );
  expect(screen.queryByRole('alert')).toBeNull();
  expect(figure('Your total reward')).toBe('£67,000 annually');
});
