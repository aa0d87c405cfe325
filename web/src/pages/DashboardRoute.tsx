// Route /app/dashboard/ (employers): the quick links to the administrator's pages (insights,
// take-up, settings, reporting), the approvals summary (selections awaiting approval per benefit,
// each linking to its approve-selections page, for approvers), and the employee registration
// figures with a link to the employee tables. Two domains on one page, composed here: the
// dashboard's own parts (features/dashboard/) and the approvals summary (features/approvals/).
import { Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardRouteQuery, DashboardRouteQuery$data } from '../__generated__/DashboardRouteQuery.graphql';
import { queryRoute } from '../relay/queryRoute';
import { Breadcrumbs } from '../shell/Breadcrumbs';
import { requires } from '../shell/Guarded';
import { usePageTitle } from '../shell/usePageTitle';
import { PendingApprovalsList } from '../features/approvals/PendingApprovalsList';
import { StatCards } from '../tables/StatCards';
import { QuickLinks } from '../features/dashboard/QuickLinks';
import { dashboardStrings as S } from '../features/dashboard/strings';

const dashboardRouteQuery = graphql`
  query DashboardRouteQuery {
    viewer {
      can {
        approveSelections
        viewAccountAccess
        viewEmployeeInsights
        viewBenefitTakeup
        managePlatformSettings
        viewReports
        manageVouchers
      }
      employees(first: 1) {
        totalEmployees
        totalRegisteredEmployees
        percentageRegistered
      }
      selectionApprovals {
        ...PendingApprovalsList_summary
      }
    }
  }
`;

function DashboardScreen({ data }: { data: DashboardRouteQuery$data }) {
  usePageTitle(S.heading);
  return <DashboardPage data={data} />;
}

/** The page under its title (the title needs the shell; component tests draw the page alone). */
export function DashboardPage({ data: { viewer } }: { data: DashboardRouteQuery$data }) {
  if (!viewer) return null;
  return (
    <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap="8">
        <Breadcrumbs items={[{ label: S.home, to: '/app/home/' }, { label: S.heading }]} />
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="gray.900">
          {S.heading}
        </Heading>
        <QuickLinks can={viewer.can} />
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8" alignItems="start">
          <Stack as="section" aria-labelledby="dashboard-approvals" gap="4">
            <Heading as="h2" id="dashboard-approvals" size="lg" color="gray.900">
              {S.approvalsHeading}
            </Heading>
            {viewer.can.approveSelections && viewer.selectionApprovals ? (
              <PendingApprovalsList summary={viewer.selectionApprovals} />
            ) : (
              <Text color="gray.700">{S.approvalsUnavailable}</Text>
            )}
          </Stack>
          <Stack as="section" aria-labelledby="dashboard-employees" gap="4">
            <Heading as="h2" id="dashboard-employees" size="lg" color="gray.900">
              {S.employeesHeading}
            </Heading>
            {viewer.employees ? (
              <StatCards
                stats={[
                  { label: S.employees, value: viewer.employees.totalEmployees.toLocaleString('en-GB') },
                  { label: S.registered, value: viewer.employees.totalRegisteredEmployees.toLocaleString('en-GB') },
                  { label: S.percentageRegistered, value: `${viewer.employees.percentageRegistered.toFixed(1)}%` },
                ]}
              />
            ) : null}
            <HStack gap="3" wrap="wrap">
              <Button asChild colorPalette="brand">
                <RouterLink to="/app/employee-data/">{S.viewEmployeeData}</RouterLink>
              </Button>
              {viewer.can.viewAccountAccess ? (
                <Button asChild variant="outline" colorPalette="brand">
                  <RouterLink to="/app/dashboard/account-access">{S.viewAccountAccess}</RouterLink>
                </Button>
              ) : null}
            </HStack>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

export const route = queryRoute<DashboardRouteQuery>({
  query: dashboardRouteQuery,
  handle: requires('viewEmployerDashboard'),
  Screen: DashboardScreen,
});
