import { Button, Center, Text } from '@chakra-ui/react';
import { tableStrings as S } from './strings';

/**
 * Shown where the rows would be when the list could not be loaded (the gateway answered the
 * field with an error, so Relay hands the table null). The route guard has already refused
 * anyone who is not an employer, so this is a failure, never a refusal.
 */
export function TableError({ onRetry }: { onRetry: () => void }) {
  return (
    <Center py="12" gap="4" flexDirection="column" role="alert">
      <Text color="gray.800">{S.failed}</Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {S.tryAgain}
      </Button>
    </Center>
  );
}
