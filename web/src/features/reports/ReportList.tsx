// The client's reports, newest first: each with its label, provider, when it was requested, its
// status (Ready, or Error when a download failed part-way) and a download as CSV or XLSX; ticked
// ones download together as a zip. With none, the spec's empty state: "No reports".
import { Alert, Badge, Button, chakra, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type {
  ReportList_reporting$data,
  ReportList_reporting$key,
} from '../../__generated__/ReportList_reporting.graphql';
import { LabelledSelect } from '../../tables/LabelledSelect';
import { type ListColumn, ListTable } from '../../tables/ListTable';
import { formatRequested, reportsStrings as S } from './strings';
import { type ReportFormat, useReportDownload } from './useReportDownload';

type Row = ReportList_reporting$data['reports'][number];

const maxPerZip = 20;

// A native checkbox, as the approvals table ticks its rows: a person clicks what they see.
const Tick = chakra('input', {
  base: { boxSize: '4.5', accentColor: 'var(--chakra-colors-brand-solid)', cursor: 'pointer' },
});

export function ReportList({ reporting }: { reporting: ReportList_reporting$key }) {
  const { reports } = useFragment(
    graphql`
      fragment ReportList_reporting on Reporting {
        reports {
          id
          label
          providerName
          timestamp
          status
        }
      }
    `,
    reporting,
  );
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [zipFormat, setZipFormat] = useState<ReportFormat>('CSV');
  const [download, busy, error] = useReportDownload();
  // Reports no longer listed are no longer chosen.
  const ticked = reports.filter((report) => chosen.has(report.id)).map((report) => report.id);

  const toggle = (id: string, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const columns: ListColumn<Row, 'none'>[] = [
    {
      label: S.select,
      labelHidden: true,
      cell: (row) => (
        <Tick
          type="checkbox"
          checked={chosen.has(row.id)}
          onChange={(event) => toggle(row.id, event.currentTarget.checked)}
          aria-label={S.selectReport(row.label)}
        />
      ),
    },
    { label: S.report, cell: (row) => <Text fontWeight="500">{row.label}</Text> },
    { label: S.requested, cell: (row) => formatRequested(row.timestamp) },
    {
      label: S.status,
      cell: (row) =>
        row.status === 'ERROR' ? (
          <Badge colorPalette="red">{S.error}</Badge>
        ) : (
          <Badge colorPalette="green">{S.ready}</Badge>
        ),
    },
    {
      label: S.download,
      cell: (row) => (
        <HStack gap="2" flexWrap="wrap">
          {(['CSV', 'XLSX'] as const).map((format) => (
            <Button
              key={format}
              size="xs"
              variant="outline"
              disabled={busy}
              onClick={() => void download([row.id], format)}
              aria-label={S.downloadAs(row.label, format)}
            >
              {format}
            </Button>
          ))}
        </HStack>
      ),
    },
  ];

  return (
    <Stack gap="4">
      {error ? (
        <Alert.Root status="error" rounded="lg" role="alert">
          <Alert.Indicator />
          <Alert.Description>{error}</Alert.Description>
        </Alert.Root>
      ) : null}
      {reports.length > 0 ? (
        <Flex gap="3" align={{ base: 'stretch', sm: 'end' }} direction={{ base: 'column', sm: 'row' }} wrap="wrap">
          <Text color="gray.700" flex="1" minW="12rem">
            {S.chooseReports}
          </Text>
          <LabelledSelect
            id="report-zip-format"
            label={S.zipFormatLabel}
            value={zipFormat}
            options={[
              { value: 'CSV', label: S.formats.CSV },
              { value: 'XLSX', label: S.formats.XLSX },
            ]}
            onChange={(value) => setZipFormat(value === 'XLSX' ? 'XLSX' : 'CSV')}
            maxW={{ sm: '16rem' }}
          />
          <Button
            colorPalette="brand"
            size="sm"
            disabled={ticked.length === 0 || ticked.length > maxPerZip}
            loading={busy}
            onClick={() => void download(ticked, zipFormat)}
          >
            {S.downloadSelected(ticked.length)}
          </Button>
        </Flex>
      ) : null}
      <ListTable
        label={S.tableLabel}
        columns={columns}
        rows={reports}
        rowKey={(row) => row.id}
        sortBy="none"
        direction="DESC"
        onSort={() => undefined}
        empty={{ title: S.empty, hint: S.emptyHint }}
      />
    </Stack>
  );
}
