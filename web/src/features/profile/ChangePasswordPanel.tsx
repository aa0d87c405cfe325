// The change-password side panel: the current password, then the new one with the live rules
// (the account screens' NewPasswordField, checked by the server 500 ms after typing stops) and its
// confirmation. A wrong current password counts as a failed attempt at the api; on success every
// other session of the person ends and the panel closes with true.
import { Field, Input, Stack } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormBanner } from '../../forms/FormBanner';
import { NewPasswordField, type NewPasswordValue } from '../../forms/NewPasswordField';
import { applyPayloadErrors } from '../../forms/payloadErrors';
import {
  meetsAllRules,
  newPasswordProblem,
  newPasswordStrings as P,
  type PasswordCheck,
  type PasswordRule,
} from '../../forms/passwordRules';
import { useSharedCheck } from '../../forms/sharedCheck';
import { FormPanelFooter, SidePanel } from '../../shell/SidePanel';
import { profileStrings as S } from './strings';
import { useChangePasswordMutation } from './useChangePasswordMutation';
import { useCheckProfilePasswordMutation } from './useCheckProfilePasswordMutation';

interface Values {
  currentPassword: string;
  newPassword: NewPasswordValue;
}

type Checked = { password: string; checks: readonly PasswordCheck[] | null } | null;

/**
 * Rule 512 ("isn't a previous password") is judged only with the current password, at the change
 * itself: a live check with it would count every wrong guess as a failed login. The form's own
 * gate therefore waits for the other rules, and the server's answer shows 512 when it fails.
 */
const PREVIOUS_PASSWORD_RULE = 512;

function ChangePasswordForm({
  formId,
  rules,
  onChanged,
  onBusy,
}: {
  formId: string;
  rules: readonly PasswordRule[];
  onChanged: () => void;
  onBusy: (busy: boolean) => void;
}) {
  const [checkPassword] = useCheckProfilePasswordMutation();
  const [changePassword] = useChangePasswordMutation();
  const [checked, setChecked] = useState<Checked>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const liveRules = rules.filter((rule) => rule.code !== PREVIOUS_PASSWORD_RULE);
  const {
    control,
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<Values>({
    mode: 'onBlur',
    defaultValues: { currentPassword: '', newPassword: { password: '', confirmation: '' } },
  });

  const check = useSharedCheck(async (password: string) => {
    const { checkProfilePassword: payload } = await checkPassword({ input: { password } });
    return payload.checks.length > 0 ? payload.checks : null;
  });

  const onChecks = (password: string, checks: readonly PasswordCheck[] | null) => {
    setChecked({ password, checks });
    if (meetsAllRules(liveRules, checks)) setBanner((current) => (current === P.meetAllCriteria ? null : current));
  };

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setBanner(null);
    onBusy(true);
    try {
      // A quick submit never waits for the debounce: a password the shown checks are not for is checked now.
      let checks = checked?.password === newPassword.password ? checked.checks : null;
      if (newPassword.password && checked?.password !== newPassword.password) {
        checks = await check(newPassword.password);
        onChecks(newPassword.password, checks);
      }
      const problem = newPasswordProblem(newPassword.password, newPassword.confirmation, liveRules, checks);
      if (problem) {
        setError('newPassword', {
          type: problem,
          message: problem === 'required' ? P.required : problem === 'rules' ? P.meetRequirements : P.mismatch,
        });
        if (problem === 'rules') setBanner(P.meetAllCriteria);
        return;
      }
      const { changePassword: payload } = await changePassword({
        input: { currentPassword, password: newPassword.password, passwordConfirmation: newPassword.confirmation },
      });
      if (payload.changed) {
        onChanged();
        return;
      }
      if (payload.checks.length > 0) setChecked({ password: newPassword.password, checks: payload.checks });
      // The api names the new password `password` (and its confirmation): both belong to the one field here.
      const onNew = payload.errors.filter(
        (error) => error.field === 'password' || error.field === 'passwordConfirmation',
      );
      if (onNew[0]) setError('newPassword', { type: 'server', message: onNew[0].message });
      setBanner(
        applyPayloadErrors(
          payload.errors.filter((error) => !onNew.includes(error)),
          setError,
          ['currentPassword'],
        ),
      );
    } catch {
      setBanner(S.failed);
    } finally {
      onBusy(false);
    }
  });

  const newPasswordError = errors.newPassword?.message ?? null;
  return (
    <form id={formId} noValidate onSubmit={(event) => void submit(event)} aria-label={S.changePasswordTitle}>
      <Stack gap="5">
        <FormBanner message={banner} />
        <Field.Root invalid={Boolean(errors.currentPassword)} required>
          <Field.Label fontWeight="600" color="gray.800">
            {S.currentPassword}
          </Field.Label>
          <Input
            type="password"
            autoComplete="current-password"
            size="lg"
            {...register('currentPassword', { required: P.required })}
          />
          <Field.ErrorText>{errors.currentPassword?.message}</Field.ErrorText>
        </Field.Root>
        <Controller
          control={control}
          name="newPassword"
          rules={{ validate: (value) => (value.password ? true : P.required) }}
          render={({ field }) => (
            <NewPasswordField
              value={field.value}
              onChange={(next) => {
                field.onChange(next);
                clearErrors('newPassword');
              }}
              rules={rules}
              checkPassword={check}
              checked={checked}
              onChecks={onChecks}
              passwordError={newPasswordError && errors.newPassword?.type !== 'mismatch' ? newPasswordError : null}
              confirmationError={errors.newPassword?.type === 'mismatch' ? newPasswordError : null}
            />
          )}
        />
      </Stack>
    </form>
  );
}

export function ChangePasswordPanel({
  open,
  rules,
  onClose,
}: {
  open: boolean;
  rules: readonly PasswordRule[];
  onClose: (changed: boolean) => void;
}) {
  const formId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <SidePanel
      kind="change-password"
      open={open}
      onClose={() => (busy ? undefined : onClose(false))}
      title={S.changePasswordTitle}
      footer={
        <FormPanelFooter
          formId={formId}
          onCancel={() => onClose(false)}
          cancelLabel={S.cancel}
          submitLabel={S.savePassword}
          busy={busy}
          busyLabel={S.savingPassword}
        />
      }
    >
      <ChangePasswordForm formId={formId} rules={rules} onBusy={setBusy} onChanged={() => onClose(true)} />
    </SidePanel>
  );
}
