// The employer's magic link, from the employee's side panel: with a reason, a one-time link that
// opens the employee's own view in a masquerade session (the same rules as support's: 60 minutes,
// no password, 2FA or email changes, the employee is emailed, and it shows under Account access).
import { Alert, Box, Button, Field, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { requiredString } from '@portal/contract/fields';
import { masqueradeReasonMaxLength } from '@portal/contract/masquerade';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { StartEmployeeMasqueradeInput } from '../../__generated__/useStartEmployeeMasqueradeMutation.graphql';
import { employeeDataStrings as S } from './strings';
import { useStartEmployeeMasqueradeMutation } from './useStartEmployeeMasqueradeMutation';

/** The api's own rule for the reason (required, at most 500 characters), in its words. */
const reasonForm = z.object({ reason: requiredString().max(masqueradeReasonMaxLength) });

export function ViewAsEmployee({ employeeId, name }: { employeeId: string; name: string }) {
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<Pick<StartEmployeeMasqueradeInput, 'reason'>>({
    resolver: zodResolver(reasonForm),
    // Checked when the link is asked for; the message goes once a reason is typed.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { reason: '' },
    shouldFocusError: false,
  });
  const [url, setUrl] = useState<string | null>(null);
  const [start, busy] = useStartEmployeeMasqueradeMutation();
  const banner = errors.root?.server?.message;

  const submit = handleSubmit(async ({ reason }) => {
    if (busy) return;
    try {
      const { startEmployeeMasquerade: result } = await start({ input: { employeeId, reason } });
      if (result.url) setUrl(result.url);
      else setError('root.server', { type: 'server', message: result.errors[0]?.message ?? S.somethingWentWrong });
    } catch {
      setError('root.server', { type: 'server', message: S.somethingWentWrong });
    }
  });

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
        <Field.Root invalid={Boolean(errors.reason)} required>
          <Field.Label>{S.viewAsReason}</Field.Label>
          <Textarea
            rows={2}
            maxLength={masqueradeReasonMaxLength}
            {...register('reason', {
              onChange: (event: ChangeEvent<HTMLTextAreaElement>) => {
                if (event.target.value.trim()) clearErrors('reason');
              },
            })}
            bg="white"
          />
          <Field.ErrorText>{errors.reason?.message}</Field.ErrorText>
        </Field.Root>
        <Box>
          <Button
            type="submit"
            size="sm"
            variant="outline"
            colorPalette="brand"
            loading={busy}
            loadingText={S.viewAsCreating}
          >
            {S.viewAsCreate}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
