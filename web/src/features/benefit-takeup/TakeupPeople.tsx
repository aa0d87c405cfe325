// One benefit's take-up: its figures, then the people in one state (enrolled, pending, opted out)
// with their choice, ten a page; a row's name opens the view-benefit-takeup-detail side panel.
// Changing state or page refetches there and then (tables/useTransitionRefetch.ts).
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { TakeupPeople_viewer$key } from '../../__generated__/TakeupPeople_viewer.graphql';
import type { TakeupPeopleRefetchQuery, TakeupStatus } from '../../__generated__/TakeupPeopleRefetchQuery.graphql';
import { Breadcrumbs } from '../../shell/Breadcrumbs';
import { formatMoney } from '../../format/money';
import { LabelledSelect } from '../../tables/LabelledSelect';
import { Pagination } from '../../tables/Pagination';
import { StackedTable } from '../../tables/StackedTable';
import { StatCards } from '../../tables/StatCards';
import { TableLoading } from '../../tables/TableLoading';
import { type Refetch, useTransitionRefetch } from '../../tables/useTransitionRefetch';
import { TakeupDetailPanel } from './TakeupDetailPanel';
import { TakeupMessage } from './TakeupMessage';
import { takeupStrings as S, type TakeupStatusName } from './strings';

const statusNames: TakeupStatusName[] = ['ENROLLED', 'PENDING', 'OPTED_OUT'];

/** Home > Employer dashboard > Benefit take-up > the benefit. */
function TakeupBreadcrumbs({ benefitName }: { benefitName: string }) {
  return (
    <Breadcrumbs
      items={[
        { label: S.home, to: '/app/home/' },
        { label: S.dashboard, to: '/app/dashboard/' },
        { label: S.heading, to: '/app/dashboard/benefit-takeup' },
        { label: benefitName },
      ]}
    />
  );
}

export function TakeupPeople({ viewer: key }: { viewer: TakeupPeople_viewer$key }) {
  const [data, refetch] = useRefetchableFragment<TakeupPeopleRefetchQuery, TakeupPeople_viewer$key>(
    graphql`
      fragment TakeupPeople_viewer on Viewer
      @refetchable(queryName: "TakeupPeopleRefetchQuery")
      @argumentDefinitions(
        benefitId: { type: "ID!" }
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
        page: { type: "Int", defaultValue: 1 }
        status: { type: "TakeupStatus", defaultValue: ENROLLED }
      ) {
        benefitTakeupDetail(benefitId: $benefitId, status: $status, first: $count, after: $cursor, page: $page) {
          totalCount
          pageCount
          currentPage
          status
          benefit {
            benefitName
            eligible
            enrolled
            pending
            optedOut
            takeUpPercentage
          }
          edges {
            node {
              id
              employeeName
              department
              statusLabel
              planDetails {
                label
                value
              }
              employeeMonthlyCost
              ...TakeupDetailPanel_selection
            }
          }
        }
      }
    `,
    key,
  );
  const [loading, load] = useTransitionRefetch(refetch as Refetch<{ status: TakeupStatus; page: number }>);
  const [openId, setOpenId] = useState<string | null>(null);
  const selectId = useId();
  const detail = data.benefitTakeupDetail;
  if (!detail) {
    return (
      <Stack gap="8">
        <Breadcrumbs
          items={[
            { label: S.home, to: '/app/home/' },
            { label: S.dashboard, to: '/app/dashboard/' },
            { label: S.heading },
          ]}
        />
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="gray.900">
          {S.heading}
        </Heading>
        <TakeupMessage title={S.takeupError} alert />
      </Stack>
    );
  }
  const { benefit } = detail;
  const status = detail.status as TakeupStatusName;
  const statusWord = S.statuses[status] ?? S.statuses.ENROLLED;
  const rows = detail.edges.map((edge) => edge.node);
  const open = rows.find((row) => row.id === openId) ?? null;

  return (
    <Stack gap="8">
      <TakeupBreadcrumbs benefitName={benefit.benefitName} />
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="gray.900">
        {S.detailHeading(benefit.benefitName)}
      </Heading>
      <StatCards
        stats={[
          { label: S.eligible, value: benefit.eligible.toLocaleString('en-GB') },
          { label: S.enrolled, value: benefit.enrolled.toLocaleString('en-GB') },
          { label: S.pending, value: benefit.pending.toLocaleString('en-GB') },
          { label: S.optedOut, value: benefit.optedOut.toLocaleString('en-GB') },
          { label: S.takeUp, value: S.percentage(benefit.takeUpPercentage) },
        ]}
      />
      <Stack as="section" aria-labelledby="takeup-people" gap="4">
        <Flex justify="space-between" align="end" gap="4" wrap="wrap">
          <Heading as="h2" id="takeup-people" size="lg" color="gray.900">
            {S.peopleTable(statusWord)}
          </Heading>
          <LabelledSelect
            id={selectId}
            label={S.showing}
            value={status}
            options={statusNames.map((name) => ({ value: name, label: S.statuses[name] }))}
            onChange={(value) => load({ status: value as TakeupStatus, page: 1 })}
            maxW={{ base: 'full', sm: '60' }}
          />
        </Flex>
        {loading ? (
          <TableLoading />
        ) : rows.length === 0 ? (
          <TakeupMessage title={S.noPeople(statusWord)} hint={S.noPeopleHint} />
        ) : (
          <Box>
            <StackedTable
              caption={S.peopleTable(statusWord)}
              captionHidden
              rows={rows}
              rowKey={(row) => row.id}
              columns={[
                {
                  header: S.employeeName,
                  cell: (row) => (
                    <Button
                      variant="plain"
                      color="brand.fg"
                      textDecoration="underline"
                      p="0"
                      h="auto"
                      onClick={() => setOpenId(row.id)}
                      aria-label={S.viewSelection(row.employeeName)}
                    >
                      {row.employeeName}
                    </Button>
                  ),
                },
                { header: S.department, cell: (row) => row.department ?? S.notSet },
                { header: S.status, cell: (row) => row.statusLabel },
                {
                  header: S.choice,
                  cell: (row) =>
                    row.planDetails.length
                      ? row.planDetails.map((line) => `${line.label}: ${line.value}`).join(', ')
                      : S.notSet,
                },
                { header: S.employeeCost, numeric: true, cell: (row) => formatMoney(row.employeeMonthlyCost) },
              ]}
            />
          </Box>
        )}
        {detail.pageCount > 1 ? (
          <Pagination
            page={detail.currentPage}
            pageCount={detail.pageCount}
            onPage={(page) => load({ status, page })}
            label={S.peopleTable(statusWord)}
          />
        ) : null}
        <Text srOnly aria-live="polite">
          {loading ? '' : `${detail.totalCount} ${statusWord.toLowerCase()}`}
        </Text>
      </Stack>
      <TakeupDetailPanel selection={open} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
