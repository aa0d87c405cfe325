// The claim form of a benefit that takes claims (the Health Cash Plan): amount, date of treatment,
// description and receipt, fields of one react-hook-form form checked here as the api would
// (claimForm.ts, through a resolver); then the receipt is uploaded and makeClaim names it. What the
// api still refuses is shown on its field (setError), or above the form.
import { Alert, Box, Button, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver, type ResolverResult } from 'react-hook-form';
import { checkClaim, claimFieldOf, RECEIPT_ACCEPT, todayInLondon, type ClaimField } from './claimForm';
import { benefitStrings as S } from './strings';
import { uploadReceipt } from './uploadReceipt';
import { useMakeClaimMutation } from './useMakeClaimMutation';

interface ClaimValues {
  amount: string;
  /** YYYY-MM-DD, as the date input gives it. */
  treatmentDate: string;
  description: string;
  receipt: FileList | null;
}

/** What a claim that passed claimForm.ts's checks sends. */
interface CheckedClaim {
  amount: number;
  treatmentDate: string;
  description: string;
  receipt: File;
}

const empty: ClaimValues = { amount: '', treatmentDate: '', description: '', receipt: null };

/** The form's checks are claimForm.ts's, the api's own (a resolver: one decision for the whole claim). */
function claimResolver(today: string): Resolver<ClaimValues, unknown, CheckedClaim> {
  return (values): ResolverResult<ClaimValues, CheckedClaim> => {
    const receipt = values.receipt?.[0] ?? null;
    const { errors, amount } = checkClaim({ ...values, receipt }, today, S);
    if (Object.keys(errors).length > 0 || amount === null || !receipt) {
      const fieldErrors: FieldErrors<ClaimValues> = {};
      for (const [field, message] of Object.entries(errors) as [ClaimField, string][])
        fieldErrors[field] = { type: 'validate', message };
      return { values: {}, errors: fieldErrors };
    }
    return {
      values: { amount, treatmentDate: values.treatmentDate, description: values.description.trim(), receipt },
      errors: {},
    };
  };
}

export function ClaimForm({ benefitId }: { benefitId: string }) {
  const today = todayInLondon();
  const { register, handleSubmit, setError, reset, formState } = useForm<ClaimValues, unknown, CheckedClaim>({
    resolver: claimResolver(today),
    // Checked when the claim is submitted; the messages stay until the next submit.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: empty,
    shouldFocusError: false,
  });
  const { errors, isSubmitting: busy } = formState;
  const [sent, setSent] = useState(false);
  const [makeClaim] = useMakeClaimMutation();

  const correctErrors = (message: string = S.correctErrors) => setError('root.server', { type: 'server', message });

  const submit = handleSubmit(
    async ({ amount, treatmentDate, description, receipt }) => {
      const upload = await uploadReceipt(receipt, S.failed);
      if (!upload.ok) {
        setError('receipt', { type: 'server', message: upload.message });
        correctErrors();
        return;
      }
      try {
        const { makeClaim: payload } = await makeClaim({
          input: { benefitId, amount, treatmentDate, description, receiptUploadId: upload.uploadId },
        });
        if (payload.errors.length > 0) {
          const other: string[] = [];
          for (const error of payload.errors) {
            const field = claimFieldOf(error.field);
            if (field) setError(field, { type: 'server', message: error.message });
            else other.push(error.message);
          }
          correctErrors(other[0]);
          return;
        }
        // Empties every field, the file picker too (the form's own reset).
        reset();
        setSent(true);
      } catch {
        correctErrors(S.failed);
      }
    },
    () => correctErrors(),
  );
  const failure = errors.root?.server?.message;
  const banner = failure ? { ok: false, message: failure } : sent && !busy ? { ok: true, message: S.claimSent } : null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        setSent(false);
        void submit(event);
      }}
      aria-labelledby="claim-form"
    >
      <Stack gap="4">
        <Box as="h3" id="claim-form" fontSize="md" fontWeight="700" color="gray.900">
          {S.claimForm}
        </Box>
        <Box aria-live="polite">
          {banner ? (
            <Alert.Root status={banner.ok ? 'success' : 'error'} rounded="lg" role={banner.ok ? 'status' : 'alert'}>
              <Alert.Indicator />
              <Alert.Description>{banner.message}</Alert.Description>
            </Alert.Root>
          ) : null}
        </Box>
        <Field.Root invalid={Boolean(errors.amount)} required>
          <Field.Label>{S.claimAmount}</Field.Label>
          <Input inputMode="decimal" autoComplete="off" {...register('amount')} bg="white" maxW="12rem" />
          <Field.HelperText color="gray.700">{S.claimAmountHint}</Field.HelperText>
          <Field.ErrorText>{errors.amount?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.treatmentDate)} required>
          <Field.Label>{S.treatmentDate}</Field.Label>
          <Input type="date" max={today} {...register('treatmentDate')} bg="white" maxW="12rem" />
          <Field.ErrorText>{errors.treatmentDate?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.description)} required>
          <Field.Label>{S.description}</Field.Label>
          <Textarea rows={3} maxLength={1000} {...register('description')} bg="white" />
          <Field.HelperText color="gray.700">{S.descriptionHint}</Field.HelperText>
          <Field.ErrorText>{errors.description?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.receipt)} required>
          <Field.Label>{S.receipt}</Field.Label>
          <Input type="file" accept={RECEIPT_ACCEPT} {...register('receipt')} bg="white" py="1.5" h="auto" />
          <Field.HelperText color="gray.700">{S.receiptHint}</Field.HelperText>
          <Field.ErrorText>{errors.receipt?.message}</Field.ErrorText>
        </Field.Root>
        <Box>
          <Button type="submit" colorPalette="brand" loading={busy} loadingText={S.submittingClaim}>
            {S.submitClaim}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
