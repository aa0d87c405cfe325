// The date-of-birth step of activation and the reset wizard: the three-field input, Cancel and
// Next. The date is checked here first (required, real, plausible year), then by the server.
import { useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import { DateOfBirthInput } from './DateOfBirthInput';
import { checkDate, dateOfBirthStrings, dateProblemMessage, EMPTY_DATE, toPayloadDate, type DateParts } from './dateOfBirth';
import { StepForm, type StepLabels, useStepState } from './StepForm';

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

export function DateOfBirthForm({ initial = EMPTY_DATE, verify, onVerified, onRefused, onLinkExpired, onCancel, labels }: DateOfBirthFormProps) {
  const [value, setValue] = useState<DateParts>(initial);
  const [error, setError] = useState<string | null>(null);
  const step = useStepState(labels.networkError);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    step.setBanner(null);
    const check = checkDate(value, YEAR_LIMITS);
    if (!check.valid) {
      setError(dateProblemMessage(check.problem));
      onRefused();
      return;
    }
    setError(null);
    await step.send(async () => {
      const outcome = await verify(toPayloadDate(value));
      if (outcome.verified) {
        onVerified(value);
        return;
      }
      const message = outcome.errors[0]?.message ?? dateOfBirthStrings.noMatch;
      if (outcome.linkExpired) {
        onLinkExpired(message);
        return;
      }
      const fieldError = outcome.errors.find((each) => each.field === 'dateOfBirth');
      if (fieldError) setError(fieldError.message);
      else step.setBanner(message);
      onRefused();
    });
  };

  return (
    <StepForm onSubmit={submit} step={step} onCancel={onCancel} labels={labels}>
      <DateOfBirthInput value={value} onChange={setValue} error={error} autoFocus {...YEAR_LIMITS} />
    </StepForm>
  );
}
