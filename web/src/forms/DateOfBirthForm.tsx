// The date-of-birth step of activation and the reset wizard: the three-field input (a Controller
// field), Cancel and Next. The date is checked here first (required, real, plausible year, by
// dateOfBirth.ts), then by the server, whose refusal goes on the field or in the banner.
import { Controller, useForm } from 'react-hook-form';
import { graphql } from 'react-relay';
import { DateOfBirthInput } from './DateOfBirthInput';
import {
  checkDate,
  dateOfBirthStrings,
  dateProblemMessage,
  EMPTY_DATE,
  toPayloadDate,
  type DateParts,
} from './dateOfBirth';
import { StepForm, type StepLabels } from './StepForm';

export interface FieldErrorData {
  readonly field: string | null | undefined;
  readonly message: string;
}

/**
 * What the form reads from either flow's answer to a date of birth: declared once, here, and
 * spread unmasked (@relay(mask: false)) by each flow's mutation.
 */
export const dateOfBirthOutcomeFragment = graphql`
  fragment DateOfBirthForm_outcome on VerifyDateOfBirthPayload {
    verified
    linkExpired
    errors {
      field
      message
    }
  }
`;

export interface DateOfBirthOutcome {
  readonly verified: boolean;
  readonly linkExpired: boolean;
  readonly errors: readonly FieldErrorData[];
}

export interface DateOfBirthFormProps {
  initial?: DateParts;
  /** Sends the date (DD/MM/YYYY) to the server. */
  verify: (dateOfBirth: string) => Promise<DateOfBirthOutcome>;
  onVerified: (parts: DateParts) => void;
  /** The date was refused (here or by the server): the flow lowers its progress. */
  onRefused: () => void;
  onLinkExpired: (message: string) => void;
  onCancel: () => void;
  labels: StepLabels;
}

/** Dates of birth: no earlier than 1900, no later than this year. */
const YEAR_LIMITS = { minYear: 1900, maxYear: new Date().getFullYear() };

/** Required, a real date, a plausible year: the server judges the rest. */
function dateRule(value: DateParts): true | string {
  const check = checkDate(value, YEAR_LIMITS);
  return check.valid || dateProblemMessage(check.problem);
}

interface DateOfBirthValues {
  dateOfBirth: DateParts;
}

export function DateOfBirthForm({
  initial = EMPTY_DATE,
  verify,
  onVerified,
  onRefused,
  onLinkExpired,
  onCancel,
  labels,
}: DateOfBirthFormProps) {
  const form = useForm<DateOfBirthValues>({
    // Checked when Next is pressed; its message stays until the next press.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { dateOfBirth: initial },
    shouldFocusError: false,
  });
  const { control, setError } = form;

  const send = async ({ dateOfBirth }: DateOfBirthValues) => {
    const outcome = await verify(toPayloadDate(dateOfBirth));
    if (outcome.verified) {
      onVerified(dateOfBirth);
      return;
    }
    const message = outcome.errors[0]?.message ?? dateOfBirthStrings.noMatch;
    if (outcome.linkExpired) {
      onLinkExpired(message);
      return;
    }
    const fieldError = outcome.errors.find((each) => each.field === 'dateOfBirth');
    if (fieldError) setError('dateOfBirth', { type: 'server', message: fieldError.message });
    else setError('root.server', { type: 'server', message });
    onRefused();
  };

  return (
    <StepForm form={form} onValid={send} onInvalid={onRefused} onCancel={onCancel} labels={labels}>
      <Controller
        control={control}
        name="dateOfBirth"
        rules={{ validate: dateRule }}
        render={({ field, fieldState }) => (
          <DateOfBirthInput
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            autoFocus
            {...YEAR_LIMITS}
          />
        )}
      />
    </StepForm>
  );
}
