// The password step of activation and the reset wizard: NewPasswordField (the password and its
// confirmation as two fields of the step's form), Cancel and Next. A submit is refused here unless
// every rule is met and the confirmation matches (passwordRules.ts decides); the server judges
// again and its checks replace ours. A submit never waits for the field's debounce: when the
// shown checks are not for the password as typed now, it checks that password at once (a quick
// Next was once refused while every rule showed ✓).
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import type { NewPasswordForm_query$key } from '../__generated__/NewPasswordForm_query.graphql';
import type { FieldErrorData } from './DateOfBirthForm';
import { NewPasswordField } from './NewPasswordField';
import { meetsAllRules, newPasswordProblem, newPasswordStrings as S, type PasswordCheck } from './passwordRules';
import { useSharedCheck } from './sharedCheck';
import { StepForm, type StepLabels } from './StepForm';

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
  checkPassword: (
    password: string,
  ) => Promise<{ readonly linkExpired: boolean; readonly checks: readonly PasswordCheck[] }>;
  /** Sends the password; resolves undefined when done (the caller has moved on), else the refusal. */
  submit: (password: string, confirmation: string) => Promise<NewPasswordOutcome | undefined>;
  /** The password was refused (here or by the server): the flow lowers its progress. */
  onRefused: () => void;
  onLinkExpired: (message: string) => void;
  onCancel: () => void;
  labels: StepLabels & { failed: string };
}

interface NewPasswordValues {
  password: string;
  confirmation: string;
}

export function NewPasswordForm({
  query,
  checkPassword,
  submit,
  onRefused,
  onLinkExpired,
  onCancel,
  labels,
}: NewPasswordFormProps) {
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
  const form = useForm<NewPasswordValues>({
    // The rules are the server's, judged when Next is pressed; an error goes once its field changes.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { password: '', confirmation: '' },
    shouldFocusError: false,
  });
  const {
    control,
    setError,
    clearErrors,
    getFieldState,
    formState: { errors },
  } = form;
  const password = useController({ control, name: 'password' });
  const confirmation = useController({ control, name: 'confirmation' });
  // The server's checks and the password they are for.
  const [checked, setChecked] = useState<{ password: string; checks: readonly PasswordCheck[] | null } | null>(null);

  const check = useSharedCheck(async (typed: string) => {
    const result = await checkPassword(typed);
    if (result.linkExpired) onLinkExpired('');
    return result.checks.length > 0 ? result.checks : null;
  });

  const onChecks = (typed: string, checks: readonly PasswordCheck[] | null) => {
    setChecked({ password: typed, checks });
    // The "meet the rules" messages go as soon as the rules are met.
    if (meetsAllRules(rules, checks)) {
      clearErrors('root.rules');
      if (getFieldState('password').error?.type === 'rules') clearErrors('password');
    }
  };

  const showProblem = (problem: ReturnType<typeof newPasswordProblem>) => {
    if (problem === 'required') setError('password', { type: 'required', message: S.required });
    else if (problem === 'rules') setError('password', { type: 'rules', message: S.meetRequirements });
    else clearErrors('password');
    if (problem === 'mismatch') setError('confirmation', { type: 'mismatch', message: S.mismatch });
    else clearErrors('confirmation');
    if (problem === 'rules') setError('root.rules', { type: 'rules', message: S.meetAllCriteria });
  };

  const send = async (values: NewPasswordValues) => {
    let checks = checked?.password === values.password ? checked.checks : null;
    if (values.password && checked?.password !== values.password) {
      checks = await check(values.password);
      onChecks(values.password, checks);
    }
    const problem = newPasswordProblem(values.password, values.confirmation, rules, checks);
    showProblem(problem);
    if (problem) {
      onRefused();
      return;
    }
    const outcome = await submit(values.password, values.confirmation);
    if (!outcome) return;
    if (outcome.linkExpired) {
      onLinkExpired(outcome.errors[0]?.message ?? '');
      return;
    }
    if (outcome.checks.length > 0) setChecked({ password: values.password, checks: outcome.checks });
    for (const [name, field] of [
      ['password', 'password'],
      ['confirmation', 'passwordConfirmation'],
    ] as const) {
      const message = outcome.errors.find((each) => each.field === field)?.message;
      if (message) setError(name, { type: 'server', message });
      else clearErrors(name);
    }
    const general = outcome.errors.filter((each) => each.field !== 'password' && each.field !== 'passwordConfirmation');
    setError('root.server', {
      type: 'server',
      message: general.length > 0 ? general.map((each) => each.message).join(' ') : labels.failed,
    });
    onRefused();
  };

  return (
    <StepForm
      form={form}
      onValid={send}
      banner={errors.root?.rules?.message ?? errors.root?.server?.message ?? null}
      onCancel={onCancel}
      labels={labels}
    >
      <NewPasswordField
        value={{ password: password.field.value, confirmation: confirmation.field.value }}
        onChange={(next) => {
          if (next.password !== password.field.value) {
            password.field.onChange(next.password);
            clearErrors('password');
          }
          if (next.confirmation !== confirmation.field.value) {
            confirmation.field.onChange(next.confirmation);
            clearErrors('confirmation');
          }
        }}
        rules={rules}
        checkPassword={check}
        checked={checked}
        onChecks={onChecks}
        passwordError={errors.password?.message}
        confirmationError={errors.confirmation?.message}
      />
    </StepForm>
  );
}
