// What the first page load shows until the shell's query answers: the brand bar and a spinner
// in the cached client colours; inside the application area, the spec's "Loading profile...",
// under the header's placeholder, so that the signed-in header takes the place it will keep.
import { Box, Center, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { HeaderPlaceholder } from './HeaderView';
import { useProgressWhileMounted } from './RouteProgress';
import { shellStrings } from './strings';

export function StartupLoading() {
  useProgressWhileMounted();
  const signedInArea = window.location.pathname.startsWith('/app');
  const label = signedInArea ? shellStrings.loadingProfile : shellStrings.loading;
  return (
    <Flex direction="column" minH="100dvh" bg="gray.50">
      {signedInArea ? <HeaderPlaceholder /> : <Box h="1" bg="brand.solid" />}
      <Center flex="1" role="status" aria-live="polite">
        <Stack align="center" gap="4">
          <Spinner size="xl" color="brand.solid" borderWidth="3px" />
          <Text color="gray.600" fontSize="sm">
            {label}
          </Text>
        </Stack>
      </Center>
    </Flex>
  );
}
