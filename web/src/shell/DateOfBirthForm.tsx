// The date-of-birth step of activation and the reset wizard: the three-field input, Cancel and
// Next. The date is checked here first (required, real, plausible year), then by the server.
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { DateOfBirthInput } from './DateOfBirthInput';
import { checkDate, dateOfBirthStrings, dateProblemMessage, EMPTY_DATE, toPayloadDate, type DateParts } from './dateOfBirth';
import { FormBanner } from './FormBanner';

export interface FieldErrorData {
  readonly field: string | null | undefined;
  readonly message: string;
}

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
  labels: { cancel: string; next: string; networkError: string };
}

/** Dates of birth: no earlier than 1900, no later than this year. */
const YEAR_LIMITS = { minYear: 1900, maxYear: new Date().getFullYear() };

export function DateOfBirthForm({ initial = EMPTY_DATE, verify, onVerified, onRefused, onLinkExpired, onCancel, labels }: DateOfBirthFormProps) {
  const [value, setValue] = useState<DateParts>(initial);
  const [error, setError] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    const check = checkDate(value, YEAR_LIMITS);
    if (!check.valid) {
      setError(dateProblemMessage(check.problem));
      onRefused();
      return;
    }
    setError(null);
    setBusy(true);
    try {
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
      else setBanner(message);
      onRefused();
    } catch {
      setBanner(labels.networkError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="6">
        <FormBanner message={banner} />
        <DateOfBirthInput value={value} onChange={setValue} error={error} autoFocus {...YEAR_LIMITS} />
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
