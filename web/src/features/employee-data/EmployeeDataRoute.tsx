// Route /app/employee-data/ (employers only): the employee list and the two-factor list, each a
// table of ten a page, in two tabs.
import { Breadcrumb, Container, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import type { EmployeeDataRouteQuery } from '../../__generated__/EmployeeDataRouteQuery.graphql';
import { preloadQuery } from '../../relay/preload';
import type { GuardHandle } from '../../shell/Guarded';
import { useBrandName } from '../../shell/ShellContext';
import { EmployeeTable } from './EmployeeTable';
import { TwoFactorTable } from './TwoFactorTable';
import { employeeDataStrings as S } from './strings';

const employeeDataRouteQuery = graphql`
  query EmployeeDataRouteQuery {
    viewer {
      ...EmployeeTable_viewer
      ...TwoFactorTable_viewer
    }
  }
`;

export const handle: GuardHandle = { userType: 'EMPLOYER' };

export function loader() {
  return preloadQuery<EmployeeDataRouteQuery>(employeeDataRouteQuery, {});
}

export function Component() {
  const reference = useLoaderData() as PreloadedQuery<EmployeeDataRouteQuery>;
  const { viewer } = usePreloadedQuery<EmployeeDataRouteQuery>(employeeDataRouteQuery, reference);
  const brand = useBrandName();

  useEffect(() => {
    document.title = S.pageTitle(brand);
  }, [brand]);

  if (!viewer) return null;

  return (
    <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Breadcrumb.Root size="md">
          <Breadcrumb.List>
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild color="brand.fg">
                <RouterLink to="/app/home/">{S.home}</RouterLink>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild color="brand.fg">
                <RouterLink to="/app/dashboard/">{S.dashboard}</RouterLink>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              <Breadcrumb.CurrentLink color="gray.700">{S.heading}</Breadcrumb.CurrentLink>
            </Breadcrumb.Item>
          </Breadcrumb.List>
        </Breadcrumb.Root>
        <Stack gap="2">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="gray.900">
            {S.heading}
          </Heading>
          <Text color="gray.700">{S.intro}</Text>
        </Stack>
        <Tabs.Root defaultValue="employees" variant="line" colorPalette="brand" lazyMount={false}>
          <Tabs.List>
            <Tabs.Trigger value="employees">{S.employeesTab}</Tabs.Trigger>
            <Tabs.Trigger value="two-factor">{S.twoFactorTab}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="employees" pt="6">
            <EmployeeTable viewer={viewer} />
          </Tabs.Content>
          <Tabs.Content value="two-factor" pt="6">
            <TwoFactorTable viewer={viewer} />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Container>
  );
}
