// The employer's magic link, from the employee's side panel: with a reason, a one-time link that
// opens the employee's own view in a masquerade session (the same rules as support's: 60 minutes,
// no password, 2FA or email changes, the employee is emailed, and it shows under Account access).
import { Alert, Box, Button, Field, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { employeeDataStrings as S } from './strings';
import { useStartEmployeeMasqueradeMutation } from './useStartEmployeeMasqueradeMutation';

export function ViewAsEmployee({ employeeId, name }: { employeeId: string; name: string }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [start, busy] = useStartEmployeeMasqueradeMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBanner(null);
    if (!reason.trim()) {
      setError(S.required);
      return;
    }
    if (busy) return;
    try {
      const { startEmployeeMasquerade: result } = await start({ input: { employeeId, reason: reason.trim() } });
      if (result.url) setUrl(result.url);
      else setBanner(result.errors[0]?.message ?? S.somethingWentWrong);
    } catch {
      setBanner(S.somethingWentWrong);
    }
  }

  if (url) {
    return (
      <Stack gap="2" role="status">
        <Text color="gray.800">{S.viewAsReady}</Text>
        <Box>
          <Button asChild colorPalette="brand" size="sm">
            <Link href={url} target="_blank" rel="noopener noreferrer">
              {S.viewAsOpen(name)}
            </Link>
          </Button>
        </Box>
      </Stack>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={S.viewAsTitle}>
      <Stack gap="3" borderTopWidth="1px" borderColor="gray.200" pt="5">
        <Text fontWeight="600" color="gray.900">
          {S.viewAsTitle}
        </Text>
        <Text fontSize="sm" color="gray.700">
          {S.viewAsIntro}
        </Text>
        {banner ? (
          <Alert.Root status="error" rounded="lg">
            <Alert.Indicator />
            <Alert.Title role="alert">{banner}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Field.Root invalid={Boolean(error)} required>
          <Field.Label>{S.viewAsReason}</Field.Label>
          <Textarea
            name="reason"
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (event.target.value.trim()) setError(null);
            }}
            bg="white"
          />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Box>
          <Button type="submit" size="sm" variant="outline" colorPalette="brand" loading={busy} loadingText={S.viewAsCreating}>
            {S.viewAsCreate}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
