// The basket on My benefits: nothing when it is empty; each change with its monthly cost and what
// it replaces; the take-home pay now and with the basket, row by row; Remove and Confirm send
// their mutations, and what Confirm did to each change is told; a failure is said in words.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'react-relay';
import type { BasketPanelTestQuery } from '../../../__generated__/BasketPanelTestQuery.graphql';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { BasketOutcomesPanel, BasketPanel, type BasketOutcomes } from './BasketPanel';

const query = graphql`
  query BasketPanelTestQuery @relay_test_operation {
    viewer {
      basket {
        ...BasketPanel_basket
      }
    }
  }
`;

const costs = (employeeNet: number, employer = 0) => ({
  employeeGross: employeeNet,
  employeeNet,
  taxSaving: 0,
  niSaving: 0,
  employer,
});

const pay = (salarySacrifice: number, incomeTax: number, nationalInsurance: number) => ({
  grossPay: 500_000,
  salarySacrifice,
  incomeTax,
  nationalInsurance,
  afterTaxDeductions: 16_740,
  takeHome: 500_000 - salarySacrifice - incomeTax - nationalInsurance - 16_740,
});

const items = [
  {
    id: 'item-1',
    benefit: { id: 'benefit-3', benefitId: '3', title: 'Cycle to Work' },
    planDetails: [{ label: 'Order value', value: '£1,000.00' }],
    costs: costs(4833),
    currentCosts: null,
    windowClosesOn: '2027-02-27',
  },
  {
    id: 'item-2',
    benefit: { id: 'benefit-8', benefitId: '8', title: 'Private Medical Insurance' },
    planDetails: [{ label: 'Cover level', value: 'Family' }],
    costs: costs(12_700, 6800),
    currentCosts: costs(6800),
    windowClosesOn: null,
  },
];

function renderPanel(basket: object, onConfirmed: (outcomes: BasketOutcomes) => void = () => undefined) {
  return renderWithRelay<BasketPanelTestQuery>({
    query,
    resolvers: {
      Basket: () => ({
        id: 'basket',
        items,
        takeHomeBefore: pay(49_300, 75_547, 25_769),
        takeHomeAfter: pay(61_479, 70_675, 25_525),
        ...basket,
      }),
    },
    render: ({ viewer }) =>
      viewer?.basket ? <BasketPanel basket={viewer.basket} added="Cycle to Work" onConfirmed={onConfirmed} /> : null,
  });
}

test('an empty basket shows nothing', () => {
  renderPanel({ items: [] });
  expect(screen.queryByRole('region', { name: 'Your basket' })).toBeNull();
});

test('each change shows what it costs a month, what it replaces and by when to confirm it', () => {
  renderPanel({});
  const basket = screen.getByRole('region', { name: 'Your basket' });
  expect(within(basket).getByRole('status').textContent).toBe('Cycle to Work is in your basket.');
  expect(within(basket).getByText('2 changes')).toBeTruthy();
  const [cycle, medical] = within(basket).getAllByRole('listitem');
  expect(within(cycle!).getByRole('link', { name: 'Cycle to Work' }).getAttribute('href')).toBe('/app/my-benefits/3');
  expect(cycle!.textContent).toContain('Order value: £1,000.00');
  expect(cycle!.textContent).toContain('£48.33 a month after tax and National Insurance');
  expect(cycle!.textContent).toContain('Confirm by 27 February 2027');
  expect(medical!.textContent).toContain('You pay £68.00 a month for it now. Your employer adds £68.00 a month');
});

test('the take-home pay is shown now and with the basket, from gross pay down', () => {
  renderPanel({});
  const table = screen.getByRole('table');
  const figures = (label: string) =>
    within(within(table).getByRole('row', { name: new RegExp(`^${label}`) }))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
  expect(figures('Gross pay')).toEqual(['£5,000.00', '£5,000.00']);
  expect(figures('Salary sacrifice')).toEqual(['−£493.00', '−£614.79']);
  expect(figures('Income tax')).toEqual(['−£755.47', '−£706.75']);
  expect(figures('National Insurance')).toEqual(['−£257.69', '−£255.25']);
  expect(figures('Take-home pay')).toEqual(['£3,326.44', '£3,255.81']);
  expect(screen.getByText('£70.63 less a month in your pay')).toBeTruthy();
  expect(table.textContent).toContain('An estimate, on 2026/27 rates');
});

test('Remove sends the benefit to take out', async () => {
  const user = userEvent.setup();
  const { environment } = renderPanel({});
  await user.click(screen.getByRole('button', { name: 'Remove Cycle to Work from your basket' }));
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('basketMutationsRemoveMutation');
  expect(operation.request.variables.input).toEqual({ benefitId: 'benefit-3' });
});

test('Confirm tells what happened to each change; a failure is said in words and loses nothing', async () => {
  const user = userEvent.setup();
  const told: BasketOutcomes[] = [];
  const { environment } = renderPanel({}, (outcomes) => told.push(outcomes));
  await user.click(screen.getByRole('button', { name: 'Confirm changes' }));
  const first = environment.mock.getMostRecentOperation();
  expect(first.request.node.params.name).toBe('basketMutationsConfirmMutation');
  await act(async () => environment.mock.reject(first, new Error('offline')));
  expect(screen.getByText('There was an error connecting to the server')).toBeTruthy();
  expect(screen.getAllByRole('listitem')).toHaveLength(2);

  await user.click(screen.getByRole('button', { name: 'Confirm changes' }));
  const second = environment.mock.getMostRecentOperation();
  const outcomes = [
    { title: 'Cycle to Work', outcome: 'AWAITING_APPROVAL', message: null, benefit: null },
    {
      title: 'Private Medical Insurance',
      outcome: 'REFUSED',
      message: 'Please confirm that you have read the terms and conditions',
      benefit: null,
    },
  ];
  await act(async () =>
    environment.mock.resolve(second, {
      data: { confirmBasket: { outcomes, basket: null, errors: [] } },
    }),
  );
  expect(told).toHaveLength(1);
  expect(told[0]!.map((outcome) => outcome.outcome)).toEqual(['AWAITING_APPROVAL', 'REFUSED']);
});

test('the outcomes say each change in words, and that refused ones stay', () => {
  renderWithRelay<BasketPanelTestQuery>({
    query,
    render: () => (
      <BasketOutcomesPanel
        outcomes={[
          { title: 'Cycle to Work', outcome: 'AWAITING_APPROVAL', message: null, benefit: null },
          { title: 'Holiday Buy and Sell', outcome: 'CHOSEN', message: null, benefit: null },
          {
            title: 'Private Medical Insurance',
            outcome: 'REFUSED',
            message: 'The selection window closed on 27 February 2027',
            benefit: null,
          },
        ]}
      />
    ),
  });
  const told = screen.getByRole('status');
  expect(
    within(told)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Cycle to Work: Sent for approval',
    'Holiday Buy and Sell: Confirmed',
    'Private Medical Insurance: Not confirmed (The selection window closed on 27 February 2027)',
  ]);
  expect(told.textContent).toContain('Changes that were not confirmed stay in your basket.');
});
