// "Page x of y" with Previous, Next and page-number buttons. Changing page refetches the table.
import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { pageNumbers } from './pageNumbers';
import { tableStrings as S } from './strings';

export function Pagination({
  page,
  pageCount,
  onPage,
  label,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  label: string;
}) {
  return (
    <Flex
      as="nav"
      aria-label={`${label} ${S.pagination.toLowerCase()}`}
      gap="3"
      align="center"
      justify="space-between"
      wrap="wrap"
    >
      <Text color="gray.700" fontSize="sm" aria-live="polite">
        {S.pageOf(page, pageCount)}
      </Text>
      <HStack gap="1" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          {S.previous}
        </Button>
        {pageNumbers(page, pageCount).map((number, index) =>
          number === null ? (
            <Text key={`gap-${index}`} px="1" color="gray.500" aria-hidden="true">
              …
            </Text>
          ) : (
            <Button
              key={number}
              size="sm"
              minW="9"
              variant={number === page ? 'solid' : 'ghost'}
              colorPalette={number === page ? 'brand' : 'gray'}
              aria-label={S.goToPage(number)}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onPage(number)}
            >
              {number}
            </Button>
          ),
        )}
        <Button size="sm" variant="outline" onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
          {S.next}
        </Button>
      </HStack>
    </Flex>
  );
}
