// The password step of activation and the reset wizard: NewPasswordField, Cancel and Next. A
// submit is refused here unless every rule is met and the confirmation matches; the server judges
// again and its checks replace ours.
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { FieldErrorData } from './DateOfBirthForm';
import { FormBanner } from './FormBanner';
import { NewPasswordField, type NewPasswordValue } from './NewPasswordField';
import { newPasswordProblem, newPasswordStrings as S, type PasswordCheck } from './passwordRules';

export interface NewPasswordOutcome {
  readonly linkExpired: boolean;
  readonly checks: readonly PasswordCheck[];
  readonly errors: readonly FieldErrorData[];
}

export interface NewPasswordFormProps {
  checkPassword: (password: string) => Promise<{ readonly linkExpired: boolean; readonly checks: readonly PasswordCheck[] }>;
  /** Sends the password; resolves undefined when done (the caller has moved on), else the refusal. */
  submit: (password: string, confirmation: string) => Promise<NewPasswordOutcome | undefined>;
  /** The password was refused (here or by the server): the flow lowers its progress. */
  onRefused: () => void;
  onLinkExpired: (message: string) => void;
  onCancel: () => void;
  labels: { cancel: string; next: string; networkError: string; failed: string };
}

export function NewPasswordForm({ checkPassword, submit, onRefused, onLinkExpired, onCancel, labels }: NewPasswordFormProps) {
  const [value, setValue] = useState<NewPasswordValue>({ password: '', confirmation: '' });
  const [checks, setChecks] = useState<readonly PasswordCheck[] | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [confirmationError, setConfirmationError] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const check = async (password: string) => {
    const result = await checkPassword(password);
    if (result.linkExpired) onLinkExpired('');
    return result.checks.length > 0 ? result.checks : null;
  };

  const showProblem = (problem: ReturnType<typeof newPasswordProblem>) => {
    setPasswordError(problem === 'required' ? S.required : problem === 'rules' ? S.meetRequirements : null);
    setConfirmationError(problem === 'mismatch' ? S.mismatch : null);
    setBanner(problem === 'rules' ? S.meetAllCriteria : null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblem(value.password, value.confirmation, checks);
    showProblem(problem);
    if (problem) {
      onRefused();
      return;
    }
    setBusy(true);
    try {
      const outcome = await submit(value.password, value.confirmation);
      if (!outcome) return;
      if (outcome.linkExpired) {
        onLinkExpired(outcome.errors[0]?.message ?? '');
        return;
      }
      if (outcome.checks.length > 0) setChecks(outcome.checks);
      const byField = (field: string) => outcome.errors.find((each) => each.field === field)?.message ?? null;
      setPasswordError(byField('password'));
      setConfirmationError(byField('passwordConfirmation'));
      const general = outcome.errors.filter((each) => each.field !== 'password' && each.field !== 'passwordConfirmation');
      setBanner(general.length > 0 ? general.map((each) => each.message).join(' ') : labels.failed);
      onRefused();
    } catch {
      setBanner(labels.networkError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="6">
        <FormBanner message={banner} />
        <NewPasswordField
          value={value}
          onChange={(next) => {
            setValue(next);
            if (next.password !== value.password) setPasswordError(null);
            if (next.confirmation !== value.confirmation) setConfirmationError(null);
          }}
          checkPassword={check}
          checks={checks}
          onChecks={setChecks}
          passwordError={passwordError}
          confirmationError={confirmationError}
        />
        <HStack gap="3" justify="flex-end" flexWrap="wrap">
          <Button type="button" variant="outline" size="lg" onClick={onCancel} disabled={busy}>
            {labels.cancel}
          </Button>
          <Button type="submit" colorPalette="brand" size="lg" loading={busy} minW="8rem">
            {labels.next}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
