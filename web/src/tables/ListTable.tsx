// A list as a table: sortable column headers, one row per item, inside a bordered area that
// scrolls sideways on a narrow screen; or, with no rows, the empty state.
import { Box, Table, Text, type TableCellProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { type Direction, SortableHeader } from './SortableHeader';

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

export function ListTable<Row, Sort extends string>({ label, columns, rows, rowKey, sortBy, direction, onSort, empty }: ListTableProps<Row, Sort>) {
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
  return (
    <Table.ScrollArea position="relative" borderWidth="1px" borderColor="gray.200" rounded="xl" bg="white" tabIndex={0} aria-label={label}>
      <Table.Root size="sm" minW="640px">
        <Table.Caption srOnly>{label}</Table.Caption>
        <Table.Header>
          <Table.Row bg="gray.50">
            {columns.map((column) =>
              column.sort ? (
                <SortableHeader key={column.label} label={column.label} field={column.sort} sortBy={sortBy} direction={direction} onSort={onSort} />
              ) : (
                <Table.ColumnHeader key={column.label}>{column.labelHidden ? <Text srOnly>{column.label}</Text> : column.label}</Table.ColumnHeader>
              ),
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Cell key={column.label} {...column.cellProps}>
                  {column.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
