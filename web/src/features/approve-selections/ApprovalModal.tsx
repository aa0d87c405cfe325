// The Approve and Reject confirmation modal (spec section 4): with selections it asks to confirm
// and shows "Processing..." while submitting; with none it says so and offers Close. A second
// submission is blocked while the first runs; after success it closes 300 ms later.
import { Alert, Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { type ApprovalAction, approvalStrings as S, modalCloseMs } from './strings';

export function ApprovalModal({
  action,
  selectedCount,
  onConfirm,
  onClose,
  onDone,
}: {
  action: ApprovalAction | null;
  selectedCount: number;
  /** Submits; answers an error message, or null on success. */
  onConfirm: (action: ApprovalAction) => Promise<string | null>;
  onClose: () => void;
  /** After a confirmed action, once the modal has closed. */
  onDone: () => void;
}) {
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const open = action !== null;

  const confirm = async () => {
    if (!action || inFlight.current) return;
    inFlight.current = true;
    setProcessing(true);
    setError(null);
    try {
      const failure = await onConfirm(action);
      if (failure) {
        setError(failure);
        inFlight.current = false;
        setProcessing(false);
        return;
      }
      // Stays in "Processing..." (so nothing can be sent twice) until it closes.
      setTimeout(() => {
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
    onClose();
  };

  return (
    <Dialog.Root lazyMount unmountOnExit open={open} onOpenChange={(details) => (details.open ? undefined : close())} placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            {action ? (
              <>
                <Dialog.Header>
                  <Dialog.Title>{S.confirmTitle(action)}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Text>{selectedCount > 0 ? S.areYouSure(action) : S.noneSelected(action)}</Text>
                  {error ? (
                    <Alert.Root status="error" rounded="lg" mt="4">
                      <Alert.Indicator />
                      <Alert.Title role="alert">{error}</Alert.Title>
                    </Alert.Root>
                  ) : null}
                </Dialog.Body>
                <Dialog.Footer>
                  {selectedCount > 0 ? (
                    <>
                      <Button variant="outline" onClick={close} disabled={processing}>
                        {S.cancel}
                      </Button>
                      <Button
                        colorPalette={action === 'approve' ? 'brand' : 'red'}
                        onClick={() => void confirm()}
                        disabled={processing}
                        aria-disabled={processing}
                      >
                        {processing ? S.processing : action === 'approve' ? S.approve : S.reject}
                      </Button>
                    </>
                  ) : (
                    <Button colorPalette="brand" onClick={close}>
                      {S.close}
                    </Button>
                  )}
                </Dialog.Footer>
                {processing ? null : (
                  <Dialog.CloseTrigger asChild>
                    <CloseButton size="sm" />
                  </Dialog.CloseTrigger>
                )}
              </>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
