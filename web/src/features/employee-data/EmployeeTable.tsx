// The employee list (spec: v2/client/{id}/employees): search, registration filter, sortable
// columns, page numbers, the totals and percentageRegistered, the report download, welcome-email
// resends and the view-employee-data side panel.
import { Alert, Badge, Box, Button, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { EmployeeDetailsPanel_employee$key } from '../../__generated__/EmployeeDetailsPanel_employee.graphql';
import type { EmployeeSort } from '../../__generated__/EmployeeTableRefetchQuery.graphql';
import type { EmployeeTable_viewer$key } from '../../__generated__/EmployeeTable_viewer.graphql';
import { Pagination } from '../employer-tables/Pagination';
import { SearchAndFilter } from '../employer-tables/SearchAndFilter';
import { SortableHeader } from '../employer-tables/SortableHeader';
import { StatCards } from '../employer-tables/StatCards';
import { TableError } from '../employer-tables/TableError';
import { TableLoading } from '../employer-tables/TableLoading';
import { type TableQuery, useTableQuery } from '../employer-tables/useTableQuery';
import { EmployeeDetailsPanel } from './EmployeeDetailsPanel';
import { ResendAllButton } from './ResendAllButton';
import { useDownloadEmployeeReport } from './useDownloadEmployeeReport';
import { employeeDataStrings as S, shortDate } from './strings';

const registeredOf = (filter: string) => (filter === '' ? null : filter === 'registered');

export function EmployeeTable({ viewer }: { viewer: EmployeeTable_viewer$key }) {
  const { query, searchText, onSearch, onFilter, onPage, onSort } = useTableQuery<EmployeeSort>('NAME');
  const [download, downloading, downloadError] = useDownloadEmployeeReport();
  return (
    <Stack gap="5">
      <Flex gap="4" wrap="wrap" align="flex-end" justify="space-between">
        <SearchAndFilter
          idPrefix="employees"
          searchLabel={S.search}
          searchPlaceholder={S.searchPlaceholder}
          search={searchText}
          onSearch={onSearch}
          filterLabel={S.registrationFilter}
          filter={query.filter}
          filterOptions={[
            { label: S.all, value: '' },
            { label: S.registered, value: 'registered' },
            { label: S.notRegistered, value: 'unregistered' },
          ]}
          onFilter={onFilter}
        />
        <Flex gap="3" wrap="wrap">
          <Button
            variant="outline"
            colorPalette="brand"
            loading={downloading}
            loadingText={S.preparingReport}
            onClick={() => void download({ type: 'EMPLOYEES', search: query.search || null, registered: registeredOf(query.filter) })}
          >
            {S.downloadReport}
          </Button>
        </Flex>
      </Flex>
      {downloadError ? (
        <Alert.Root status="error" rounded="lg">
          <Alert.Indicator />
          <Alert.Title role="alert">{downloadError}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Suspense fallback={<TableLoading />}>
        <EmployeeRows viewer={viewer} query={query} onPage={onPage} onSort={onSort} />
      </Suspense>
    </Stack>
  );
}

function EmployeeRows({
  viewer,
  query,
  onPage,
  onSort,
}: {
  viewer: EmployeeTable_viewer$key;
  query: TableQuery<EmployeeSort>;
  onPage: (page: number) => void;
  onSort: (sortBy: EmployeeSort, direction: 'ASC' | 'DESC') => void;
}) {
  const { data, refetch } = usePaginationFragment(
    graphql`
      fragment EmployeeTable_viewer on Viewer
      @refetchable(queryName: "EmployeeTableRefetchQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
        page: { type: "Int", defaultValue: 1 }
        search: { type: "String", defaultValue: null }
        registered: { type: "Boolean", defaultValue: null }
        sortBy: { type: "EmployeeSort", defaultValue: NAME }
        sortDirection: { type: "SortDirection", defaultValue: ASC }
      ) {
        employees(
          first: $count
          after: $cursor
          page: $page
          search: $search
          registered: $registered
          sortBy: $sortBy
          sortDirection: $sortDirection
        ) @connection(key: "EmployeeTable_employees") {
          totalCount
          pageCount
          currentPage
          totalEmployees
          totalRegisteredEmployees
          percentageRegistered
          edges {
            node {
              id
              name
              email
              registered
              registeredAt
              ...EmployeeDetailsPanel_employee
            }
          }
        }
      }
    `,
    viewer,
  );

  // Page, search, filter and sort each refetch the list afresh (the old rows are cleared).
  const variables = {
    page: query.page,
    search: query.search || null,
    registered: registeredOf(query.filter),
    sortBy: query.sortBy,
    sortDirection: query.direction,
  };
  const key = JSON.stringify(variables);
  const last = useRef(key);
  useEffect(() => {
    if (last.current === key) return;
    last.current = key;
    refetch({ ...variables, cursor: null, count: 10 }, { fetchPolicy: 'network-only' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, refetch]);

  const [selected, setSelected] = useState<EmployeeDetailsPanel_employee$key | null>(null);
  const employees = data.employees;
  // Null means the list failed to load (the route guard already refused non-employers).
  if (!employees) return <TableError onRetry={() => refetch({ ...variables, cursor: null, count: 10 }, { fetchPolicy: 'network-only' })} />;
  const rows = employees.edges.map((edge) => edge.node);

  return (
    <Stack gap="5">
      <StatCards
        stats={[
          { label: S.totalEmployees, value: employees.totalEmployees.toLocaleString('en-GB') },
          { label: S.totalRegistered, value: employees.totalRegisteredEmployees.toLocaleString('en-GB') },
          { label: S.percentageRegistered, value: S.percentage(employees.percentageRegistered) },
        ]}
      />
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text color="gray.700" aria-live="polite">
          {S.matching(employees.totalCount)}
        </Text>
        <ResendAllButton unregistered={employees.totalEmployees - employees.totalRegisteredEmployees} />
      </Flex>
      {rows.length === 0 ? (
        <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="xl" p="8" textAlign="center">
          <Text fontWeight="600" color="gray.900">
            {S.noEmployees}
          </Text>
          <Text color="gray.700" mt="1">
            {S.noEmployeesHint}
          </Text>
        </Box>
      ) : (
        <Table.ScrollArea position="relative" borderWidth="1px" borderColor="gray.200" rounded="xl" bg="white" tabIndex={0} aria-label={S.employeesTab}>
          <Table.Root size="sm" minW="640px">
            <Table.Caption srOnly>{S.employeesTab}</Table.Caption>
            <Table.Header>
              <Table.Row bg="gray.50">
                <SortableHeader label={S.name} field={'NAME' as EmployeeSort} sortBy={query.sortBy} direction={query.direction} onSort={onSort} />
                <SortableHeader label={S.email} field={'EMAIL' as EmployeeSort} sortBy={query.sortBy} direction={query.direction} onSort={onSort} />
                <SortableHeader label={S.registeredOn} field={'REGISTERED' as EmployeeSort} sortBy={query.sortBy} direction={query.direction} onSort={onSort} />
                <Table.ColumnHeader>
                  <Text srOnly>{S.actions}</Text>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.id}>
                  <Table.Cell fontWeight="600" color="gray.900">
                    {row.name}
                  </Table.Cell>
                  <Table.Cell color="gray.800" wordBreak="break-all">
                    {row.email}
                  </Table.Cell>
                  <Table.Cell>
                    {row.registered ? (
                      <Badge colorPalette="green" variant="subtle">
                        {shortDate(row.registeredAt)}
                      </Badge>
                    ) : (
                      <Badge colorPalette="orange" variant="subtle">
                        {S.notRegistered}
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <Button size="xs" variant="outline" aria-label={S.viewEmployee(row.name)} onClick={() => setSelected(row)}>
                      {S.view}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Pagination label={S.employeesTab} page={employees.currentPage} pageCount={employees.pageCount} onPage={onPage} />
      <EmployeeDetailsPanel employee={selected} onClose={() => setSelected(null)} />
    </Stack>
  );
}
