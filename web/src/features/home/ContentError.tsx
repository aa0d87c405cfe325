// Where a part of home could not be read (the gateway answered null: spec status "error"): the
// spec's generic words and a retry, inside the part, so the rest of home stays usable.
import { Alert, Button } from '@chakra-ui/react';
import { homeStrings as S } from './strings';

export function ContentError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert.Root
      status="error"
      rounded="xl"
      borderWidth="1px"
      borderColor="red.200"
      p="4"
      alignItems="center"
      flexWrap="wrap"
      gap="3"
    >
      <Alert.Indicator />
      <Alert.Description flex="1" minW="48" color="gray.900" role="alert">
        {S.failed}
      </Alert.Description>
      <Button size="sm" variant="outline" colorPalette="gray" bg="white" onClick={onRetry}>
        {S.tryAgain}
      </Button>
    </Alert.Root>
  );
}
