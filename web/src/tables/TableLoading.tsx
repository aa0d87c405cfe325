import { Center, Spinner, Text } from '@chakra-ui/react';
import { tableStrings as S } from './strings';

/** Shown where the rows were while a changed page, search, filter or sort loads (the list is cleared). */
export function TableLoading() {
  return (
    <Center py="12" gap="3" role="status">
      <Spinner size="sm" color="brand.solid" />
      <Text color="gray.700">{S.loading}</Text>
    </Center>
  );
}
