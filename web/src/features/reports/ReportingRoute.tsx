// Route /app/reporting (employer administrators): a button for each report's side panel
// (payroll-report, provider-report, lifeevent-report) and the list of requested reports. Any
// other employer is shown "Access Denied", as the guard shows employees.
import { Button, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { ReportingRouteQuery, ReportingRouteQuery$data } from '../../__generated__/ReportingRouteQuery.graphql';
import { queryRoute } from '../../relay/queryRoute';
import { Breadcrumbs } from '../../shell/Breadcrumbs';
import { requires } from '../../shell/Guarded';
import { AccessDenied } from '../../shell/AccessDenied';
import { usePageTitle } from '../../shell/usePageTitle';
import { ReportList } from './ReportList';
import { ReportRequestPanel } from './ReportRequestPanel';
import { type ReportKind, reportsStrings as S } from './strings';

const reportingRouteQuery = graphql`
  query ReportingRouteQuery {
    viewer {
      reporting {
        providers
        ...ReportList_reporting
      }
    }
  }
`;

const kinds: ReportKind[] = ['PAYROLL', 'PROVIDER', 'LIFE_EVENT'];

export function ReportingScreen({ data: { viewer } }: { data: ReportingRouteQuery$data }) {
  usePageTitle(S.heading);
  const [panel, setPanel] = useState<ReportKind | null>(null);
  if (!viewer) return null;
  if (!viewer.reporting) return <AccessDenied />;
  const { reporting } = viewer;

  return (
    <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap="8">
        <Breadcrumbs
          items={[
            { label: S.home, to: '/app/home/' },
            { label: S.dashboard, to: '/app/dashboard/' },
            { label: S.heading },
          ]}
        />
        <Stack gap="2">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="gray.900">
            {S.heading}
          </Heading>
          <Text color="gray.700">{S.intro}</Text>
        </Stack>
        <Stack as="section" aria-labelledby="reporting-request" gap="4">
          <Heading as="h2" id="reporting-request" size="lg" color="gray.900">
            {S.requestHeading}
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" maxW="3xl">
            {kinds.map((kind) => (
              <Button key={kind} variant="outline" colorPalette="brand" onClick={() => setPanel(kind)}>
                {S.kinds[kind].button}
              </Button>
            ))}
          </SimpleGrid>
        </Stack>
        <Stack as="section" aria-labelledby="reporting-list" gap="4">
          <Heading as="h2" id="reporting-list" size="lg" color="gray.900">
            {S.reportsHeading}
          </Heading>
          <ReportList reporting={reporting} />
        </Stack>
      </Stack>
      {kinds.map((kind) => (
        <ReportRequestPanel
          key={kind}
          kind={kind}
          providers={reporting.providers}
          open={panel === kind}
          onClose={() => setPanel(null)}
        />
      ))}
    </Container>
  );
}

export const route = queryRoute<ReportingRouteQuery>({
  query: reportingRouteQuery,
  handle: requires('viewReports'),
  Screen: ReportingScreen,
});
