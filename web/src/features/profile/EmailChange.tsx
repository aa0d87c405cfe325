// Changing the login email: the new address and the current password, then a link mailed to the
// new address; until it is followed the old address stays, and the profile says what is pending.
// Not offered where single sign-on owns the address (the api refuses it there too).
import { Alert, Box, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import type { EmailChange_viewer$key } from '../../__generated__/EmailChange_viewer.graphql';
import { FormBanner } from '../../forms/FormBanner';
import { applyPayloadErrors } from '../../forms/payloadErrors';
import { NotOffered } from '../../shell/NotOffered';
import { useCan } from '../../shell/ShellContext';
import { emailChangeForm, type EmailChangeValues } from './emailChangeForm';
import { profileStrings as S } from './strings';
import { useCancelEmailChangeMutation } from './useCancelEmailChangeMutation';
import { useChangeEmailMutation } from './useChangeEmailMutation';

function EmailChangeForm({ onDone, onCancel }: { onDone: (sentTo: string) => void; onCancel: () => void }) {
  const [changeEmail] = useChangeEmailMutation();
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailChangeValues>({
    resolver: zodResolver(emailChangeForm),
    mode: 'onBlur',
    defaultValues: { email: '', currentPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      const { changeEmail: payload } = await changeEmail({
        input: { email: values.email.trim(), currentPassword: values.currentPassword },
      });
      if (payload.sentTo) onDone(payload.sentTo);
      else setBanner(applyPayloadErrors(payload.errors, setError, ['email', 'currentPassword']));
    } catch {
      setBanner(S.failed);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={S.changeEmail}>
      <Stack gap="4" maxW="md">
        <FormBanner message={banner} />
        <Field.Root invalid={Boolean(errors.email)} required>
          <Field.Label>{S.newEmail}</Field.Label>
          <Input type="email" autoComplete="email" bg="white" {...register('email')} />
          <Field.HelperText color="gray.700">{S.emailHint}</Field.HelperText>
          <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.currentPassword)} required>
          <Field.Label>{S.currentPassword}</Field.Label>
          <Input type="password" autoComplete="current-password" bg="white" {...register('currentPassword')} />
          <Field.ErrorText>{errors.currentPassword?.message}</Field.ErrorText>
        </Field.Root>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText={S.sendingLink}>
            {S.sendLink}
          </Button>
          <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
            {S.cancel}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

export function EmailChange({ viewer }: { viewer: EmailChange_viewer$key }) {
  const mayChange = useCan('changeEmail');
  const { emailChangeAllowed, pendingEmail } = useFragment(
    graphql`
      fragment EmailChange_viewer on Viewer {
        emailChangeAllowed
        pendingEmail
      }
    `,
    viewer,
  );
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [cancelChange, cancelling] = useCancelEmailChangeMutation();

  if (!emailChangeAllowed) return <Text color="gray.700">{S.emailChangeBySso}</Text>;
  if (!mayChange) return <NotOffered />;

  const cancel = async () => {
    try {
      const { cancelEmailChange: payload } = await cancelChange({ input: {} });
      setNotice(payload.errors[0]?.message ?? S.emailChangeCancelled);
    } catch {
      setNotice(S.failed);
    }
  };

  return (
    <Stack gap="4">
      <Box aria-live="polite">
        {notice ? <FormBanner status="success" message={notice} /> : null}
        {pendingEmail && !notice ? (
          <Alert.Root status="info" rounded="lg">
            <Alert.Indicator />
            <Stack gap="2" flex="1">
              <Alert.Description>{S.pendingEmail(pendingEmail)}</Alert.Description>
              <Box>
                <Button size="sm" variant="outline" onClick={() => void cancel()} loading={cancelling}>
                  {S.cancelEmailChange}
                </Button>
              </Box>
            </Stack>
          </Alert.Root>
        ) : null}
      </Box>
      {open ? (
        <EmailChangeForm
          onCancel={() => setOpen(false)}
          onDone={(sentTo) => {
            setOpen(false);
            setNotice(S.linkSent(sentTo));
          }}
        />
      ) : (
        <Box>
          <Button
            variant="outline"
            colorPalette="brand"
            onClick={() => {
              setNotice(null);
              setOpen(true);
            }}
          >
            {S.changeEmail}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
