// A list as a table: sortable column headers, one row per item, in a bordered area; on a narrow
// screen a stack of cards (no sideways scrolling at 375 px), sorted from a select since the
// headers are out of sight there; or, with no rows, the empty state.
import { Box, Table, Text, type TableCellProps } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { type Direction, SortableHeader } from './SortableHeader';
import { LabelledSelect } from './LabelledSelect';
import { stackOnNarrowScreens } from './StackedTable';
import { TableArea } from './TableArea';
import { tableStrings as S } from './strings';

export interface ListColumn<Row, Sort extends string> {
  label: string;
  /** Sorts the list by this key when set. */
  sort?: Sort;
  /** The header is for screen readers only (e.g. a column of buttons). */
  labelHidden?: boolean;
  cell: (row: Row) => ReactNode;
  cellProps?: TableCellProps;
}

export interface ListTableProps<Row, Sort extends string> {
  /** Names the table and its scroll area. */
  label: string;
  columns: readonly ListColumn<Row, Sort>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sortBy: Sort;
  direction: Direction;
  onSort: (sortBy: Sort, direction: Direction) => void;
  empty: { title: string; hint: string };
}

/** The narrow screen's sort control: every sortable column, either way. */
function SortSelect<Row, Sort extends string>({
  columns,
  sortBy,
  direction,
  onSort,
}: Pick<ListTableProps<Row, Sort>, 'columns' | 'sortBy' | 'direction' | 'onSort'>) {
  const id = useId();
  const options = columns.flatMap((column) =>
    column.sort
      ? (['ASC', 'DESC'] as const).map((way) => ({
          value: `${column.sort}:${way}`,
          label: `${column.label}, ${way === 'ASC' ? S.sortAscending : S.sortDescending}`,
        }))
      : [],
  );
  if (options.length === 0) return null;
  return (
    <LabelledSelect
      id={id}
      label={S.sortLabel}
      value={`${sortBy}:${direction}`}
      options={options}
      onChange={(value) => {
        const [field, way] = value.split(':');
        const column = columns.find((each) => each.sort === field);
        if (column?.sort) onSort(column.sort, way === 'DESC' ? 'DESC' : 'ASC');
      }}
      hideFrom="md"
      mb="3"
    />
  );
}

export function ListTable<Row, Sort extends string>({
  label,
  columns,
  rows,
  rowKey,
  sortBy,
  direction,
  onSort,
  empty,
}: ListTableProps<Row, Sort>) {
  if (rows.length === 0) {
    return (
      <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="xl" p="8" textAlign="center">
        <Text fontWeight="600" color="gray.900">
          {empty.title}
        </Text>
        <Text color="gray.700" mt="1">
          {empty.hint}
        </Text>
      </Box>
    );
  }
  // The roles are written out: a table restyled with `display: block` loses them in Chromium.
  return (
    <Box>
      <SortSelect columns={columns} sortBy={sortBy} direction={direction} onSort={onSort} />
      <TableArea aria-label={label}>
        <Table.Root size="sm" minW={{ md: '640px' }} role="table" css={stackOnNarrowScreens} bg="transparent">
          <Table.Caption srOnly>{label}</Table.Caption>
          <Table.Header role="rowgroup">
            <Table.Row role="row" bg="gray.50">
              {columns.map((column) =>
                column.sort ? (
                  <SortableHeader
                    key={column.label}
                    label={column.label}
                    field={column.sort}
                    sortBy={sortBy}
                    direction={direction}
                    onSort={onSort}
                  />
                ) : (
                  <Table.ColumnHeader key={column.label} role="columnheader">
                    {column.labelHidden ? <Text srOnly>{column.label}</Text> : column.label}
                  </Table.ColumnHeader>
                ),
              )}
            </Table.Row>
          </Table.Header>
          <Table.Body role="rowgroup">
            {rows.map((row) => (
              <Table.Row key={rowKey(row)} role="row">
                {columns.map((column) => (
                  <Table.Cell
                    key={column.label}
                    role="cell"
                    data-label={column.labelHidden ? '' : column.label}
                    {...column.cellProps}
                  >
                    {column.cell(row)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableArea>
    </Box>
  );
}
