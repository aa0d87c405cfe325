// The cost summary (its heading names the period: annual or monthly): what the benefits in force cost the employee before
// and after the tax and National Insurance they save (an estimate, docs/benefits.md), and what the
// employer pays, over the overview's period.
import { Heading, Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { CostSummary_totalReward$key } from '../../__generated__/CostSummary_totalReward.graphql';
import { formatMoney } from '../../format/money';
import { StackedTable } from '../../tables/StackedTable';
import { totalRewardStrings as S, type OverviewModeName } from './strings';

export function CostSummary(props: { totalReward: CostSummary_totalReward$key }) {
  const { costs, mode: read } = useFragment(
    graphql`
      fragment CostSummary_totalReward on TotalReward {
        mode
        costs {
          employeeGross
          employeeNet
          employer
        }
      }
    `,
    props.totalReward,
  );
  const mode: OverviewModeName = read === 'MONTH' ? 'MONTH' : 'YEAR';
  const rows = [
    { label: S.employeeGross, pence: costs.employeeGross },
    { label: S.employeeNet, pence: costs.employeeNet },
    { label: S.employer, pence: costs.employer },
  ];
  return (
    <Stack as="section" aria-labelledby="cost-summary" gap="3">
      <Heading as="h2" id="cost-summary" size="lg" color="gray.900">
        {S.costSummary(mode)}
      </Heading>
      <StackedTable
        caption={S.costSummary(mode)}
        captionHidden
        columns={[
          { header: S.cost, cell: (row) => row.label },
          { header: S.amount, cell: (row) => formatMoney(row.pence), numeric: true },
        ]}
        rows={rows}
        rowKey={(row) => row.label}
      />
    </Stack>
  );
}
