// Route /app/dashboard/ (employers): what this portal can already show an employer, all real
// data: the selections awaiting approval per benefit (approvers), and the employee registration
// figures with a link to the employee tables.
import { Breadcrumb, Button, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import type { DashboardRouteQuery } from '../../__generated__/DashboardRouteQuery.graphql';
import { preloadQuery } from '../../relay/preload';
import type { GuardHandle } from '../../shell/Guarded';
import { useBrandName } from '../../shell/ShellContext';
import { PendingApprovalsList } from '../approve-selections/PendingApprovalsList';
import { StatCards } from '../employer-tables/StatCards';
import { dashboardStrings as S } from './strings';

const dashboardRouteQuery = graphql`
  query DashboardRouteQuery {
    viewer {
      isApprover
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

export const handle: GuardHandle = { userType: 'EMPLOYER' };

export function loader() {
  return preloadQuery<DashboardRouteQuery>(dashboardRouteQuery, {});
}

export function Component() {
  const reference = useLoaderData() as PreloadedQuery<DashboardRouteQuery>;
  const { viewer } = usePreloadedQuery<DashboardRouteQuery>(dashboardRouteQuery, reference);
  const brand = useBrandName();
  useEffect(() => {
    document.title = S.pageTitle(brand);
  }, [brand]);
  if (!viewer) return null;
  return (
    <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap="8">
        <Breadcrumb.Root size="md">
          <Breadcrumb.List>
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild color="brand.fg">
                <RouterLink to="/app/home/">{S.home}</RouterLink>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              <Breadcrumb.CurrentLink color="gray.700">{S.heading}</Breadcrumb.CurrentLink>
            </Breadcrumb.Item>
          </Breadcrumb.List>
        </Breadcrumb.Root>
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="gray.900">
          {S.heading}
        </Heading>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8" alignItems="start">
          <Stack as="section" aria-labelledby="dashboard-approvals" gap="4">
            <Heading as="h2" id="dashboard-approvals" size="lg" color="gray.900">
              {S.approvalsHeading}
            </Heading>
            {viewer.isApprover && viewer.selectionApprovals ? (
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
            <Button asChild colorPalette="brand" alignSelf="flex-start">
              <RouterLink to="/app/employee-data/">{S.viewEmployeeData}</RouterLink>
            </Button>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
