// The approvals panel: one row per pending selection with the employee name, the
// order value and a column per dynamic field; a checkbox per row and a select-all checkbox; the
// Approve and Reject buttons open the confirmation modal. Ten rows a page.
import { Box, Button, chakra, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { ApprovalsPanel_viewer$key } from '../../__generated__/ApprovalsPanel_viewer.graphql';
import { Pagination } from '../../tables/Pagination';
import { stackOnNarrowScreens } from '../../tables/StackedTable';
import { TableArea } from '../../tables/TableArea';
import { TableLoading } from '../../tables/TableLoading';
import { useTransitionRefetch } from '../../tables/useTransitionRefetch';
import { ApprovalModal } from './ApprovalModal';
import { formatMoney } from '../../format/money';
import { type ApprovalAction, approvalStrings as S } from './strings';
import { useDecideSelectionsMutation } from './useDecideSelectionsMutation';

const Checkbox = chakra('input', {
  base: { boxSize: '4.5', accentColor: 'var(--chakra-colors-brand-solid)', cursor: 'pointer' },
});

export function ApprovalsPanel({ viewer }: { viewer: ApprovalsPanel_viewer$key }) {
  const { data, refetch } = usePaginationFragment(
    graphql`
      fragment ApprovalsPanel_viewer on Viewer
      @refetchable(queryName: "ApprovalsPanelRefetchQuery")
      @argumentDefinitions(
        benefitId: { type: "ID!" }
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
        page: { type: "Int", defaultValue: 1 }
      ) {
        pendingSelections(benefitId: $benefitId, first: $count, after: $cursor, page: $page)
          @connection(key: "ApprovalsPanel_pendingSelections") {
          __id
          benefitName
          fieldNames
          totalCount
          pageCount
          currentPage
          edges {
            node {
              id
              employeeName
              orderValue
              fields {
                name
                value
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  const [loading, load] = useTransitionRefetch(refetch);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [action, setAction] = useState<ApprovalAction | null>(null);
  const [decide] = useDecideSelectionsMutation();
  const navigate = useNavigate();

  const connection = data.pendingSelections;
  const headingId = 'approvals-heading';
  if (!connection) {
    return (
      <Text role="alert" color="gray.800">
        {S.approvalsError}
      </Text>
    );
  }
  const rows = connection.edges.map((edge) => edge.node);
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someSelected = rows.some((row) => selected.has(row.id));

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(rows.map((row) => row.id)));

  const confirm = async (chosen: ApprovalAction, reason: string | null): Promise<string | null> => {
    const { decideSelections: payload } = await decide({
      input: { selectionIds: [...selected], approval: chosen === 'approve', ...(reason ? { reason } : {}) },
      connections: [connection.__id],
    });
    return payload.errors[0]?.message ?? null;
  };

  return (
    <Stack gap="6">
      <Heading as="h1" id={headingId} size={{ base: '2xl', md: '3xl' }} color="gray.900">
        {S.heading(connection.benefitName)}
      </Heading>
      {loading ? (
        <TableLoading />
      ) : rows.length === 0 ? (
        <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="xl" p="8" textAlign="center">
          <Text color="gray.800">{S.noApprovalData}</Text>
        </Box>
      ) : (
        <Stack as="section" aria-labelledby={headingId} gap="4">
          <Flex gap="3" align="center" justify="space-between" wrap="wrap">
            <Text color="gray.700" aria-live="polite">
              {S.pendingCount(connection.totalCount)} · {S.selectedCount(selected.size)}
            </Text>
            <Flex gap="3">
              <Button colorPalette="brand" onClick={() => setAction('approve')}>
                {S.approve}
              </Button>
              <Button colorPalette="red" variant="outline" onClick={() => setAction('reject')}>
                {S.reject}
              </Button>
            </Flex>
          </Flex>
          {/* Above the table rather than in its header row, which a narrow screen puts out of sight. */}
          <Flex as="label" gap="2" align="center" color="gray.800" alignSelf="start" cursor="pointer">
            <Checkbox
              type="checkbox"
              checked={allSelected}
              ref={(element: HTMLInputElement | null) => {
                if (element) element.indeterminate = someSelected && !allSelected;
              }}
              onChange={toggleAll}
            />
            {S.selectAll}
          </Flex>
          <TableArea aria-labelledby={headingId}>
            {/* The roles are written out: a table restyled as cards loses them in Chromium. */}
            <Table.Root
              size="sm"
              minW={{ md: `${420 + connection.fieldNames.length * 140}px` }}
              role="table"
              css={stackOnNarrowScreens}
              bg="transparent"
            >
              <Table.Header role="rowgroup">
                <Table.Row role="row" bg="gray.50">
                  <Table.ColumnHeader role="columnheader" w="10">
                    <Text srOnly>{S.select}</Text>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader role="columnheader" color="gray.800">
                    {S.employeeName}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader role="columnheader" color="gray.800" textAlign="end">
                    {S.orderValue}
                  </Table.ColumnHeader>
                  {connection.fieldNames.map((name) => (
                    <Table.ColumnHeader key={name} role="columnheader" color="gray.800">
                      {name}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body role="rowgroup">
                {rows.map((row) => (
                  <Table.Row key={row.id} role="row" bg={selected.has(row.id) ? 'brand.subtle' : undefined}>
                    <Table.Cell role="cell" data-label="">
                      <Checkbox
                        type="checkbox"
                        aria-label={S.selectOne(row.employeeName)}
                        checked={selected.has(row.id)}
                        onChange={() => toggle(row.id)}
                      />
                    </Table.Cell>
                    <Table.Cell role="cell" data-label={S.employeeName} fontWeight="600" color="gray.900">
                      {row.employeeName}
                    </Table.Cell>
                    <Table.Cell role="cell" data-label={S.orderValue} textAlign="end" fontVariantNumeric="tabular-nums">
                      {formatMoney(row.orderValue)}
                    </Table.Cell>
                    {row.fields.map((field) => (
                      <Table.Cell key={field.name} role="cell" data-label={field.name} color="gray.800">
                        {field.value ?? ''}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </TableArea>
          <Pagination
            label={S.approveSelections}
            page={connection.currentPage}
            pageCount={connection.pageCount}
            onPage={(page) => {
              setSelected(new Set());
              load({ page });
            }}
          />
        </Stack>
      )}
      <ApprovalModal
        action={action}
        selectedCount={selected.size}
        onConfirm={confirm}
        onClose={() => setAction(null)}
        onDone={() => navigate('/app/dashboard/')}
      />
    </Stack>
  );
}
