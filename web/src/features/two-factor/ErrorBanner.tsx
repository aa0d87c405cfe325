// The two-factor error banner: each returned error is its own paragraph.
import { Alert, Stack, Text } from '@chakra-ui/react';

export function ErrorBanner({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert.Root status="error" variant="solid" role="alert" rounded="lg" bg="red.700" color="white">
      <Alert.Indicator />
      <Alert.Description fontWeight="500">
        <Stack gap="1">
          {messages.map((message, index) => (
            <Text as="p" key={`${index}-${message}`}>
              {message}
            </Text>
          ))}
        </Stack>
      </Alert.Description>
    </Alert.Root>
  );
}
