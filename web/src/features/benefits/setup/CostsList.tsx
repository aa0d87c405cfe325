// A month's costs as the setup screen shows them, gross and net of the tax and NI saved, and
// what the employer pays (docs/benefits.md, "Costs"). Amounts arrive in whole pence.
import { DataList } from '@chakra-ui/react';
import { formatMoney } from '../../../format/money';
import { setupStrings as S } from './strings';

export interface MonthlyCostsShown {
  readonly employeeGross: number;
  readonly employeeNet: number;
  readonly taxSaving: number;
  readonly niSaving: number;
  readonly employer: number;
}

export function CostsList({ costs }: { costs: MonthlyCostsShown }) {
  const rows: [string, number, boolean?][] = [
    [S.employeeGross, costs.employeeGross],
    ...(costs.taxSaving || costs.niSaving
      ? [
          [S.taxSaving, costs.taxSaving],
          [S.niSaving, costs.niSaving],
        ]
      : []),
    [S.employeeNet, costs.employeeNet, true],
    [S.employer, costs.employer],
  ] as [string, number, boolean?][];
  return (
    <DataList.Root orientation="horizontal" gap="3" size="md">
      {rows.map(([label, pence, emphasis]) => (
        <DataList.Item key={label} alignItems="baseline" justifyContent="space-between" gap="4">
          <DataList.ItemLabel color="gray.700" flex="1" minW="0">
            {label}
          </DataList.ItemLabel>
          <DataList.ItemValue
            flex="none"
            fontWeight={emphasis ? '700' : '500'}
            color="gray.900"
            fontVariantNumeric="tabular-nums"
            data-cost={label}
          >
            {formatMoney(pence)}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
