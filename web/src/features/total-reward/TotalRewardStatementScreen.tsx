// My total benefits, enhanced: the total reward statement. This scheme year beside the previous
// one, benefit by benefit and in total (what each is worth to the person, the change, a benefit new
// this year or given up); then what the employer pays towards each benefit, named for what it is
// (a pension contribution, an insurer's premium). Every figure is a year's and comes from the api.
// It prints on one A4 page (PrintStyles). A statement the gateway could not read (null, after its
// one retry) shows the spec's error with a retry.
import { Box, Button, Container, Flex, Heading, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { useTransition, type ReactNode } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type {
  TotalRewardStatementScreen_viewer$data,
  TotalRewardStatementScreen_viewer$key,
} from '../../__generated__/TotalRewardStatementScreen_viewer.graphql';
import { formatMoney, formatWholePounds } from '../../format/money';
import { Breadcrumbs } from '../../shell/Breadcrumbs';
import { StackedTable, type StackedColumn } from '../../tables/StackedTable';
import { LoadingStatus } from '../../tables/ChoiceSwitch';
import { PrintStyles } from './PrintStyles';
import { totalRewardStrings as S } from './strings';

type Statement = NonNullable<TotalRewardStatementScreen_viewer$data['totalRewardStatement']>;
type YearRow = Statement['benefits'][number];
type ContributionRow = Statement['employerContributions'][number];

/** A change in pence with its sign: "+£120.00", "−£40.00", "£0.00". */
function signed(pence: number): string {
  if (pence > 0) return `+${formatMoney(pence)}`;
  if (pence < 0) return `\u2212${formatMoney(-pence)}`;
  return formatMoney(0);
}

export function TotalRewardStatementScreen(props: { viewer: TotalRewardStatementScreen_viewer$key }) {
  const [viewer, refetch] = useRefetchableFragment(
    graphql`
      fragment TotalRewardStatementScreen_viewer on Viewer
      @refetchable(queryName: "TotalRewardStatementScreenRefetchQuery") {
        totalRewardStatement {
          schemeYear
          previousSchemeYear
          salary
          total
          benefits {
            benefitId
            title
            categoryLabel
            current {
              employerValue
            }
            previous {
              employerValue
            }
          }
          totals {
            current {
              employerValue
              employer
            }
            previous {
              employerValue
            }
          }
          employerContributions {
            benefitId
            title
            label
            employer
            savings
          }
        }
      }
    `,
    props.viewer,
  );
  const [loading, startTransition] = useTransition();
  const statement = viewer.totalRewardStatement;
  const retry = () =>
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });

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
              {statement ? S.statementIntro(statement.schemeYear, statement.previousSchemeYear) : S.intro}
            </Text>
          </Stack>
          {statement ? (
            <Button size="sm" variant="outline" onClick={() => window.print()} _print={{ display: 'none' }}>
              {S.printStatement}
            </Button>
          ) : null}
        </Flex>
        {statement ? (
          <StatementBody statement={statement} />
        ) : (
          <Card>
            <Stack gap="4" align="flex-start" role="alert">
              <LoadingStatus loading={loading} label={S.loading} />
              <Text color="gray.800" fontSize="lg">
                {S.failed}
              </Text>
              <Button colorPalette="brand" onClick={retry} loading={loading} loadingText={S.loading}>
                {S.tryAgain}
              </Button>
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}

function StatementBody({ statement }: { statement: Statement }) {
  const { schemeYear: year, previousSchemeYear: previous, totals } = statement;
  const change = totals.previous ? totals.current.employerValue - totals.previous.employerValue : null;
  const yearColumns: StackedColumn<YearRow>[] = [
    { header: S.benefit, cell: (row) => row.title },
    { header: S.category, cell: (row) => row.categoryLabel },
    {
      header: S.valueIn(previous),
      cell: (row) => (row.previous ? formatMoney(row.previous.employerValue) : '–'),
      numeric: true,
    },
    {
      header: S.valueIn(year),
      cell: (row) => (row.current ? formatMoney(row.current.employerValue) : '–'),
      numeric: true,
    },
    {
      header: S.change,
      cell: (row) => {
        if (!row.previous) return S.newThisYear;
        if (!row.current) return S.endedThisYear;
        return signed(row.current.employerValue - row.previous.employerValue);
      },
      numeric: true,
    },
  ];
  const contributionColumns: StackedColumn<ContributionRow>[] = [
    { header: S.benefit, cell: (row) => row.title },
    { header: S.contribution, cell: (row) => row.label },
    { header: S.employerPaysColumn, cell: (row) => formatMoney(row.employer), numeric: true },
    { header: S.taxAndNiSaved, cell: (row) => formatMoney(row.savings), numeric: true },
  ];
  const sum = (of: (row: ContributionRow) => number) =>
    statement.employerContributions.reduce((total, row) => total + of(row), 0);

  return (
    <Stack gap={{ base: '6', md: '8' }} css={{ '@media print': { gap: '1rem' } }}>
      <SimpleGrid
        columns={{ base: 1, md: 3 }}
        gap="4"
        css={{ '@media print': { gridTemplateColumns: 'repeat(3, 1fr)' } }}
      >
        <Figure label={S.totalReward} value={formatWholePounds(statement.total)} help={S.frequency('YEAR')} emphasis />
        <Figure label={S.employerAdds} value={formatWholePounds(totals.current.employer)} help={S.frequency('YEAR')} />
        <Figure
          label={S.changeOn(previous)}
          value={change === null ? S.newThisYear : signed(change)}
          help={change === null ? '' : S.frequency('YEAR')}
        />
      </SimpleGrid>
      <Card>
        <Stack as="section" aria-labelledby="year-on-year" gap="3">
          <Heading as="h2" id="year-on-year" size="lg" color="gray.900">
            {S.yearOnYear(year, previous)}
          </Heading>
          {totals.previous ? null : <Text color="gray.800">{S.nothingLastYear(previous)}</Text>}
          <StackedTable
            caption={S.yearOnYear(year, previous)}
            captionHidden
            columns={yearColumns}
            rows={statement.benefits}
            rowKey={(row) => row.benefitId}
            footer={[
              S.total,
              '',
              totals.previous ? formatMoney(totals.previous.employerValue) : '–',
              formatMoney(totals.current.employerValue),
              change === null ? '' : signed(change),
            ]}
          />
          <Text fontSize="sm" color="gray.700">
            {S.valueExplained} {S.salaryLeftOut(formatWholePounds(statement.salary))}
          </Text>
        </Stack>
      </Card>
      <Card>
        <Stack as="section" aria-labelledby="employer-pays" gap="3">
          <Heading as="h2" id="employer-pays" size="lg" color="gray.900">
            {S.employerPays}
          </Heading>
          {statement.employerContributions.length === 0 ? (
            <Text color="gray.800">{S.noContributions}</Text>
          ) : (
            <>
              <StackedTable
                caption={S.employerPays}
                captionHidden
                columns={contributionColumns}
                rows={statement.employerContributions}
                rowKey={(row) => row.benefitId}
                footer={[S.total, '', formatMoney(sum((row) => row.employer)), formatMoney(sum((row) => row.savings))]}
              />
              <Text fontSize="sm" color="gray.700">
                {S.contributionsExplained}
              </Text>
            </>
          )}
        </Stack>
      </Card>
      <Stack gap="1">
        <Text fontSize="sm" color="gray.700">
          {S.statementFigures}
        </Text>
        <Text fontSize="sm" color="gray.700">
          {S.awaitingApprovalLeftOut}
        </Text>
      </Stack>
    </Stack>
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
      _print={{ boxShadow: 'none', p: '3' }}
    >
      {children}
    </Box>
  );
}

function Figure({
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
      _print={{ p: '3' }}
    >
      <Stat.Label color="inherit" fontWeight="600">
        {label}
      </Stat.Label>
      {/* The frequency inside the value: a <dl> may hold only its terms and descriptions. */}
      <Stat.ValueText
        fontSize={{ base: '2xl', md: '3xl' }}
        color="inherit"
        fontVariantNumeric="tabular-nums"
        alignItems="baseline"
      >
        {value}
        {help ? (
          <>
            {' '}
            <Stat.ValueUnit fontSize="md" fontWeight="500" color="inherit">
              {help}
            </Stat.ValueUnit>
          </>
        ) : null}
      </Stat.ValueText>
    </Stat.Root>
  );
}
