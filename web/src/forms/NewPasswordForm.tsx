// The password step of activation and the reset wizard: NewPasswordField, Cancel and Next. A
// submit is refused here unless every rule is met and the confirmation matches; the server judges
// again and its checks replace ours. A submit never waits for the field's debounce: when the
// shown checks are not for the password as typed now, it checks that password at once (a quick
// Next was once refused while every rule showed ✓, issue 7).
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { NewPasswordForm_query$key } from '../__generated__/NewPasswordForm_query.graphql';
import type { FieldErrorData } from './DateOfBirthForm';
import { NewPasswordField, type NewPasswordValue } from './NewPasswordField';
import { meetsAllRules, newPasswordProblem, newPasswordStrings as S, type PasswordCheck } from './passwordRules';
import { StepForm, type StepLabels, useStepState } from './StepForm';

/**
 * What the form reads from either flow's check of a typed password: declared once, here, and
 * spread unmasked (@relay(mask: false)) by each flow's mutation.
 */
export const passwordCheckedFragment = graphql`
  fragment NewPasswordForm_checked on CheckNewPasswordPayload {
    linkExpired
    checks {
      code
      name
      met
    }
  }
`;

export interface NewPasswordOutcome {
  readonly linkExpired: boolean;
  readonly checks: readonly PasswordCheck[];
  readonly errors: readonly FieldErrorData[];
}

export interface NewPasswordFormProps {
  /** The route query that lists the password rules. */
  query: NewPasswordForm_query$key;
  checkPassword: (password: string) => Promise<{ readonly linkExpired: boolean; readonly checks: readonly PasswordCheck[] }>;
  /** Sends the password; resolves undefined when done (the caller has moved on), else the refusal. */
  submit: (password: string, confirmation: string) => Promise<NewPasswordOutcome | undefined>;
  /** The password was refused (here or by the server): the flow lowers its progress. */
  onRefused: () => void;
  onLinkExpired: (message: string) => void;
  onCancel: () => void;
  labels: StepLabels & { failed: string };
}

export function NewPasswordForm({ query, checkPassword, submit, onRefused, onLinkExpired, onCancel, labels }: NewPasswordFormProps) {
  const { passwordRules: rules } = useFragment(
    graphql`
      fragment NewPasswordForm_query on Query {
        passwordRules {
          code
          name
        }
      }
    `,
    query,
  );
  const [value, setValue] = useState<NewPasswordValue>({ password: '', confirmation: '' });
  // The server's checks and the password they are for.
  const [checked, setChecked] = useState<{ password: string; checks: readonly PasswordCheck[] | null } | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [confirmationError, setConfirmationError] = useState<string | null>(null);
  const step = useStepState(labels.networkError);
  const setBanner = step.setBanner;

  const check = async (password: string) => {
    const result = await checkPassword(password);
    if (result.linkExpired) onLinkExpired('');
    return result.checks.length > 0 ? result.checks : null;
  };

  const onChecks = (password: string, checks: readonly PasswordCheck[] | null) => {
    setChecked({ password, checks });
    // The "meet the rules" messages go as soon as the rules are met.
    if (meetsAllRules(rules, checks)) {
      setBanner((current) => (current === S.meetAllCriteria ? null : current));
      setPasswordError((current) => (current === S.meetRequirements ? null : current));
    }
  };

  const showProblem = (problem: ReturnType<typeof newPasswordProblem>) => {
    setPasswordError(problem === 'required' ? S.required : problem === 'rules' ? S.meetRequirements : null);
    setConfirmationError(problem === 'mismatch' ? S.mismatch : null);
    setBanner(problem === 'rules' ? S.meetAllCriteria : null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await step.send(async () => {
      let checks = checked?.password === value.password ? checked.checks : null;
      if (value.password && checked?.password !== value.password) {
        checks = await check(value.password);
        onChecks(value.password, checks);
      }
      const problem = newPasswordProblem(value.password, value.confirmation, rules, checks);
      showProblem(problem);
      if (problem) {
        onRefused();
        return;
      }
      const outcome = await submit(value.password, value.confirmation);
      if (!outcome) return;
      if (outcome.linkExpired) {
        onLinkExpired(outcome.errors[0]?.message ?? '');
        return;
      }
      if (outcome.checks.length > 0) setChecked({ password: value.password, checks: outcome.checks });
      const byField = (field: string) => outcome.errors.find((each) => each.field === field)?.message ?? null;
      setPasswordError(byField('password'));
      setConfirmationError(byField('passwordConfirmation'));
      const general = outcome.errors.filter((each) => each.field !== 'password' && each.field !== 'passwordConfirmation');
      setBanner(general.length > 0 ? general.map((each) => each.message).join(' ') : labels.failed);
      onRefused();
    });
  };

  return (
    <StepForm onSubmit={onSubmit} step={step} onCancel={onCancel} labels={labels}>
      <NewPasswordField
        value={value}
        onChange={(next) => {
          setValue(next);
          if (next.password !== value.password) setPasswordError(null);
          if (next.confirmation !== value.confirmation) setConfirmationError(null);
        }}
        rules={rules}
        checkPassword={check}
        checked={checked}
        onChecks={onChecks}
        passwordError={passwordError}
        confirmationError={confirmationError}
      />
    </StepForm>
  );
}
