// The monthly costs section (spec: costsSummaryForMonthlyCostSection): the gross cost, the tax
// and NI salary sacrifice saves, the net cost (an estimate) and what the employer pays. Without a
// saving (a benefit paid from net pay) the tax lines would only repeat the gross cost, so they go.
import { graphql, useFragment } from 'react-relay';
import type { MonthlyCostsSection_costs$key } from '../../__generated__/MonthlyCostsSection_costs.graphql';
import { formatMoney } from '../../format/money';
import { StackedTable } from '../../tables/StackedTable';
import { benefitStrings as S } from './strings';

export function MonthlyCostsSection(props: { costs: MonthlyCostsSection_costs$key }) {
  const costs = useFragment(
    graphql`
      fragment MonthlyCostsSection_costs on MonthlyCosts {
        employeeGross
        taxSaving
        niSaving
        employeeNet
        employer
      }
    `,
    props.costs,
  );
  const saves = costs.taxSaving !== 0 || costs.niSaving !== 0;
  const rows = [
    { label: S.employeeGross, pence: costs.employeeGross },
    ...(saves
      ? [
          { label: S.taxSaving, pence: costs.taxSaving },
          { label: S.niSaving, pence: costs.niSaving },
          { label: S.employeeNet, pence: costs.employeeNet },
        ]
      : []),
    { label: S.employer, pence: costs.employer },
  ];
  return (
    <StackedTable
      caption={S.monthlyCosts}
      captionHidden
      columns={[
        { header: S.costItem, cell: (row) => row.label },
        { header: S.amount, cell: (row) => formatMoney(row.pence), numeric: true },
      ]}
      rows={rows}
      rowKey={(row) => row.label}
    />
  );
}
