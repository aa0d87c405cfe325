// The claim form of a benefit that takes claims (the Health Cash Plan): amount, date of treatment,
// description and receipt, checked here as the api would (claimForm.ts); then the receipt is
// uploaded and makeClaim names it. What the api still refuses is shown on its field, or above
// the form.
import { Alert, Box, Button, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { checkClaim, claimFieldOf, RECEIPT_ACCEPT, todayInLondon, type ClaimField } from './claimForm';
import { benefitStrings as S } from './strings';
import { uploadReceipt } from './uploadReceipt';
import { useMakeClaimMutation } from './useMakeClaimMutation';

const empty = { amount: '', treatmentDate: '', description: '' };

export function ClaimForm({ benefitId }: { benefitId: string }) {
  const [values, setValues] = useState(empty);
  const [receipt, setReceipt] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<ClaimField, string>>>({});
  const [banner, setBanner] = useState<{ ok: boolean; message: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [makeClaim, claiming] = useMakeClaimMutation();
  const fileInput = useRef<HTMLInputElement>(null);
  const busy = uploading || claiming;
  const today = todayInLondon();

  const set = (field: keyof typeof empty) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBanner(null);
    const checked = checkClaim({ ...values, receipt }, today, S);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0 || checked.amount === null || !receipt) {
      setBanner({ ok: false, message: S.correctErrors });
      return;
    }
    setUploading(true);
    const upload = await uploadReceipt(receipt, S.failed);
    setUploading(false);
    if (!upload.ok) {
      setErrors({ receipt: upload.message });
      setBanner({ ok: false, message: S.correctErrors });
      return;
    }
    try {
      const { makeClaim: payload } = await makeClaim({
        input: { benefitId, amount: checked.amount, treatmentDate: values.treatmentDate, description: values.description.trim(), receiptUploadId: upload.uploadId },
      });
      if (payload.errors.length > 0) {
        const onFields: Partial<Record<ClaimField, string>> = {};
        const other: string[] = [];
        for (const error of payload.errors) {
          const field = claimFieldOf(error.field);
          if (field) onFields[field] = error.message;
          else other.push(error.message);
        }
        setErrors(onFields);
        setBanner({ ok: false, message: other[0] ?? S.correctErrors });
        return;
      }
      setValues(empty);
      setReceipt(null);
      if (fileInput.current) fileInput.current.value = '';
      setBanner({ ok: true, message: S.claimSent });
    } catch {
      setBanner({ ok: false, message: S.failed });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="claim-form">
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
          <Input name="amount" inputMode="decimal" autoComplete="off" value={values.amount} onChange={set('amount')} bg="white" maxW="12rem" />
          <Field.HelperText color="gray.700">{S.claimAmountHint}</Field.HelperText>
          <Field.ErrorText>{errors.amount}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.treatmentDate)} required>
          <Field.Label>{S.treatmentDate}</Field.Label>
          <Input name="treatmentDate" type="date" max={today} value={values.treatmentDate} onChange={set('treatmentDate')} bg="white" maxW="12rem" />
          <Field.ErrorText>{errors.treatmentDate}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.description)} required>
          <Field.Label>{S.description}</Field.Label>
          <Textarea name="description" rows={3} maxLength={1000} value={values.description} onChange={set('description')} bg="white" />
          <Field.HelperText color="gray.700">{S.descriptionHint}</Field.HelperText>
          <Field.ErrorText>{errors.description}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.receipt)} required>
          <Field.Label>{S.receipt}</Field.Label>
          <Input
            ref={fileInput}
            name="receipt"
            type="file"
            accept={RECEIPT_ACCEPT}
            onChange={(event) => setReceipt(event.currentTarget.files?.[0] ?? null)}
            bg="white"
            py="1.5"
            h="auto"
          />
          <Field.HelperText color="gray.700">{S.receiptHint}</Field.HelperText>
          <Field.ErrorText>{errors.receipt}</Field.ErrorText>
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
