// The employee table and the 2FA table against a small mocked employer: paging, search, filter
// and sort each refetch the list (the loading state stands in for the old rows meanwhile), and
// what comes back is what the person sees.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'react-relay';
import { MockPayloadGenerator, type RelayMockEnvironment } from 'relay-test-utils';
import type { EmployeeTablesTestEmployeesQuery } from '../../__generated__/EmployeeTablesTestEmployeesQuery.graphql';
import type { EmployeeTablesTestTwoFactorQuery } from '../../__generated__/EmployeeTablesTestTwoFactorQuery.graphql';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { EmployeeTable } from './EmployeeTable';
import { employeeResolvers, people } from './employeeMocks';
import { TwoFactorTable } from './TwoFactorTable';

const employeesQuery = graphql`
  query EmployeeTablesTestEmployeesQuery @relay_test_operation {
    viewer {
      ...EmployeeTable_viewer
    }
  }
`;

const twoFactorQuery = graphql`
  query EmployeeTablesTestTwoFactorQuery @relay_test_operation {
    viewer {
      ...TwoFactorTable_viewer
    }
  }
`;

function renderEmployees() {
  return renderWithRelay<EmployeeTablesTestEmployeesQuery>({
    query: employeesQuery,
    resolvers: employeeResolvers,
    render: ({ viewer }) => (viewer ? <EmployeeTable viewer={viewer} /> : null),
  });
}

function renderTwoFactor() {
  return renderWithRelay<EmployeeTablesTestTwoFactorQuery>({
    query: twoFactorQuery,
    resolvers: employeeResolvers,
    render: ({ viewer }) => (viewer ? <TwoFactorTable viewer={viewer} /> : null),
  });
}

/** Waits for the table's refetch with these variables, shows that it is loading, then answers it. */
async function answerRefetch(environment: RelayMockEnvironment, variables: Record<string, unknown>) {
  await waitFor(() => expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject(variables));
  expect(screen.getByRole('status').textContent).toBe('Loading...');
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, employeeResolvers),
    ),
  );
  // React shows the transition's new rows once it retries the suspended render, which act() does not
  // always cover on a loaded machine: wait for the loading status to go, as a person would.
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
}

const rowsOf = (table: string) =>
  within(screen.getByRole('table', { name: table }))
    .getAllByRole('row')
    .slice(1);
const column = (table: string, index: number) =>
  rowsOf(table).map((row) => within(row).getAllByRole('cell')[index]!.textContent);
const byName = [...people].sort((a, b) => a.name.localeCompare(b.name));

describe.each([
  {
    table: 'Employees',
    render: renderEmployees,
    filter: {
      label: 'Registration status',
      option: 'Not registered',
      variables: { registered: false },
      status: 'Not registered',
    },
    statusColumn: 'Registered on',
  },
  {
    table: 'Two-factor authentication',
    render: renderTwoFactor,
    filter: {
      label: 'Two-factor authentication',
      option: 'Enabled',
      variables: { twoFactorEnabled: true },
      status: 'Enabled',
    },
    statusColumn: 'Two-factor authentication',
  },
])('the $table table', ({ table, render, filter, statusColumn }) => {
  test('shows the first ten people by name, the totals and the page count', () => {
    render();
    expect(column(table, 0)).toEqual(byName.slice(0, 10).map((person) => person.name));
    expect(screen.getByText('25 employees match')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /^Name/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: new RegExp(`^${statusColumn}`) })).toBeTruthy();
  });

  test('pages with Next, the page numbers and Previous', async () => {
    const user = userEvent.setup();
    const { environment } = render();
    const pages = () => screen.getByRole('navigation', { name: `${table} pagination` });

    await user.click(within(pages()).getByRole('button', { name: 'Next' }));
    await answerRefetch(environment, { page: 2, cursor: null, count: 10 });
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(column(table, 0)).toEqual(byName.slice(10, 20).map((person) => person.name));

    await user.click(within(pages()).getByRole('button', { name: 'Go to page 3' }));
    await answerRefetch(environment, { page: 3 });
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(rowsOf(table)).toHaveLength(5);
    expect(within(pages()).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);

    await user.click(within(pages()).getByRole('button', { name: 'Previous' }));
    await answerRefetch(environment, { page: 2 });
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  test('searches by name or email once typing pauses, from page 1', async () => {
    const user = userEvent.setup();
    const { environment } = render();
    await user.click(
      within(screen.getByRole('navigation', { name: `${table} pagination` })).getByRole('button', { name: 'Next' }),
    );
    await answerRefetch(environment, { page: 2 });

    // Pasted, so no pause between keys can send a part of it on a slow machine.
    await user.click(screen.getByLabelText('Search by name or email'));
    await user.paste('PATEL');
    // Not "nothing sent yet": on a loaded machine the render after the paste can outlast the
    // pause itself. One search for the whole text, and nothing else, is what must be sent.
    await answerRefetch(environment, { search: 'PATEL', page: 1 });

    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(screen.getByText('5 employees match')).toBeTruthy();
    expect(column(table, 0).every((name) => name?.endsWith('Patel'))).toBe(true);
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
  });

  test('says so when nobody matches', async () => {
    const user = userEvent.setup();
    const { environment } = render();
    await user.click(screen.getByLabelText('Search by name or email'));
    await user.paste('nobody');
    await answerRefetch(environment, { search: 'nobody' });
    expect(screen.getByText('No employees match your search or filter.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  test(`filters by ${filter.label.toLowerCase()}, from page 1`, async () => {
    const user = userEvent.setup();
    const { environment } = render();

    await user.selectOptions(screen.getByRole('combobox', { name: filter.label }), filter.option);
    await answerRefetch(environment, { ...filter.variables, page: 1 });

    expect(column(table, 2).length).toBeGreaterThan(0);
    expect(column(table, 2).every((status) => status === filter.status)).toBe(true);
  });

  test('sorts by a column, ascending then descending', async () => {
    const user = userEvent.setup();
    const { environment } = render();
    const emailHeader = () => screen.getByRole('columnheader', { name: /^Email/ });

    await user.click(within(emailHeader()).getByRole('button'));
    await answerRefetch(environment, { sortBy: 'EMAIL', sortDirection: 'ASC' });
    expect(emailHeader().getAttribute('aria-sort')).toBe('ascending');
    const ascending = column(table, 1);
    expect(ascending).toEqual([...ascending].sort());

    await user.click(within(emailHeader()).getByRole('button'));
    await answerRefetch(environment, { sortBy: 'EMAIL', sortDirection: 'DESC' });
    expect(emailHeader().getAttribute('aria-sort')).toBe('descending');
    const descending = column(table, 1);
    expect(descending).toEqual([...descending].sort().reverse());
    expect(descending[0]).not.toBe(ascending[0]);
  });
});
