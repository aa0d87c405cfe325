// The Employee engagement page (/app/dashboard/employee-engagement/): people active in the last
// 30 days, logins over time and registration over time, by day, week or month. Switching the
// period refetches from the click, in a transition, so the figures on screen stay until the new
// ones arrive. Figures the gateway could not read (null) show an error with a retry.
import { Button, Flex, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { EngagementScreen_viewer$key } from '../../__generated__/EngagementScreen_viewer.graphql';
import { StatCards } from '../../tables/StatCards';
import { axisLabel, formatCount, periodLabel } from './figures';
import { FigureChart } from './FigureChart';
import { InsightsPage } from './InsightsPage';
import { insightStrings as S, type LoginPeriodName } from './strings';
import { ChoiceSwitch, LoadingStatus } from '../../tables/ChoiceSwitch';

const PERIODS: readonly LoginPeriodName[] = ['DAY', 'WEEK', 'MONTH'];
const count = { format: formatCount };

export function EngagementScreen(props: { viewer: EngagementScreen_viewer$key }) {
  const [viewer, refetch] = useRefetchableFragment(
    graphql`
      fragment EngagementScreen_viewer on Viewer
      @refetchable(queryName: "EngagementScreenRefetchQuery")
      @argumentDefinitions(period: { type: "LoginPeriod", defaultValue: DAY }) {
        employeeEngagement(period: $period) {
          period
          activeUsersLast30Days
          logins {
            periodStart
            logins
          }
          registrations {
            periodStart
            registrations
            registeredTotal
          }
        }
      }
    `,
    props.viewer,
  );
  const [period, setPeriod] = useState<LoginPeriodName>('DAY');
  const [loading, startTransition] = useTransition();
  const engagement = viewer.employeeEngagement;
  // What is on screen: the period the figures were read for, until the new ones arrive.
  const shown: LoginPeriodName =
    engagement?.period === 'WEEK' || engagement?.period === 'MONTH' ? engagement.period : 'DAY';

  const load = (next: LoginPeriodName, fetchPolicy: 'store-or-network' | 'network-only') => {
    setPeriod(next);
    startTransition(() => {
      refetch({ period: next }, { fetchPolicy });
    });
  };

  const registered = engagement?.registrations.at(-1)?.registeredTotal ?? 0;

  const switcher = (
    <Flex gap="3" align="center" wrap="wrap">
      <ChoiceSwitch
        label={S.showBy}
        choices={PERIODS}
        labels={S.periods}
        chosen={period}
        onChoose={(each) => load(each, 'store-or-network')}
      />
      <LoadingStatus loading={loading} label={S.loading} />
    </Flex>
  );

  return (
    <InsightsPage heading={S.engagementHeading} intro={S.engagementIntro} actions={switcher}>
      {engagement ? (
        <Stack gap={{ base: '6', md: '8' }} opacity={loading ? 0.6 : 1} transition="opacity 150ms">
          <StatCards
            stats={[
              {
                label: S.activeUsers,
                value: `${formatCount(engagement.activeUsersLast30Days)} ${S.activeUsersHelp(registered)}`,
              },
              {
                label: S.loginsInPeriod,
                value: formatCount(engagement.logins.reduce((sum, row) => sum + row.logins, 0)),
              },
              { label: S.registeredEmployees, value: formatCount(registered) },
            ]}
          />
          <SimpleGrid columns={{ base: 1, xl: 2 }} gap={{ base: '6', md: '8' }} alignItems="start">
            <FigureChart
              title={S.loginsHeading}
              description={S.periodRange[shown]}
              labelHeader={S.periodHeader[shown]}
              kind="bar"
              columns={[{ key: 'logins', header: S.logins, ...count }]}
              series={[{ key: 'logins', color: 'brand.solid' }]}
              rows={engagement.logins.map((row) => ({
                key: row.periodStart,
                axisLabel: axisLabel(shown, row.periodStart),
                label: periodLabel(shown, row.periodStart),
                values: { logins: row.logins },
              }))}
              csvFileName={`logins-by-${shown.toLowerCase()}.csv`}
            />
            <FigureChart
              title={S.registrationHeading}
              description={S.periodRange[shown]}
              labelHeader={S.periodHeader[shown]}
              kind="line"
              columns={[
                { key: 'registeredTotal', header: S.registeredTotal, ...count },
                { key: 'registrations', header: S.registrations, ...count },
              ]}
              // The drawing is the running total; the new registrations of each period, on a far
              // smaller scale, are in the table and the CSV beside it.
              series={[{ key: 'registeredTotal', color: 'brand.solid' }]}
              rows={engagement.registrations.map((row) => ({
                key: row.periodStart,
                axisLabel: axisLabel(shown, row.periodStart),
                label: periodLabel(shown, row.periodStart),
                values: { registrations: row.registrations, registeredTotal: row.registeredTotal },
              }))}
              csvFileName={`registrations-by-${shown.toLowerCase()}.csv`}
            />
          </SimpleGrid>
        </Stack>
      ) : (
        <Failed onRetry={() => load(period, 'network-only')} loading={loading} />
      )}
    </InsightsPage>
  );
}

export function Failed({ onRetry, loading }: { onRetry: () => void; loading: boolean }) {
  return (
    <Stack
      gap="4"
      align="flex-start"
      role="alert"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="xl"
      p="6"
    >
      <Heading as="h2" size="md" color="gray.900">
        {S.failed}
      </Heading>
      <Button colorPalette="brand" onClick={onRetry} loading={loading} loadingText={S.loading}>
        {S.tryAgain}
      </Button>
    </Stack>
  );
}
