// One dashboard chart with its figures: the drawing (@chakra-ui/charts on recharts), the same
// figures as a table, and a CSV of them. The table is always in the page for screen readers (the
// drawing is hidden from them, and recharts' keyboard layer is off so nothing hidden takes
// focus); "Show as table" shows it to everyone instead of the drawing. The CSV is built here from
// the same rows through the formula-safe helper (format/csv.ts), since names come from the data.
import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Button, Flex, Heading, HStack, Stack, Table } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { csvDataUrl, toCsv } from '../../format/csv';
import { insightStrings as S } from './strings';

export interface FigureColumn {
  key: string;
  header: string;
  /** How the table shows the value (the CSV keeps the number). */
  format: (value: number) => string;
}

export interface FigureRow {
  key: string;
  /** Under the bar or point. */
  axisLabel: string;
  /** In the table's first column and the CSV. */
  label: string;
  values: Record<string, number>;
}

export interface FigureChartProps {
  title: string;
  /** The first column's header: Day, Department... */
  labelHeader: string;
  columns: FigureColumn[];
  rows: FigureRow[];
  /** The columns drawn, with their colours; a line chart draws lines, a bar chart bars. */
  series: { key: string; color: string }[];
  /** Bars over time, a line over time, or bars across by name (names stay legible at 375 px). */
  kind: 'bar' | 'line' | 'across';
  csvFileName: string;
  /** Said under the heading, e.g. the periods the chart covers. */
  description?: string;
}

export function figuresCsv({
  labelHeader,
  columns,
  rows,
}: Pick<FigureChartProps, 'labelHeader' | 'columns' | 'rows'>): string {
  return toCsv([
    [labelHeader, ...columns.map((column) => column.header)],
    ...rows.map((row) => [row.label, ...columns.map((column) => row.values[column.key] ?? 0)]),
  ]);
}

export function FigureChart(props: FigureChartProps) {
  const { title, labelHeader, columns, rows, series, kind, csvFileName, description } = props;
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const headerOf = (key: string) => columns.find((column) => column.key === key)?.header ?? key;
  // One datum a row: its axis label and each drawn column under its header (the legend's words).
  const chart = useChart<Record<string, string | number>>({
    data: rows.map((row) => ({
      axisLabel: row.axisLabel,
      ...Object.fromEntries(series.map((each) => [headerOf(each.key), row.values[each.key] ?? 0])),
    })),
    series: series.map((each) => ({ name: headerOf(each.key), color: each.color })),
  });
  const csvHref = useMemo(() => csvDataUrl(figuresCsv({ labelHeader, columns, rows })), [labelHeader, columns, rows]);
  const drawing =
    kind === 'across' ? (
      <BarChart
        responsive
        layout="vertical"
        data={chart.data}
        accessibilityLayer={false}
        margin={{ left: 0, right: 8 }}
        barGap={1}
      >
        <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
        <XAxis type="number" tickLine={false} axisLine={false} allowDecimals={false} />
        <YAxis
          type="category"
          dataKey={chart.key('axisLabel')}
          tickLine={false}
          axisLine={false}
          width={96}
          interval={0}
        />
        <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={0} content={<Chart.Tooltip />} />
        <Legend content={<Chart.Legend />} />
        {chart.series.map((item) => (
          <Bar
            key={item.name}
            isAnimationActive={false}
            dataKey={chart.key(item.name)}
            fill={chart.color(item.color)}
            radius={[0, 3, 3, 0]}
          />
        ))}
      </BarChart>
    ) : kind === 'bar' ? (
      <BarChart responsive data={chart.data} accessibilityLayer={false} margin={{ left: -16, right: 8 }}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis dataKey={chart.key('axisLabel')} tickLine={false} axisLine={false} minTickGap={8} />
        <YAxis tickLine={false} axisLine={false} allowDecimals={false} />
        <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={0} content={<Chart.Tooltip />} />
        {series.length > 1 ? <Legend content={<Chart.Legend />} /> : null}
        {chart.series.map((item) => (
          <Bar
            key={item.name}
            isAnimationActive={false}
            dataKey={chart.key(item.name)}
            fill={chart.color(item.color)}
            radius={[3, 3, 0, 0]}
          />
        ))}
      </BarChart>
    ) : (
      <LineChart responsive data={chart.data} accessibilityLayer={false} margin={{ left: -16, right: 8 }}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis dataKey={chart.key('axisLabel')} tickLine={false} axisLine={false} minTickGap={8} />
        <YAxis tickLine={false} axisLine={false} allowDecimals={false} />
        <Tooltip animationDuration={0} content={<Chart.Tooltip />} />
        {series.length > 1 ? <Legend content={<Chart.Legend />} /> : null}
        {chart.series.map((item) => (
          <Line
            key={item.name}
            isAnimationActive={false}
            type="monotone"
            dataKey={chart.key(item.name)}
            stroke={chart.color(item.color)}
            strokeWidth={2}
            dot={false}
          />
        ))}
      </LineChart>
    );

  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="4"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="xl"
      p={{ base: '4', md: '6' }}
      minW="0"
    >
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Stack gap="1">
          <Heading as="h2" id={headingId} size="lg" color="gray.900">
            {title}
          </Heading>
          {description ? (
            <Box as="p" color="gray.700" fontSize="sm">
              {description}
            </Box>
          ) : null}
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            colorPalette="brand"
            aria-pressed={asTable}
            onClick={() => setAsTable(!asTable)}
          >
            {asTable ? S.showAsChart : S.showAsTable}
          </Button>
          <Button asChild size="sm" variant="outline" colorPalette="brand">
            <a href={csvHref} download={csvFileName} aria-label={`${S.downloadCsv}: ${title}`}>
              {S.downloadCsv}
            </a>
          </Button>
        </HStack>
      </Flex>
      {asTable ? null : (
        <Box aria-hidden="true" data-chart={kind}>
          <Chart.Root
            chart={chart}
            aspectRatio="auto"
            h={kind === 'across' ? `${4 + rows.length * 2.75}rem` : { base: '56', md: '72' }}
          >
            {drawing}
          </Chart.Root>
        </Box>
      )}
      <Box overflowX="auto" srOnly={!asTable}>
        <Table.Root size="sm">
          <Table.Caption srOnly>{description ? `${title}, ${description}` : title}</Table.Caption>
          <Table.Header>
            <Table.Row bg="gray.50">
              <Table.ColumnHeader color="gray.800">{labelHeader}</Table.ColumnHeader>
              {columns.map((column) => (
                <Table.ColumnHeader key={column.key} color="gray.800" textAlign="end">
                  {column.header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.key}>
                <Table.Cell as="th" scope="row" fontWeight="500" color="gray.900">
                  {row.label}
                </Table.Cell>
                {columns.map((column) => (
                  <Table.Cell key={column.key} textAlign="end" fontVariantNumeric="tabular-nums" color="gray.800">
                    {column.format(row.values[column.key] ?? 0)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
