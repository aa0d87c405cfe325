// The bordered area a list table sits in: on a wide screen it scrolls sideways if it must; on a
// narrow one the rows are cards (StackedTable's styles) and the area gives way to them.
import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type Named = { 'aria-label': string } | { 'aria-labelledby': string };

export function TableArea({ children, ...name }: { children: ReactNode } & Named) {
  return (
    <Table.ScrollArea
      position="relative"
      borderWidth={{ base: '0', md: '1px' }}
      borderColor="gray.200"
      rounded="xl"
      bg={{ base: 'transparent', md: 'white' }}
      tabIndex={0}
      {...name}
    >
      {children}
    </Table.ScrollArea>
  );
}
