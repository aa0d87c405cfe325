import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useProgressWhileMounted } from './RouteProgress';
import { shellStrings } from './strings';

/** What a screen shows while its data loads; `label` is read out to screen readers too. */
export function PageLoading({ label = shellStrings.loading }: { label?: string }) {
  useProgressWhileMounted();
  return (
    <Center flex="1" py="24" role="status" aria-live="polite">
      <Stack align="center" gap="4">
        <Spinner size="lg" color="brand.fg" borderWidth="3px" />
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
