// The two-fa-code side panel: the six boxes for the code the authenticator shows for the new
// secret; a right code turns 2FA on and the panel closes with true.
import { Field, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CodeInput } from '../../../forms/CodeInput';
import { codeOf, emptyCode, isComplete, type CodeDigits } from '../../../forms/codeInput';
import { FormBanner } from '../../../forms/FormBanner';
import { FormPanelFooter, SidePanel } from '../../../shell/SidePanel';
import { profileTwoFactorStrings as S } from '../strings';
import { useEnableTwoFactorMutation } from './mutations';

function CodeForm({
  formId,
  onEnabled,
  onBusy,
}: {
  formId: string;
  onEnabled: () => void;
  onBusy: (busy: boolean) => void;
}) {
  const textId = useId();
  const [enable] = useEnableTwoFactorMutation();
  const [banner, setBanner] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ code: CodeDigits }>({ defaultValues: { code: emptyCode() } });

  const submit = handleSubmit(async ({ code }) => {
    setBanner(null);
    onBusy(true);
    try {
      const { enableTwoFactor: payload } = await enable({ input: { code: codeOf(code) } });
      if (payload.errors.length === 0) {
        onEnabled();
        return;
      }
      const onCode = payload.errors.find((error) => error.field === 'code');
      if (onCode) setError('code', { type: 'server', message: onCode.message });
      setBanner(payload.errors.find((error) => error.field !== 'code')?.message ?? null);
    } catch {
      setBanner(S.failed);
    } finally {
      onBusy(false);
    }
  });

  return (
    <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="5">
        <Text id={textId} color="gray.800">
          {S.codeText}
        </Text>
        <FormBanner message={banner} />
        <Controller
          control={control}
          name="code"
          rules={{ validate: (digits) => isComplete(digits) || S.codeIncomplete }}
          render={({ field }) => (
            <Field.Root invalid={Boolean(errors.code)}>
              <CodeInput
                digits={field.value}
                onChange={field.onChange}
                onSubmit={() => void submit()}
                invalid={Boolean(errors.code)}
                autoFocus
                describedBy={textId}
              />
              <Field.ErrorText>{errors.code?.message}</Field.ErrorText>
            </Field.Root>
          )}
        />
      </Stack>
    </form>
  );
}

export function TwoFactorCodePanel({ open, onClose }: { open: boolean; onClose: (enabled: boolean) => void }) {
  const formId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <SidePanel
      kind="two-fa-code"
      open={open}
      onClose={() => (busy ? undefined : onClose(false))}
      title={S.codeTitle}
      footer={
        <FormPanelFooter
          formId={formId}
          onCancel={() => onClose(false)}
          cancelLabel={S.cancel}
          submitLabel={S.verify}
          busy={busy}
          busyLabel={S.verifying}
        />
      }
    >
      <CodeForm formId={formId} onBusy={setBusy} onEnabled={() => onClose(true)} />
    </SidePanel>
  );
}
