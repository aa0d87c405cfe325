// The two-factor list (spec: v2/client/{id}/employees/two-factor-authentication): search, the
// person_mfa_secret filter, sortable columns, page numbers, the 2FA figures, whether the
// organisation enforces 2FA, the employeeTwoFA report and the view-employee-data side panel
// (EmployeeList.tsx draws them).
import { Badge } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { TwoFactorEmployeeSort } from '../../__generated__/TwoFactorTableRefetchQuery.graphql';
import type { TwoFactorTable_viewer$key } from '../../__generated__/TwoFactorTable_viewer.graphql';
import { type TableQuery, useTableRefetch } from '../../tables/useTableRefetch';
import { EmployeeList, filterOf, listVariables } from './EmployeeList';
import { employeeDataStrings as S } from './strings';

export function TwoFactorTable({ viewer }: { viewer: TwoFactorTable_viewer$key }) {
  const { data, refetch } = usePaginationFragment(
    graphql`
      fragment TwoFactorTable_viewer on Viewer
      @refetchable(queryName: "TwoFactorTableRefetchQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
        page: { type: "Int", defaultValue: 1 }
        search: { type: "String", defaultValue: null }
        twoFactorEnabled: { type: "Boolean", defaultValue: null }
        sortBy: { type: "TwoFactorEmployeeSort", defaultValue: NAME }
        sortDirection: { type: "SortDirection", defaultValue: ASC }
      ) {
        twoFactorEmployees(
          first: $count
          after: $cursor
          page: $page
          search: $search
          twoFactorEnabled: $twoFactorEnabled
          sortBy: $sortBy
          sortDirection: $sortDirection
        ) @connection(key: "TwoFactorTable_twoFactorEmployees") {
          totalCount
          pageCount
          currentPage
          totalEmployees
          totalTwoFactorEmployees
          percentageTwoFactor
          isEnforcementTwoFAEnabled
          edges {
            node {
              id
              name
              email
              twoFactorEnabled
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
    variables: (query: TableQuery<TwoFactorEmployeeSort>) => ({
      ...listVariables(query),
      twoFactorEnabled: filterOf('twoFactor', query),
    }),
    refetch,
  });
  const list = data.twoFactorEmployees;

  return (
    <EmployeeList
      kind="twoFactor"
      table={table}
      list={list}
      figures={list ? [list.totalEmployees, list.totalTwoFactorEmployees, list.percentageTwoFactor] : null}
      aside={
        list ? (
          <Badge
            colorPalette={list.isEnforcementTwoFAEnabled ? 'green' : 'gray'}
            variant="subtle"
            size="lg"
            whiteSpace="normal"
          >
            {list.isEnforcementTwoFAEnabled ? S.enforced : S.notEnforced}
          </Badge>
        ) : null
      }
      sortKeys={{ name: 'NAME', email: 'EMAIL' }}
      status={{
        label: S.twoFactor,
        sort: 'TWO_FACTOR',
        cell: (row) => (
          <Badge colorPalette={row.twoFactorEnabled ? 'green' : 'gray'} variant="subtle">
            {row.twoFactorEnabled ? S.enabled : S.notEnabled}
          </Badge>
        ),
      }}
    />
  );
}
