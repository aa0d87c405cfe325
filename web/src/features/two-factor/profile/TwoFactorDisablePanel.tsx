// The two-fa-disable side panel: the current password and a current code from the authenticator
// turn 2FA off (a session and a password alone must not remove the second factor). The api
// refuses it where the organisation requires 2FA, and the panel says so in its words; a wrong
// password is said on the password, a wrong code on the six boxes. Success closes it with true.
import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CodeInput } from '../../../forms/CodeInput';
import { codeOf, emptyCode, isComplete, type CodeDigits } from '../../../forms/codeInput';
import { FormBanner } from '../../../forms/FormBanner';
import { applyPayloadErrors } from '../../../forms/payloadErrors';
import { FormPanelFooter, SidePanel } from '../../../shell/SidePanel';
import { profileTwoFactorStrings as S } from '../strings';
import { useDisableTwoFactorMutation } from './mutations';

function DisableForm({
  formId,
  onDisabled,
  onBusy,
}: {
  formId: string;
  onDisabled: () => void;
  onBusy: (busy: boolean) => void;
}) {
  const codeLabelId = useId();
  const [disable] = useDisableTwoFactorMutation();
  const [banner, setBanner] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ password: string; code: CodeDigits }>({
    mode: 'onBlur',
    defaultValues: { password: '', code: emptyCode() },
  });

  const submit = handleSubmit(async ({ password, code }) => {
    setBanner(null);
    onBusy(true);
    try {
      const { disableTwoFactor: payload } = await disable({ input: { password, code: codeOf(code) } });
      if (payload.errors.length === 0) {
        onDisabled();
        return;
      }
      setBanner(applyPayloadErrors(payload.errors, setError, ['password', 'code']));
    } catch {
      setBanner(S.failed);
    } finally {
      onBusy(false);
    }
  });

  return (
    <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="5">
        <Text color="gray.800">{S.disableText}</Text>
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
        <Controller
          control={control}
          name="code"
          rules={{ validate: (digits) => isComplete(digits) || S.codeIncomplete }}
          render={({ field }) => (
            <Field.Root invalid={Boolean(errors.code)}>
              <Text id={codeLabelId} fontWeight="500" color="gray.800">
                {S.disableCodeLabel}
              </Text>
              <CodeInput
                digits={field.value}
                onChange={field.onChange}
                onSubmit={() => void submit()}
                invalid={Boolean(errors.code)}
                describedBy={codeLabelId}
              />
              <Field.ErrorText>{errors.code?.message}</Field.ErrorText>
            </Field.Root>
          )}
        />
      </Stack>
    </form>
  );
}

export function TwoFactorDisablePanel({ open, onClose }: { open: boolean; onClose: (disabled: boolean) => void }) {
  const formId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <SidePanel
      kind="two-fa-disable"
      open={open}
      onClose={() => (busy ? undefined : onClose(false))}
      title={S.disableTitle}
      footer={
        <FormPanelFooter
          formId={formId}
          onCancel={() => onClose(false)}
          cancelLabel={S.cancel}
          submitLabel={S.turnOff}
          busy={busy}
          busyLabel={S.turningOff}
          danger
        />
      }
    >
      <DisableForm formId={formId} onBusy={setBusy} onDisabled={() => onClose(true)} />
    </SidePanel>
  );
}
