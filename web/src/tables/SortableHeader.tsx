// A column header that sorts the table: a button inside the header, with aria-sort on the header
// so screen readers announce the order.
import { Button, Table } from '@chakra-ui/react';
import { tableStrings as S } from './strings';

export type Direction = 'ASC' | 'DESC';

export function SortableHeader<Field extends string>({
  label,
  field,
  sortBy,
  direction,
  onSort,
}: {
  label: string;
  field: Field;
  sortBy: Field;
  direction: Direction;
  onSort: (field: Field, direction: Direction) => void;
}) {
  const active = field === sortBy;
  const next: Direction = active && direction === 'ASC' ? 'DESC' : 'ASC';
  return (
    <Table.ColumnHeader
      role="columnheader"
      aria-sort={active ? (direction === 'ASC' ? 'ascending' : 'descending') : 'none'}
      whiteSpace="nowrap"
    >
      <Button
        variant="plain"
        size="sm"
        px="0"
        fontWeight="700"
        color="gray.800"
        onClick={() => onSort(field, next)}
        title={S.sortBy(label)}
      >
        {label}
        <span aria-hidden="true">{active ? (direction === 'ASC' ? ' ▲' : ' ▼') : ' ↕'}</span>
      </Button>
    </Table.ColumnHeader>
  );
}
