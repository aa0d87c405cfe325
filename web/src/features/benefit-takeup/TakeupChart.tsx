// Take-up by benefit: a bar per benefit of its take-up (%), drawn by @chakra-ui/charts on
// recharts, above a table of every figure (eligible, enrolled, pending, opted out, take-up). The
// table is the chart for screen readers, so the drawing is hidden from them and takes no focus
// (as the total reward chart). Each benefit's name in the table opens its own take-up page. The
// figures download as CSV, built here from the same data.
import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Button, Flex, Heading, Link, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, LabelList, XAxis, YAxis } from 'recharts';
import type { TakeupChart_summary$key } from '../../__generated__/TakeupChart_summary.graphql';
import { csvDataUrl } from '../../format/csv';
import { StackedTable } from '../../tables/StackedTable';
import { takeupStrings as S } from './strings';
import { takeupCsv } from './takeupCsv';

/** Room for each bar and its label; the chart grows with the catalogue instead of squeezing it. */
const barRowPx = 36;

export function TakeupChart({ summary: key }: { summary: TakeupChart_summary$key }) {
  const summary = useFragment(
    graphql`
      fragment TakeupChart_summary on BenefitTakeupSummary {
        schemeYear
        benefits {
          benefitId
          benefitName
          eligible
          enrolled
          pending
          optedOut
          takeUpPercentage
        }
      }
    `,
    key,
  );
  const chart = useChart({
    data: summary.benefits.map((row) => ({ name: row.benefitName, takeUp: row.takeUpPercentage })),
    series: [{ name: 'takeUp', color: 'brand.solid' }],
  });
  const csvHref = useMemo(() => csvDataUrl(takeupCsv(summary.benefits)), [summary.benefits]);
  const headingId = 'takeup-by-benefit';

  return (
    <Stack as="section" aria-labelledby={headingId} gap="5">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" id={headingId} size="lg" color="gray.900">
          {S.chartHeading}
        </Heading>
        <Button asChild size="sm" variant="outline" colorPalette="brand">
          <a href={csvHref} download={S.csvFileName(summary.schemeYear)}>
            {S.downloadCsv}
          </a>
        </Button>
      </Flex>
      <Box
        aria-hidden="true"
        bg="white"
        borderWidth="1px"
        borderColor="gray.200"
        rounded="xl"
        p={{ base: '3', md: '5' }}
        data-testid="takeup-chart"
      >
        <Chart.Root chart={chart} h={`${summary.benefits.length * barRowPx + 40}px`}>
          <BarChart
            layout="vertical"
            data={chart.data}
            responsive
            accessibilityLayer={false}
            margin={{ left: 0, right: 48, top: 4, bottom: 4 }}
          >
            <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
            <XAxis
              type="number"
              domain={[0, 100]}
              unit="%"
              tickLine={false}
              axisLine={false}
              stroke={chart.color('gray.700')}
              fontSize={12}
            />
            <YAxis
              type="category"
              dataKey={chart.key('name')}
              width={132}
              tickLine={false}
              axisLine={false}
              stroke={chart.color('gray.800')}
              fontSize={12}
              interval={0}
            />
            {chart.series.map((item) => (
              <Bar
                key={item.name}
                dataKey={chart.key(item.name)}
                fill={chart.color(item.color)}
                isAnimationActive={false}
                radius={[0, 4, 4, 0]}
                barSize={18}
              >
                <LabelList
                  dataKey={chart.key(item.name)}
                  position="right"
                  formatter={(value) => S.percentage(Number(value))}
                  fill={chart.color('gray.900')}
                  fontSize={12}
                />
              </Bar>
            ))}
          </BarChart>
        </Chart.Root>
      </Box>
      <StackedTable
        caption={S.chartCaption}
        captionHidden
        rows={summary.benefits}
        rowKey={(row) => row.benefitId}
        columns={[
          {
            header: S.benefit,
            cell: (row) => (
              <Link asChild color="brand.fg" fontWeight="600" textDecoration="underline">
                <RouterLink to={`/app/dashboard/benefit-takeup/${row.benefitId}`}>{row.benefitName}</RouterLink>
              </Link>
            ),
          },
          { header: S.eligible, numeric: true, cell: (row) => row.eligible.toLocaleString('en-GB') },
          { header: S.enrolled, numeric: true, cell: (row) => row.enrolled.toLocaleString('en-GB') },
          { header: S.pending, numeric: true, cell: (row) => row.pending.toLocaleString('en-GB') },
          { header: S.optedOut, numeric: true, cell: (row) => row.optedOut.toLocaleString('en-GB') },
          { header: S.takeUp, numeric: true, cell: (row) => S.percentage(row.takeUpPercentage) },
        ]}
      />
    </Stack>
  );
}
