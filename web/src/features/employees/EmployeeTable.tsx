// The employee list (spec: v2/client/{id}/employees): search, the registration filter, sortable
// columns, page numbers, the totals and percentageRegistered, the report download, welcome-email
// resends and the view-employee-data side panel (EmployeeList.tsx draws them).
import { Badge } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { EmployeeSort } from '../../__generated__/EmployeeTableRefetchQuery.graphql';
import type { EmployeeTable_viewer$key } from '../../__generated__/EmployeeTable_viewer.graphql';
import { type TableQuery, useTableRefetch } from '../../tables/useTableRefetch';
import { EmployeeList, filterOf, listVariables } from './EmployeeList';
import { ResendAllButton } from './ResendAllButton';
import { employeeDataStrings as S, shortDate } from './strings';

export function EmployeeTable({ viewer }: { viewer: EmployeeTable_viewer$key }) {
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
  const table = useTableRefetch({
    defaultSort: 'NAME',
    variables: (query: TableQuery<EmployeeSort>) => ({
      ...listVariables(query),
      registered: filterOf('employees', query),
    }),
    refetch,
  });
  const list = data.employees;

  return (
    <EmployeeList
      kind="employees"
      table={table}
      list={list}
      figures={list ? [list.totalEmployees, list.totalRegisteredEmployees, list.percentageRegistered] : null}
      aside={list ? <ResendAllButton unregistered={list.totalEmployees - list.totalRegisteredEmployees} /> : null}
      sortKeys={{ name: 'NAME', email: 'EMAIL' }}
      status={{
        label: S.registeredOn,
        sort: 'REGISTERED',
        cell: (row) =>
          row.registered ? (
            <Badge colorPalette="green" variant="subtle">
              {shortDate(row.registeredAt)}
            </Badge>
          ) : (
            <Badge colorPalette="orange" variant="subtle">
              {S.notRegistered}
            </Badge>
          ),
      }}
    />
  );
}
