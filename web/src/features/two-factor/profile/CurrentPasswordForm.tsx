// The current password, asked before 2FA is turned on (turning it off asks for a code too, in
// TwoFactorDisablePanel): one field, its error from the api on it, anything else above it. The panel's
// footer button submits it.
import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormBanner } from '../../../forms/FormBanner';
import { applyPayloadErrors, type PayloadError } from '../../../forms/payloadErrors';
import { profileTwoFactorStrings as S } from '../strings';

export interface CurrentPasswordFormProps {
  formId: string;
  intro: string;
  /** Sends the password; answers the refusal's errors (none when it went through). */
  send: (password: string) => Promise<readonly PayloadError[]>;
  onBusy: (busy: boolean) => void;
}

export function CurrentPasswordForm({ formId, intro, send, onBusy }: CurrentPasswordFormProps) {
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ password: string }>({ mode: 'onBlur', defaultValues: { password: '' } });

  const submit = handleSubmit(async ({ password }) => {
    setBanner(null);
    onBusy(true);
    try {
      setBanner(applyPayloadErrors(await send(password), setError, ['password']));
    } catch {
      setBanner(S.failed);
    } finally {
      onBusy(false);
    }
  });

  return (
    <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="4">
        <Text color="gray.800">{intro}</Text>
        <FormBanner message={banner} />
        <Field.Root invalid={Boolean(errors.password)} required>
          <Field.Label>{S.currentPassword}</Field.Label>
          <Input
            type="password"
            autoComplete="current-password"
            size="lg"
            autoFocus
            {...register('password', { required: S.required_ })}
          />
          <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </form>
  );
}
