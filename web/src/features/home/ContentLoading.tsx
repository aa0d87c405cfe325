// The loading state of a part of home: placeholders the size of what is coming, so the page does
// not jump, and "Loading..." for screen readers.
import { Skeleton, SimpleGrid, Text } from '@chakra-ui/react';
import { homeStrings as S } from './strings';

export function ContentLoading({
  count,
  height,
  columns,
}: {
  count: number;
  height: string;
  columns: Record<string, number>;
}) {
  return (
    <SimpleGrid columns={columns} gap="4" role="status" aria-live="polite">
      <Text srOnly>{S.loading}</Text>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} h={height} rounded="xl" />
      ))}
    </SimpleGrid>
  );
}
