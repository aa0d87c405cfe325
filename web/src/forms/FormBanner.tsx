// The red banner a form shows above its fields for errors that belong to no one field.
import { Alert } from '@chakra-ui/react';

export function FormBanner({
  message,
  status = 'error',
}: {
  message: string | null;
  status?: 'error' | 'info' | 'success';
}) {
  if (!message) return null;
  if (status !== 'error') {
    return (
      <Alert.Root status={status} rounded="lg" role="status">
        <Alert.Indicator />
        <Alert.Description>{message}</Alert.Description>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="error" variant="solid" role="alert" rounded="lg" bg="red.700" color="white">
      <Alert.Indicator />
      <Alert.Description fontWeight="500">{message}</Alert.Description>
    </Alert.Root>
  );
}
