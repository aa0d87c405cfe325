// The view-benefit-takeup-detail side panel: one person's
// current selection of the benefit, opened from their row: status, the choice in words, costs and
// dates. Read only: approving is the approve-selections page's.
import { Button, DataList, Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { TakeupDetailPanel_selection$key } from '../../__generated__/TakeupDetailPanel_selection.graphql';
import { SidePanel } from '../../shell/SidePanel';
import { formatMoney } from '../../format/money';
import { shortDate, takeupStrings as S } from './strings';

export function TakeupDetailPanel({
  selection: key,
  onClose,
}: {
  selection: TakeupDetailPanel_selection$key | null;
  onClose: () => void;
}) {
  const selection = useFragment(
    graphql`
      fragment TakeupDetailPanel_selection on TakeupSelection {
        employeeName
        email
        department
        location
        statusLabel
        planDetails {
          label
          value
        }
        employeeMonthlyCost
        employerMonthlyCost
        startDate
        endDate
        chosenAt
        decidedAt
      }
    `,
    key,
  );
  return (
    <SidePanel
      kind="view-benefit-takeup-detail"
      open={selection !== null}
      onClose={onClose}
      title={selection ? S.panelTitle(selection.employeeName) : ''}
      footer={
        <Button variant="outline" onClick={onClose}>
          {S.close}
        </Button>
      }
    >
      {selection ? (
        <Stack gap="6">
          <DataList.Root orientation="horizontal" gap="4">
            {[
              [S.employeeName, selection.employeeName],
              [S.email, selection.email],
              [S.department, selection.department ?? S.notSet],
              [S.location, selection.location ?? S.notSet],
              [S.status, selection.statusLabel],
              ...selection.planDetails.map((detail) => [detail.label, detail.value]),
              [S.employeeCost, formatMoney(selection.employeeMonthlyCost)],
              [S.employerCost, formatMoney(selection.employerMonthlyCost)],
              [S.startDate, shortDate(selection.startDate)],
              [S.endDate, shortDate(selection.endDate)],
              [S.chosenOn, shortDate(selection.chosenAt)],
              ...(selection.decidedAt ? [[S.decidedOn, shortDate(selection.decidedAt)]] : []),
            ].map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel minW="40%">{label}</DataList.ItemLabel>
                <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Stack>
      ) : null}
    </SidePanel>
  );
}
