// A small table that becomes a stack of cards on a narrow screen (no sideways scrolling
// at 375 px): each row a card, each cell a line led by its column's name. Shared by total reward
// and benefits (statements, claims), hence here rather than in either feature; the employer tables
// use its styles. The roles are written
// out because a table restyled with `display: block` loses them in Chromium and Safari, and a
// screen reader would then hear a list of words instead of a table. Only screens narrower than
// Chakra's md break stack: a printed A4 page is narrower still, and keeps the table.
import { Table, type TableRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface StackedColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Money and counts: right-aligned, in tabular figures. */
  numeric?: boolean;
}

export interface StackedTableProps<Row> {
  caption: string;
  /** The caption is for screen readers only (a heading above already says it). */
  captionHidden?: boolean;
  columns: readonly StackedColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A last row (totals), with the first cell as its header. */
  footer?: readonly ReactNode[];
  size?: TableRootProps['size'];
}

/**
 * The narrow-screen styles: every row a card, each cell a line led by its `data-label`. Shared by
 * the employer tables (tables/ListTable.tsx, the approvals table), which set their own roles.
 */
export const stackOnNarrowScreens = {
  '@media screen and (max-width: 47.99em)': {
    '& thead': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
    '&, & tbody, & tfoot, & tr': { display: 'block' },
    '& tr': { borderWidth: '1px', borderColor: 'gray.200', rounded: 'lg', px: '3', py: '2', mb: '3', bg: 'white' },
    '& td, & th': {
      display: 'flex',
      justifyContent: 'space-between',
      gap: '4',
      borderBottomWidth: '0',
      px: '0',
      py: '1',
      textAlign: 'end',
    },
    '& td:empty': { display: 'none' },
    // The row's header is the card's title; every other line says which column it is.
    '& th': { display: 'block', fontSize: 'md', textAlign: 'start' },
    '& td::before': {
      content: 'attr(data-label)',
      fontWeight: '600',
      color: 'gray.700',
      textAlign: 'start',
    },
  },
} as const;

export function StackedTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  footer,
  size = 'sm',
}: StackedTableProps<Row>) {
  const [first, ...rest] = columns;
  if (!first) return null;
  return (
    <Table.Root size={size} role="table" css={stackOnNarrowScreens} bg="white">
      <Table.Caption
        srOnly={captionHidden}
        captionSide="top"
        textAlign="start"
        fontWeight="600"
        color="gray.900"
        mb="2"
      >
        {caption}
      </Table.Caption>
      <Table.Header role="rowgroup">
        <Table.Row role="row" bg="gray.50">
          {columns.map((column) => (
            <Table.ColumnHeader
              key={column.header}
              role="columnheader"
              color="gray.800"
              textAlign={column.numeric ? 'end' : 'start'}
            >
              {column.header}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body role="rowgroup">
        {rows.map((row) => (
          <Table.Row key={rowKey(row)} role="row">
            <Table.Cell
              as="th"
              scope="row"
              role="rowheader"
              data-label={first.header}
              fontWeight="600"
              color="gray.900"
              textAlign="start"
            >
              {first.cell(row)}
            </Table.Cell>
            {rest.map((column) => (
              <Table.Cell
                key={column.header}
                role="cell"
                data-label={column.header}
                color="gray.800"
                textAlign={column.numeric ? 'end' : 'start'}
                fontVariantNumeric={column.numeric ? 'tabular-nums' : undefined}
              >
                {column.cell(row)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
      {footer ? (
        <Table.Footer role="rowgroup">
          <Table.Row role="row" bg="gray.50">
            {footer.map((content, index) =>
              index === 0 ? (
                <Table.Cell
                  key={index}
                  as="th"
                  scope="row"
                  role="rowheader"
                  data-label={first.header}
                  fontWeight="700"
                  color="gray.900"
                  textAlign="start"
                >
                  {content}
                </Table.Cell>
              ) : (
                <Table.Cell
                  key={index}
                  role="cell"
                  data-label={columns[index]?.header}
                  fontWeight="700"
                  color="gray.900"
                  textAlign={columns[index]?.numeric ? 'end' : 'start'}
                  fontVariantNumeric="tabular-nums"
                >
                  {content}
                </Table.Cell>
              ),
            )}
          </Table.Row>
        </Table.Footer>
      ) : null}
    </Table.Root>
  );
}
