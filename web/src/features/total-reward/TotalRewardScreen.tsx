// The total benefits screen: the overview by year, the default, or by
// month; the total and what the employer adds; the chart by category with its table and CSV; the
// benefit and cost summaries, each headed with its period; what the route adds below them (`after`,
// left out of the print); and Print. Changing the mode refetches the total reward from the click,
// in a transition, so the figures on screen stay until the new ones arrive. A total reward the
// gateway could not read (null, after its one retry) shows the spec's error with a retry.
import { Box, Button, Container, Flex, Heading, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { useState, useTransition, type ReactNode } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { TotalRewardScreen_viewer$key } from '../../__generated__/TotalRewardScreen_viewer.graphql';
import { Breadcrumbs } from '../../shell/Breadcrumbs';
import { formatWholePounds } from '../../format/money';
import { BenefitSummary } from './BenefitSummary';
import { CostSummary } from './CostSummary';
import { PrintStyles } from './PrintStyles';
import { RewardChart } from './RewardChart';
import { totalRewardStrings as S, type OverviewModeName } from './strings';
import { ChoiceSwitch, LoadingStatus } from '../../tables/ChoiceSwitch';

const MODES: readonly OverviewModeName[] = ['YEAR', 'MONTH'];

/**
 * `after` is what the route shows below the total reward from other domains (the expression of
 * wish): read by its own fragments, so a change of mode does not read it again, and not printed,
 * as the print is the total reward on one page.
 */
export function TotalRewardScreen(props: { viewer: TotalRewardScreen_viewer$key; after?: ReactNode }) {
  const [viewer, refetch] = useRefetchableFragment(
    graphql`
      fragment TotalRewardScreen_viewer on Viewer
      @refetchable(queryName: "TotalRewardScreenRefetchQuery")
      @argumentDefinitions(mode: { type: "OverviewMode", defaultValue: YEAR }) {
        can {
          viewBenefits
        }
        totalReward(mode: $mode) {
          schemeYear
          mode
          total
          costs {
            employer
          }
          ...RewardChart_totalReward
          ...BenefitSummary_totalReward
          ...CostSummary_totalReward
        }
      }
    `,
    props.viewer,
  );
  const [mode, setMode] = useState<OverviewModeName>('YEAR');
  const [loading, startTransition] = useTransition();
  const reward = viewer.totalReward;
  // What is on screen: the mode the figures were read for, until the new ones arrive.
  const shown: OverviewModeName = reward?.mode === 'MONTH' ? 'MONTH' : 'YEAR';

  const load = (next: OverviewModeName, fetchPolicy: 'store-or-network' | 'network-only') => {
    setMode(next);
    startTransition(() => {
      refetch({ mode: next }, { fetchPolicy });
    });
  };

  return (
    <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }} data-total-reward="">
      <PrintStyles />
      <Stack gap={{ base: '6', md: '8' }}>
        <Breadcrumbs items={[{ label: S.home, to: '/app/home/' }, { label: S.heading }]} />
        <Flex justify="space-between" align={{ base: 'flex-start', md: 'flex-end' }} gap="4" wrap="wrap">
          <Stack gap="2" maxW="2xl">
            <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="gray.900">
              {S.heading}
            </Heading>
            <Text color="gray.700">
              {reward ? `${S.schemeYear(reward.schemeYear)}. ` : ''}
              {S.intro}
            </Text>
          </Stack>
          <Flex gap="3" align="center" wrap="wrap" _print={{ display: 'none' }}>
            <LoadingStatus loading={loading} label={S.loading} />
            <ChoiceSwitch
              label={S.overviewBy}
              choices={MODES}
              labels={S.modes}
              chosen={mode}
              onChoose={(each) => load(each, 'store-or-network')}
            />
            {reward ? (
              <Button size="sm" variant="outline" onClick={() => window.print()}>
                {S.print}
              </Button>
            ) : null}
          </Flex>
        </Flex>
        {reward ? (
          <Stack gap={{ base: '6', md: '8' }} opacity={loading ? 0.6 : 1} transition="opacity 150ms">
            <SimpleGrid
              columns={{ base: 1, sm: 2 }}
              gap="4"
              css={{ '@media print': { gridTemplateColumns: 'repeat(2, 1fr)' } }}
            >
              <RewardFigure
                label={S.totalReward}
                value={formatWholePounds(reward.total)}
                help={S.frequency(shown)}
                emphasis
              />
              <RewardFigure
                label={S.employerAdds}
                value={formatWholePounds(reward.costs.employer)}
                help={S.frequency(shown)}
              />
            </SimpleGrid>
            <SimpleGrid
              columns={{ base: 1, lg: 2 }}
              gap={{ base: '6', lg: '8' }}
              alignItems="start"
              css={{ '@media print': { gridTemplateColumns: '3fr 2fr', gap: '1.5rem' } }}
            >
              <Card>
                <RewardChart totalReward={reward} mode={shown} />
              </Card>
              <Card>
                <CostSummary totalReward={reward} />
              </Card>
            </SimpleGrid>
            <Card>
              <BenefitSummary totalReward={reward} canChoose={viewer.can.viewBenefits} />
            </Card>
            <Stack gap="1">
              <Text fontSize="sm" color="gray.700">
                {S.shownAs(shown)}
              </Text>
              <Text fontSize="sm" color="gray.700">
                {S.awaitingApprovalLeftOut}
              </Text>
            </Stack>
          </Stack>
        ) : (
          <Card>
            <Stack gap="4" align="flex-start" role="alert">
              <Text color="gray.800" fontSize="lg">
                {S.failed}
              </Text>
              <Button
                colorPalette="brand"
                onClick={() => load(mode, 'network-only')}
                loading={loading}
                loadingText={S.loading}
              >
                {S.tryAgain}
              </Button>
            </Stack>
          </Card>
        )}
        {/* Its own boxes are the stack's items: nothing, no gap, when it draws nothing. */}
        <Box display="contents" _print={{ display: 'none' }}>
          {props.after}
        </Box>
      </Stack>
    </Container>
  );
}

function Card({ children }: { children: ReactNode }) {
  return (
    <Box
      bg="white"
      rounded="2xl"
      borderWidth="1px"
      borderColor="gray.200"
      boxShadow="xs"
      p={{ base: '4', md: '6' }}
      _print={{ boxShadow: 'none', p: '4' }}
    >
      {children}
    </Box>
  );
}

function RewardFigure({
  label,
  value,
  help,
  emphasis = false,
}: {
  label: string;
  value: string;
  help: string;
  emphasis?: boolean;
}) {
  return (
    <Stat.Root
      bg={emphasis ? 'accent.solid' : 'white'}
      color={emphasis ? 'accent.contrast' : 'gray.900'}
      borderWidth="1px"
      borderColor={emphasis ? 'accent.solid' : 'gray.200'}
      rounded="2xl"
      p={{ base: '4', md: '6' }}
    >
      <Stat.Label color="inherit" fontWeight="600">
        {label}
      </Stat.Label>
      {/* The frequency inside the value: a <dl> may hold only its terms and descriptions. */}
      <Stat.ValueText
        fontSize={{ base: '3xl', md: '4xl' }}
        color="inherit"
        fontVariantNumeric="tabular-nums"
        alignItems="baseline"
      >
        {value}{' '}
        <Stat.ValueUnit fontSize="md" fontWeight="500" color="inherit">
          {help}
        </Stat.ValueUnit>
      </Stat.ValueText>
    </Stat.Root>
  );
}
