// The statement side panel: the benefit group's contributions, a row a
// month ("Month Year", newest first) with the employee's and the employer's part and the total;
// "No statements" when there are none, and the error when the statement could not be read (the
// gateway's null, the spec's stored "error"). Read when the panel opens, not with the page.
import { Box, Center, Spinner, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { StatementPanelQuery } from '../../__generated__/StatementPanelQuery.graphql';
import { SidePanel } from '../../shell/SidePanel';
import { formatMoney } from '../../format/money';
import { StackedTable } from '../../tables/StackedTable';
import { LoadBoundary, LoadFailed } from './LoadBoundary';
import { benefitStrings as S } from './strings';

export function StatementPanel({
  benefitId,
  title,
  open,
  onClose,
}: {
  benefitId: string;
  title: string;
  open: boolean;
  onClose: () => void;
}) {
  const [attempt, setAttempt] = useState(0);
  return (
    <SidePanel kind="statement" open={open} onClose={onClose} title={S.statementTitle(title)} size="lg">
      <LoadBoundary attempt={attempt} message={S.statementError} onRetry={() => setAttempt(attempt + 1)}>
        <Suspense fallback={<PanelLoading />}>
          <Statement benefitId={benefitId} attempt={attempt} onRetry={() => setAttempt(attempt + 1)} />
        </Suspense>
      </LoadBoundary>
    </SidePanel>
  );
}

export function PanelLoading() {
  return (
    <Center py="12" role="status" gap="3">
      <Spinner color="brand.fg" />
      <Text color="gray.700">{S.loading}</Text>
    </Center>
  );
}

function Statement({ benefitId, attempt, onRetry }: { benefitId: string; attempt: number; onRetry: () => void }) {
  const { viewer } = useLazyLoadQuery<StatementPanelQuery>(
    graphql`
      query StatementPanelQuery($id: ID!) {
        viewer {
          benefit(id: $id) {
            statements {
              label
              employeeContribution
              employerContribution
              total
            }
          }
        }
      }
    `,
    { id: benefitId },
    // A retry asks the network again; the statement otherwise comes from the store when it can.
    {
      fetchPolicy: attempt > 0 ? 'network-only' : 'store-or-network',
      fetchKey: attempt,
    },
  );
  const statements = viewer?.benefit?.statements;
  if (!statements) return <LoadFailed message={S.statementError} onRetry={onRetry} />;
  if (statements.length === 0) return <Text color="gray.800">{S.noStatements}</Text>;
  // Focusable, so the months can be scrolled from the keyboard in a full-screen panel on a phone.
  return (
    <Box tabIndex={0} role="region" aria-label={S.statementCaption} rounded="md" focusRing="outside">
      {/* Said above the table, not as its caption: a stacked table squeezes its caption. */}
      <Text color="gray.700" fontSize="sm" mb="3" aria-hidden="true">
        {S.statementCaption}
      </Text>
      <StackedTable
        caption={S.statementCaption}
        captionHidden
        columns={[
          { header: S.month, cell: (row) => row.label },
          {
            header: S.employeeContribution,
            cell: (row) => formatMoney(row.employeeContribution),
            numeric: true,
          },
          {
            header: S.employerContribution,
            cell: (row) => formatMoney(row.employerContribution),
            numeric: true,
          },
          {
            header: S.total,
            cell: (row) => formatMoney(row.total),
            numeric: true,
          },
        ]}
        rows={statements}
        rowKey={(row) => row.label}
      />
    </Box>
  );
}
