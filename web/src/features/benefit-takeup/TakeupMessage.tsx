// The take-up pages' empty state and failure, in a bordered box where the figures would be.
import { Box, Text } from '@chakra-ui/react';

export function TakeupMessage({ title, hint, alert = false }: { title: string; hint?: string; alert?: boolean }) {
  return (
    <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="xl" p="6" role={alert ? 'alert' : undefined}>
      <Text color="gray.900" fontWeight="600">
        {title}
      </Text>
      {hint ? (
        <Text color="gray.700" mt="1">
          {hint}
        </Text>
      ) : null}
    </Box>
  );
}
