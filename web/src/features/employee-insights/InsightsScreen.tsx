// The Employee insights page (/app/dashboard/employee-insights/): headcount, registration and 2FA
// adoption in all, then by department and by location, each a chart with its table and CSV.
// Registered (%) is of the headcount; 2FA enabled (%) of those registered, who alone can turn it
// on. Figures the gateway could not read (null) show an error with a retry.
import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type {
  InsightsScreen_viewer$data,
  InsightsScreen_viewer$key,
} from '../../__generated__/InsightsScreen_viewer.graphql';
import { StatCards } from '../../tables/StatCards';
import { Failed } from './EngagementScreen';
import { formatCount, formatPercentage, percentage } from './figures';
import { FigureChart, type FigureColumn, type FigureRow } from './FigureChart';
import { InsightsPage } from './InsightsPage';
import { insightStrings as S } from './strings';

type Group = NonNullable<InsightsScreen_viewer$data['employeeInsights']>['byDepartment'][number];

const columns: FigureColumn[] = [
  { key: 'headcount', header: S.headcount, format: formatCount },
  { key: 'registered', header: S.registered, format: formatCount },
  { key: 'registeredShare', header: S.registeredShare, format: formatPercentage },
  { key: 'twoFactor', header: S.twoFactor, format: formatCount },
  { key: 'twoFactorShare', header: S.twoFactorShare, format: formatPercentage },
];
const series = [
  { key: 'headcount', color: 'accent.solid' },
  { key: 'registered', color: 'brand.solid' },
  { key: 'twoFactor', color: 'brand.60' },
];

function rowsOf(groups: readonly Group[]): FigureRow[] {
  return groups.map((group) => {
    const name = group.name ?? S.notRecorded;
    return {
      key: name,
      axisLabel: name,
      label: name,
      values: {
        headcount: group.headcount,
        registered: group.registered,
        registeredShare: percentage(group.registered, group.headcount),
        twoFactor: group.twoFactor,
        twoFactorShare: percentage(group.twoFactor, group.registered),
      },
    };
  });
}

export function InsightsScreen(props: { viewer: InsightsScreen_viewer$key }) {
  const [viewer, refetch] = useRefetchableFragment(
    graphql`
      fragment InsightsScreen_viewer on Viewer @refetchable(queryName: "InsightsScreenRefetchQuery") {
        employeeInsights {
          totals {
            headcount
            registered
            twoFactor
          }
          byDepartment {
            name
            headcount
            registered
            twoFactor
          }
          byLocation {
            name
            headcount
            registered
            twoFactor
          }
        }
      }
    `,
    props.viewer,
  );
  const [loading, startTransition] = useTransition();
  const insights = viewer.employeeInsights;
  const retry = () =>
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });

  return (
    <InsightsPage heading={S.insightsHeading} intro={S.insightsIntro}>
      {!insights ? (
        <Failed onRetry={retry} loading={loading} />
      ) : insights.totals.headcount === 0 ? (
        <Text color="gray.700">{S.noEmployees}</Text>
      ) : (
        <Stack gap={{ base: '6', md: '8' }}>
          <StatCards
            stats={[
              { label: S.headcount, value: formatCount(insights.totals.headcount) },
              {
                label: S.registered,
                value: `${formatCount(insights.totals.registered)} (${formatPercentage(percentage(insights.totals.registered, insights.totals.headcount))})`,
              },
              {
                label: S.twoFactor,
                value: `${formatCount(insights.totals.twoFactor)} (${formatPercentage(percentage(insights.totals.twoFactor, insights.totals.registered))})`,
              },
            ]}
          />
          <SimpleGrid columns={{ base: 1, xl: 2 }} gap={{ base: '6', md: '8' }} alignItems="start">
            <FigureChart
              title={S.byDepartment}
              labelHeader={S.department}
              kind="across"
              columns={columns}
              series={series}
              rows={rowsOf(insights.byDepartment)}
              csvFileName="employees-by-department.csv"
            />
            <FigureChart
              title={S.byLocation}
              labelHeader={S.location}
              kind="across"
              columns={columns}
              series={series}
              rows={rowsOf(insights.byLocation)}
              csvFileName="employees-by-location.csv"
            />
          </SimpleGrid>
        </Stack>
      )}
    </InsightsPage>
  );
}
