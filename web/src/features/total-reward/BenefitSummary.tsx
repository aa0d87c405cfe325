// The benefit summary: each benefit in force with what it is worth to the employee and what it
// costs them, over the overview's period (its heading names the period), and their totals. With none in
// force it says so, and (outside voucher-only mode, where My benefits is hidden) where to choose.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type {
  BenefitSummary_totalReward$data,
  BenefitSummary_totalReward$key,
} from '../../__generated__/BenefitSummary_totalReward.graphql';
import { formatMoney } from '../../format/money';
import { StackedTable, type StackedColumn } from '../../tables/StackedTable';
import { totalRewardStrings as S, type OverviewModeName } from './strings';

type Row = BenefitSummary_totalReward$data['benefits'][number];

export function BenefitSummary(props: { totalReward: BenefitSummary_totalReward$key; canChoose: boolean }) {
  const reward = useFragment(
    graphql`
      fragment BenefitSummary_totalReward on TotalReward {
        schemeYear
        mode
        categories {
          category
          label
        }
        benefits {
          benefitId
          title
          category
          employerValue
          employeeCost
        }
      }
    `,
    props.totalReward,
  );
  // The heading names the period of the figures read, not the one asked for next.
  const mode: OverviewModeName = reward.mode === 'MONTH' ? 'MONTH' : 'YEAR';
  const labels = new Map(reward.categories.map((item) => [item.category, item.label]));
  const columns: StackedColumn<Row>[] = [
    { header: S.benefit, cell: (row) => row.title },
    { header: S.category, cell: (row) => labels.get(row.category) ?? row.category },
    { header: S.valueToYou, cell: (row) => formatMoney(row.employerValue), numeric: true },
    { header: S.yourCost, cell: (row) => formatMoney(row.employeeCost), numeric: true },
  ];
  const sum = (of: (row: Row) => number) => reward.benefits.reduce((total, row) => total + of(row), 0);

  return (
    <Stack as="section" aria-labelledby="benefit-summary" gap="3">
      <Heading as="h2" id="benefit-summary" size="lg" color="gray.900">
        {S.benefitSummary(mode)}
      </Heading>
      {reward.benefits.length === 0 ? (
        <Stack gap="3" align="flex-start">
          <Text color="gray.800">{S.noBenefits(reward.schemeYear)}</Text>
          {props.canChoose ? (
            <Button asChild colorPalette="brand" size="sm" _print={{ display: 'none' }}>
              <RouterLink to="/app/my-benefits/">{S.chooseBenefits}</RouterLink>
            </Button>
          ) : null}
        </Stack>
      ) : (
        <>
          <StackedTable
            caption={S.benefitSummary(mode)}
            captionHidden
            columns={columns}
            rows={reward.benefits}
            rowKey={(row) => row.benefitId}
            footer={[
              S.total,
              '',
              formatMoney(sum((row) => row.employerValue)),
              formatMoney(sum((row) => row.employeeCost)),
            ]}
          />
          <Text fontSize="sm" color="gray.700">
            {S.valueExplained}
          </Text>
        </>
      )}
    </Stack>
  );
}
