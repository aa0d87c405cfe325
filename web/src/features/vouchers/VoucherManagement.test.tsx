// The voucher screen's states: Access Denied for an employer who is not an administrator; the
// next voucher date and the month's order; nobody to order for; a draft saved; placing asks first
// (balances move, one a month) and shows the placed order; a refusal in the api's words.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { AppShellQuery$data } from '../../__generated__/AppShellQuery.graphql';
import type { VoucherManagementTestQuery } from '../../__generated__/VoucherManagementTestQuery.graphql';
import { ShellContext } from '../../shell/ShellContext';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { VoucherManageScreen } from './VoucherManageRoute';

const shell = { site: { theme: { benefitBrandName: 'Acme Rewards' } }, viewer: null } as unknown as AppShellQuery$data;

const testQuery = graphql`
  query VoucherManagementTestQuery @relay_test_operation {
    viewer {
      id
      voucherManagement {
        ...VoucherManagementScreen_management
      }
    }
  }
`;

const placed = {
  id: 'o1',
  month: '2026-10',
  employeeCount: 1,
  totalPence: 24300,
  placedAt: '2026-10-20T09:00:00.000Z',
  placedBy: 'Sam Patel',
};
const management = {
  nextVoucherDate: '2026-11-30',
  orderMonth: '2026-11',
  nextOrder: { employeeCount: 2, totalPence: 34300 },
  placedOrders: [placed],
  savedOrders: [],
};

function renderScreen(voucherManagement: object | null = management) {
  return renderWithRelay<VoucherManagementTestQuery>({
    query: testQuery,
    resolvers: { Viewer: () => ({ id: 'v', voucherManagement }), VoucherManagement: () => voucherManagement ?? {} },
    render: (data) => (
      <ShellContext.Provider value={shell}>
        <VoucherManageScreen data={data as never} />
      </ShellContext.Provider>
    ),
  });
}

const answer =
  (overrides: object, errors: object[] = []) =>
  (operation: Parameters<typeof MockPayloadGenerator.generate>[0]) =>
    MockPayloadGenerator.generate(operation, {
      Viewer: () => ({ id: 'v' }),
      VoucherManagement: () => ({ ...management, ...overrides }),
      VoucherOrderPayload: () => ({ errors }),
    });

test('without the screen’s data (the gateway refused it) the screen is Access Denied', async () => {
  renderScreen(null);
  expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
});

test('the screen shows the next voucher date, the month’s order and the placed orders', async () => {
  renderScreen();
  expect(await screen.findByRole('heading', { level: 1, name: 'Voucher management' })).toBeTruthy();
  // Home > Employer dashboard > the page, as on every employer page.
  const trail = screen.getByRole('navigation', { name: 'breadcrumb' });
  expect(
    within(trail)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Home', 'Employer dashboard', 'Voucher management']);
  expect(within(trail).getByRole('link', { name: 'Employer dashboard' }).getAttribute('href')).toBe('/app/dashboard/');
  expect(screen.getByText('30 November 2026')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Order for November 2026' })).toBeTruthy();
  expect(screen.getAllByText('£343.00 · 2 employees').length).toBeGreaterThan(0);
  expect(screen.getByText('There are no saved orders.')).toBeTruthy();
  const row = screen.getByText('October 2026').closest('tr')!;
  expect(row.textContent).toContain('£243.00');
  expect(row.textContent).toContain('Sam Patel');
});

test('with nobody to order for, it says so and offers no order', async () => {
  renderScreen({ ...management, nextOrder: { employeeCount: 0, totalPence: 0 }, placedOrders: [] });
  expect(await screen.findByText('No employees have a childcare voucher selection to order for.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
  expect(screen.getByText('No orders have been placed yet.')).toBeTruthy();
});

test('a draft is saved, then placed after a confirmation that says what it does', async () => {
  const user = userEvent.setup();
  const { environment } = renderScreen();
  await user.click(await screen.findByRole('button', { name: 'Save as draft' }));
  await waitFor(() =>
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { month: '2026-11', place: false },
    }),
  );
  const saved = {
    id: 's1',
    month: '2026-11',
    employeeCount: 2,
    totalPence: 34300,
    createdAt: '2026-11-24T10:00:00.000Z',
    createdBy: 'Sam Patel',
  };
  act(() => environment.mock.resolveMostRecentOperation(answer({ savedOrders: [saved] })));
  expect(await screen.findByText('Your order has been saved as a draft.')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Place the saved order for November 2026' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Place the order for November 2026?' });
  expect(dialog.textContent).toContain(
    'The saved order, £343.00 for 2 employees, will be added to their childcare voucher balances',
  );
  expect(dialog.textContent).toContain('Only one order can be placed each month');
  await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
  await waitFor(() =>
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ input: { orderId: 's1' } }),
  );
  act(() =>
    environment.mock.resolveMostRecentOperation(
      answer({
        orderMonth: '2026-12',
        nextVoucherDate: '2026-12-31',
        savedOrders: [],
        placedOrders: [{ ...placed, id: 's1', month: '2026-11', totalPence: 34300, employeeCount: 2 }, placed],
      }),
    ),
  );
  expect(await screen.findByText('Your order for November 2026 has been placed.')).toBeTruthy();
  expect(screen.getByText('31 December 2026')).toBeTruthy();
  expect(screen.getByText('November 2026').closest('tr')!.textContent).toContain('£343.00');
});

test('a refused order is said in the dialog in the api’s words', async () => {
  const user = userEvent.setup();
  const { environment } = renderScreen();
  await user.click(await screen.findByRole('button', { name: 'Place order' }));
  const dialog = await screen.findByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
  await waitFor(() =>
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { month: '2026-11', place: true },
    }),
  );
  act(() =>
    environment.mock.resolveMostRecentOperation(
      answer({}, [{ field: null, message: 'An order has already been placed for this month' }]),
    ),
  );
  expect((await within(dialog).findByRole('alert')).textContent).toBe(
    'An order has already been placed for this month',
  );
});
