// The total reward by category (salary, then the benefits' own categories, as My benefits names them) as a donut drawn by
// @chakra-ui/charts on recharts, beside a table of the same figures. The table is the chart's
// legend for sighted readers and the whole chart for screen readers, so the drawing itself is
// hidden from them (and recharts' keyboard layer and the pie's tab stop are off: nothing hidden
// may take focus). The
// figures download as CSV, built here from the same data.
import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Button, ColorSwatch, Flex, Heading, HStack, Stack, Table } from '@chakra-ui/react';
import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Cell, Label, Pie, PieChart } from 'recharts';
import type { RewardChart_totalReward$key } from '../../__generated__/RewardChart_totalReward.graphql';
import { csvDataUrl } from '../../format/csv';
import { formatMoney, formatWholePounds } from '../../format/money';
import { totalRewardStrings as S, type OverviewModeName } from './strings';
import { totalRewardCsv } from './totalRewardCsv';

/**
 * Brand tints, far enough apart to tell the slices from each other on any client's colours: the
 * accent (navy by default) for salary, then the primary's and the accent's tints in turn for the
 * benefits' own categories (the table beside the chart names every slice).
 */
const categoryColours: Record<string, string> = {
  SALARY: 'accent.solid',
  PENSION: 'brand.solid',
  INSURANCE: 'brand.60',
  HEALTH: 'accent.60',
  LIFESTYLE: 'brand.80',
  WELLBEING: 'accent.80',
  FAMILY: 'brand.20',
  TIME_OFF: 'accent.20',
};

function share(value: number, total: number): string {
  if (total <= 0) return '0%';
  return `${((value / total) * 100).toLocaleString('en-GB', { maximumFractionDigits: 1 })}%`;
}

export function RewardChart(props: { totalReward: RewardChart_totalReward$key; mode: OverviewModeName }) {
  const reward = useFragment(
    graphql`
      fragment RewardChart_totalReward on TotalReward {
        schemeYear
        total
        categories {
          category
          label
          value
        }
      }
    `,
    props.totalReward,
  );
  const { mode } = props;
  // Empty categories are left out of the drawing (a slice of nothing) but stay in the table.
  const slices = reward.categories
    .filter((item) => item.value > 0)
    .map((item) => ({ name: item.label, value: item.value, color: categoryColours[item.category] ?? 'gray.500' }));
  const chart = useChart({ data: slices });
  const csvHref = useMemo(() => csvDataUrl(totalRewardCsv(reward, mode)), [reward, mode]);
  const captionId = 'reward-by-category';

  return (
    <Stack as="section" aria-labelledby={captionId} gap="5">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" id={captionId} size="lg" color="gray.900">
          {S.byCategory}
        </Heading>
        <Button asChild size="sm" variant="outline" colorPalette="brand" _print={{ display: 'none' }}>
          <a href={csvHref} download={S.csvFileName(reward.schemeYear, mode)}>
            {S.downloadCsv}
          </a>
        </Button>
      </Flex>
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        gap={{ base: '5', sm: '8' }}
        align="center"
        css={{ '@media print': { flexDirection: 'row' } }}
      >
        <Box
          aria-hidden="true"
          flexShrink={0}
          w={{ base: '52', md: '60' }}
          css={{ '@media print': { width: '11rem' } }}
        >
          <Chart.Root chart={chart} aspectRatio="square">
            <PieChart responsive accessibilityLayer={false}>
              <Pie
                isAnimationActive={false}
                data={chart.data}
                dataKey={chart.key('value')}
                nameKey="name"
                innerRadius="64%"
                outerRadius="100%"
                stroke="white"
                strokeWidth={2}
                minAngle={4}
                rootTabIndex={-1}
              >
                <Label
                  content={({ viewBox }) => (
                    <Chart.RadialText
                      viewBox={viewBox}
                      title={formatWholePounds(reward.total)}
                      description={S.frequency(mode)}
                      fontSize="1.4rem"
                    />
                  )}
                />
                {chart.data.map((item) => (
                  <Cell key={item.name} fill={chart.color(item.color)} />
                ))}
              </Pie>
            </PieChart>
          </Chart.Root>
        </Box>
        <Table.Root size="sm" flex="1" minW="0">
          <Table.Caption srOnly>{`${S.byCategory}, ${S.frequency(mode)}`}</Table.Caption>
          <Table.Header>
            <Table.Row bg="gray.50">
              <Table.ColumnHeader color="gray.800">{S.category}</Table.ColumnHeader>
              <Table.ColumnHeader color="gray.800" textAlign="end">
                {S.amount}
              </Table.ColumnHeader>
              <Table.ColumnHeader color="gray.800" textAlign="end">
                {S.share}
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {reward.categories.map((item) => (
              <Table.Row key={item.category}>
                <Table.Cell as="th" scope="row" fontWeight="500" color="gray.900">
                  <HStack gap="2">
                    <ColorSwatch
                      value={chart.color(categoryColours[item.category] ?? 'gray.500')}
                      boxSize="3"
                      rounded="full"
                      aria-hidden="true"
                    />
                    {item.label}
                  </HStack>
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" color="gray.800">
                  {formatMoney(item.value)}
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" color="gray.700">
                  {share(item.value, reward.total)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            <Table.Row>
              <Table.Cell as="th" scope="row" fontWeight="700" color="gray.900">
                {S.total}
              </Table.Cell>
              <Table.Cell textAlign="end" fontWeight="700" fontVariantNumeric="tabular-nums" color="gray.900">
                {formatMoney(reward.total)}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" color="gray.700">
                100%
              </Table.Cell>
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      </Flex>
    </Stack>
  );
}
