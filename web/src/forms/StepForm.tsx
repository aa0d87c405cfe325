// A step of the account flows (activation, the reset wizard): a banner for what belongs to no
// one field, the step's fields, then Cancel and Next. The step's form (react-hook-form) holds its
// fields and their errors; Next shows that the step is being sent, and a second Next meanwhile is
// ignored. A send that throws (the network) puts labels.networkError in the banner.
import { Button, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormBanner } from './FormBanner';

export interface StepLabels {
  cancel: string;
  next: string;
  /** Shown when the step could not be sent at all. */
  networkError: string;
}

export interface StepFormProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** Sends the step once its fields pass their rules. */
  onValid: (values: T) => Promise<void>;
  /** The fields' rules refused the step. */
  onInvalid?: () => void;
  /** The banner's message; by default the server's (the form's root.server error). */
  banner?: string | null;
  onCancel: () => void;
  labels: StepLabels;
  children: ReactNode;
}

export function StepForm<T extends FieldValues>({
  form,
  onValid,
  onInvalid,
  banner,
  onCancel,
  labels,
  children,
}: StepFormProps<T>) {
  const { handleSubmit, setError, formState } = form;
  const { isSubmitting: busy, errors } = formState;
  const submit = handleSubmit(
    async (values) => {
      try {
        await onValid(values);
      } catch {
        setError('root.server', { type: 'network', message: labels.networkError });
      }
    },
    () => onInvalid?.(),
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (busy) event.preventDefault();
        else void submit(event);
      }}
    >
      <Stack gap="6">
        <FormBanner message={banner === undefined ? (errors.root?.server?.message ?? null) : banner} />
        {children}
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
