// Route /app/employee-data/ (employers only): the employee list and the two-factor list, each a
// table of ten a page, in two tabs; for an administrator, "Upload employee data" (data-loads).
// Two domains on one page, composed here: the employees' tables and the data-loads button.
import { Container, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { Suspense, useCallback, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type {
  EmployeeDataRouteQuery,
  EmployeeDataRouteQuery$data,
} from '../__generated__/EmployeeDataRouteQuery.graphql';
import { queryRoute } from '../relay/queryRoute';
import { UploadDataButton } from '../features/data-loads/UploadDataButton';
import { Breadcrumbs } from '../shell/Breadcrumbs';
import { requires } from '../shell/Guarded';
import { usePageTitle } from '../shell/usePageTitle';
import { TableLoading } from '../tables/TableLoading';
import { EmployeeTable } from '../features/employees/EmployeeTable';
import { TwoFactorTable } from '../features/employees/TwoFactorTable';
import { employeeDataStrings as S } from '../features/employees/strings';

const employeeDataRouteQuery = graphql`
  query EmployeeDataRouteQuery {
    viewer {
      ...EmployeeTable_viewer
      ...TwoFactorTable_viewer
      ...UploadDataButton_viewer
    }
  }
`;

function EmployeeDataScreen({ data: { viewer } }: { data: EmployeeDataRouteQuery$data }) {
  usePageTitle(S.heading);
  // After an upload is applied or undone the tables are read again, from their first page.
  const environment = useRelayEnvironment();
  const [tablesKey, setTablesKey] = useState(0);
  const reloadTables = useCallback(() => {
    fetchQuery<EmployeeDataRouteQuery>(
      environment,
      employeeDataRouteQuery,
      {},
      { fetchPolicy: 'network-only' },
    ).subscribe({
      complete: () => setTablesKey((key) => key + 1),
      error: () => undefined,
    });
  }, [environment]);
  if (!viewer) return null;

  return (
    <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Breadcrumbs
          items={[
            { label: S.home, to: '/app/home/' },
            { label: S.dashboard, to: '/app/dashboard/' },
            { label: S.heading },
          ]}
        />
        <Stack
          direction={{ base: 'column', md: 'row' }}
          gap="4"
          justify="space-between"
          align={{ base: 'flex-start', md: 'flex-end' }}
        >
          <Stack gap="2">
            <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="gray.900">
              {S.heading}
            </Heading>
            <Text color="gray.700">{S.intro}</Text>
          </Stack>
          <UploadDataButton viewer={viewer} onChanged={reloadTables} />
        </Stack>
        <Tabs.Root key={tablesKey} defaultValue="employees" variant="line" colorPalette="brand" lazyMount={false}>
          <Tabs.List>
            <Tabs.Trigger value="employees">{S.employeesTab}</Tabs.Trigger>
            <Tabs.Trigger value="two-factor">{S.twoFactorTab}</Tabs.Trigger>
          </Tabs.List>
          {/* The tables refetch inside transitions and show their own loading state; these
              boundaries only keep anything else that suspends from taking the page with it. */}
          <Tabs.Content value="employees" pt="6">
            <Suspense fallback={<TableLoading />}>
              <EmployeeTable viewer={viewer} />
            </Suspense>
          </Tabs.Content>
          <Tabs.Content value="two-factor" pt="6">
            <Suspense fallback={<TableLoading />}>
              <TwoFactorTable viewer={viewer} />
            </Suspense>
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Container>
  );
}

export const route = queryRoute<EmployeeDataRouteQuery>({
  query: employeeDataRouteQuery,
  handle: requires('viewEmployerDashboard'),
  Screen: EmployeeDataScreen,
});
