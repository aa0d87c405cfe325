// What the employee table and the two-factor table share: the search, the filter and the report
// download above; the totals, the count of matches, the rows, the page numbers and the
// view-employee-data side panel below. Each table brings its fragment, its filter, its figures
// and its status column; while a change loads, the loading state stands where the list was.
import { Alert, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { EmployeeDetailsPanel_employee$key } from '../../__generated__/EmployeeDetailsPanel_employee.graphql';
import type { CreateEmployeeReportDownloadInput } from '../../__generated__/useDownloadEmployeeReportMutation.graphql';
import { type ListColumn, ListTable } from '../../tables/ListTable';
import { Pagination } from '../../tables/Pagination';
import { SearchAndFilter } from '../../tables/SearchAndFilter';
import { StatCards } from '../../tables/StatCards';
import { TableError } from '../../tables/TableError';
import { TableLoading } from '../../tables/TableLoading';
import type { TableQuery, TableRefetch } from '../../tables/useTableRefetch';
import { EmployeeDetailsPanel } from './EmployeeDetailsPanel';
import { employeeDataStrings as S } from './strings';
import { useDownloadEmployeeReport } from './useDownloadEmployeeReport';

/**
 * What tells the two lists apart besides their data: their words and the filter (all, those for
 * whom it holds, those for whom it does not). The report each downloads is reportOf's.
 */
const LISTS = {
  employees: {
    label: S.employeesTab,
    idPrefix: 'employees',
    figures: [S.totalEmployees, S.totalRegistered, S.percentageRegistered],
    filter: {
      label: S.registrationFilter,
      holds: [S.registered, 'registered'],
      fails: [S.notRegistered, 'unregistered'],
    },
  },
  twoFactor: {
    label: S.twoFactorTab,
    idPrefix: 'two-factor',
    figures: [S.totalEmployees, S.totalTwoFactor, S.percentageTwoFactor],
    filter: { label: S.twoFactorFilter, holds: [S.enabled, 'enabled'], fails: [S.notEnabled, 'not-enabled'] },
  },
} as const;

export type EmployeeListKind = keyof typeof LISTS;

/** The filter as the api takes it: null for all, else whether the filtered-on fact holds. */
export function filterOf(kind: EmployeeListKind, { filter }: { filter: string }): boolean | null {
  return filter === '' ? null : filter === LISTS[kind].filter.holds[1];
}

/** The table's variables but for its filter, which each table names its own way. */
export function listVariables<Sort extends string>(query: TableQuery<Sort>) {
  return { page: query.page, search: query.search || null, sortBy: query.sortBy, sortDirection: query.direction };
}

/** A row of either table: whom it shows, and the key the side panel reads them with. */
export interface EmployeeRow extends EmployeeDetailsPanel_employee$key {
  readonly id: string;
  readonly name: string;
  readonly email: string;
}

/** One page of a table's connection; none when the list could not be loaded. */
export type EmployeePage<Row extends EmployeeRow> =
  | {
      readonly totalCount: number;
      readonly pageCount: number;
      readonly currentPage: number;
      readonly edges: readonly { readonly node: Row }[];
    }
  | null
  | undefined;

export interface EmployeeListProps<Row extends EmployeeRow, Sort extends string> {
  kind: EmployeeListKind;
  table: TableRefetch<Sort>;
  list: EmployeePage<Row>;
  /** Everyone, those for whom the filtered-on fact holds, and their percentage. */
  figures: readonly [number, number, number] | null;
  /** Beside the count of matches. */
  aside: ReactNode;
  /** The sort keys of the name and email columns, as the table's sort enum spells them. */
  sortKeys: { name: Sort; email: Sort };
  /** The column between email and the actions. */
  status: ListColumn<Row, Sort>;
}

function reportOf(kind: EmployeeListKind, query: TableQuery<string>): CreateEmployeeReportDownloadInput {
  const search = query.search || null;
  const chosen = filterOf(kind, query);
  return kind === 'employees'
    ? { type: 'EMPLOYEES', search, registered: chosen }
    : { type: 'EMPLOYEE_TWO_FA', search, twoFactorEnabled: chosen };
}

export function EmployeeList<Row extends EmployeeRow, Sort extends string>(props: EmployeeListProps<Row, Sort>) {
  const { kind, table } = props;
  const { idPrefix, filter } = LISTS[kind];
  const [download, downloading, downloadError] = useDownloadEmployeeReport();
  return (
    <Stack gap="5">
      <Flex gap="4" wrap="wrap" align="flex-end" justify="space-between">
        <SearchAndFilter
          idPrefix={idPrefix}
          searchLabel={S.search}
          searchPlaceholder={S.searchPlaceholder}
          search={table.searchText}
          onSearch={table.onSearch}
          filterLabel={filter.label}
          filter={table.query.filter}
          filterOptions={[
            { label: S.all, value: '' },
            { label: filter.holds[0], value: filter.holds[1] },
            { label: filter.fails[0], value: filter.fails[1] },
          ]}
          onFilter={table.onFilter}
        />
        <Flex gap="3" wrap="wrap">
          <Button
            variant="outline"
            colorPalette="brand"
            loading={downloading}
            loadingText={S.preparingReport}
            onClick={() => void download(reportOf(kind, table.query))}
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
      {table.loading ? <TableLoading /> : <EmployeeRows {...props} />}
    </Stack>
  );
}

function EmployeeRows<Row extends EmployeeRow, Sort extends string>({
  kind,
  table,
  list,
  figures,
  aside,
  sortKeys,
  status,
}: EmployeeListProps<Row, Sort>) {
  const { label } = LISTS[kind];
  const [selected, setSelected] = useState<Row | null>(null);
  // No list means it failed to load (the route guard already refused non-employers).
  if (!list) return <TableError onRetry={table.reload} />;
  const columns: ListColumn<Row, Sort>[] = [
    {
      label: S.name,
      sort: sortKeys.name,
      cell: (row) => row.name,
      cellProps: { fontWeight: '600', color: 'gray.900' },
    },
    {
      label: S.email,
      sort: sortKeys.email,
      cell: (row) => row.email,
      cellProps: { color: 'gray.800', wordBreak: 'break-all' },
    },
    status,
    {
      label: S.actions,
      labelHidden: true,
      cellProps: { textAlign: 'end' },
      cell: (row) => (
        <Button size="xs" variant="outline" aria-label={S.viewEmployee(row.name)} onClick={() => setSelected(row)}>
          {S.view}
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="5">
      {figures ? (
        <StatCards
          stats={LISTS[kind].figures.map((figureLabel, index) => ({
            label: figureLabel,
            value: index === 2 ? S.percentage(figures[index]) : figures[index]!.toLocaleString('en-GB'),
          }))}
        />
      ) : null}
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text color="gray.700" aria-live="polite">
          {S.matching(list.totalCount)}
        </Text>
        {aside}
      </Flex>
      <ListTable
        label={label}
        columns={columns}
        rows={list.edges.map((edge) => edge.node)}
        rowKey={(row) => row.id}
        sortBy={table.query.sortBy}
        direction={table.query.direction}
        onSort={table.onSort}
        empty={{ title: S.noEmployees, hint: S.noEmployeesHint }}
      />
      <Pagination label={label} page={list.currentPage} pageCount={list.pageCount} onPage={table.onPage} />
      <EmployeeDetailsPanel employee={selected} onClose={() => setSelected(null)} />
    </Stack>
  );
}
