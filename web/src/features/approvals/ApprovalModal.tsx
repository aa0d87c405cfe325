// The Approve and Reject confirmation modal: with selections it asks to confirm
// and shows "Processing..." while submitting; with none it says so and offers Close. A second
// submission is blocked while the first runs; after success it closes 300 ms later. A rejection
// may carry a reason (a react-hook-form field), which the employee reads on the benefit;
// approving needs none.
import { Alert, Button, Field, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ModalDialog } from '../../shell/ModalDialog';
import { type ApprovalAction, approvalStrings as S, modalCloseMs, REASON_MAX_LENGTH } from './strings';

export function ApprovalModal({
  action,
  selectedCount,
  onConfirm,
  onClose,
  onDone,
}: {
  action: ApprovalAction | null;
  selectedCount: number;
  /** Submits (with the rejection's reason, null when none was given); answers an error message, or null on success. */
  onConfirm: (action: ApprovalAction, reason: string | null) => Promise<string | null>;
  onClose: () => void;
  /** After a confirmed action, once the modal has closed. */
  onDone: () => void;
}) {
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The rejection's reason: optional, so no rules; its length is counted as it is typed.
  const { register, control, getValues, reset } = useForm({ defaultValues: { reason: '' } });
  const reasonLength = useWatch({ control, name: 'reason' }).length;
  const inFlight = useRef(false);
  const open = action !== null;

  const confirm = async () => {
    if (!action || inFlight.current) return;
    inFlight.current = true;
    setProcessing(true);
    setError(null);
    try {
      const failure = await onConfirm(action, action === 'reject' ? getValues('reason').trim() || null : null);
      if (failure) {
        setError(failure);
        inFlight.current = false;
        setProcessing(false);
        return;
      }
      // Stays in "Processing..." (so nothing can be sent twice) until it closes.
      setTimeout(() => {
        reset();
        onClose();
        onDone();
      }, modalCloseMs);
    } catch {
      setError(S.somethingWentWrong);
      inFlight.current = false;
      setProcessing(false);
    }
  };

  const close = () => {
    if (inFlight.current) return;
    setError(null);
    reset();
    onClose();
  };

  // The dialog fades out after it closes: it keeps showing the action it was opened for.
  const [shown, setShown] = useState(action);
  if (action && action !== shown) setShown(action);
  const verb = action ?? shown ?? 'approve';

  return (
    <ModalDialog
      open={open}
      onClose={close}
      role="alertdialog"
      title={S.confirmTitle(verb)}
      closable={!processing}
      footer={
        selectedCount > 0 ? (
          <>
            <Button variant="outline" onClick={close} disabled={processing}>
              {S.cancel}
            </Button>
            <Button
              colorPalette={verb === 'approve' ? 'brand' : 'red'}
              onClick={() => void confirm()}
              disabled={processing}
              aria-disabled={processing}
            >
              {processing ? S.processing : verb === 'approve' ? S.approve : S.reject}
            </Button>
          </>
        ) : (
          <Button colorPalette="brand" onClick={close}>
            {S.close}
          </Button>
        )
      }
    >
      <Text>{selectedCount > 0 ? S.areYouSure(verb) : S.noneSelected(verb)}</Text>
      {selectedCount > 0 && verb === 'reject' ? (
        <Field.Root mt="4" disabled={processing}>
          <Field.Label fontWeight="600" color="gray.800">
            {S.reasonLabel}
          </Field.Label>
          <Textarea rows={4} maxLength={REASON_MAX_LENGTH} {...register('reason')} />
          <Field.HelperText color="gray.700">{S.reasonHelp(reasonLength)}</Field.HelperText>
        </Field.Root>
      ) : null}
      {error ? (
        <Alert.Root status="error" rounded="lg" mt="4">
          <Alert.Indicator />
          <Alert.Title role="alert">{error}</Alert.Title>
        </Alert.Root>
      ) : null}
    </ModalDialog>
  );
}
