// Resend the welcome email to every unregistered employee (companies/{id}/welcome-email-resends),
// after a confirmation: it mails many people at once.
import { Alert, Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ModalDialog } from '../../shell/ModalDialog';
import { useResendWelcomeEmailsMutation } from './useResendWelcomeEmailsMutation';
import { employeeDataStrings as S } from './strings';

export function ResendAllButton({ unregistered }: { unregistered: number }) {
  const [open, setOpen] = useState(false);
  const [resend, sending] = useResendWelcomeEmailsMutation();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const send = async () => {
    try {
      const { resendWelcomeEmails: payload } = await resend({ input: {} });
      setResult(
        payload.errors.length
          ? { ok: false, message: payload.errors[0]!.message }
          : { ok: true, message: S.resendAllDone(payload.queuedCount) },
      );
    } catch {
      setResult({ ok: false, message: S.somethingWentWrong });
    }
    setOpen(false);
  };

  return (
    <Stack gap="3" align="flex-end">
      <Button
        size="sm"
        colorPalette="brand"
        variant="subtle"
        disabled={unregistered === 0}
        onClick={() => setOpen(true)}
      >
        {S.resendAll}
      </Button>
      {result ? (
        <Alert.Root status={result.ok ? 'success' : 'error'} rounded="lg" size="sm">
          <Alert.Indicator />
          <Alert.Title role={result.ok ? 'status' : 'alert'}>{result.message}</Alert.Title>
        </Alert.Root>
      ) : null}
      {/* Mounted only while open: a closed dialog left in the page kept its backdrop over the
          page after a report download appended a link to the body. */}
      {open ? (
        <ModalDialog
          open
          onClose={() => setOpen(false)}
          role="alertdialog"
          title={S.resendAllTitle}
          footer={
            <>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{S.cancel}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="brand" loading={sending} loadingText={S.sending} onClick={() => void send()}>
                {S.resendAllConfirm}
              </Button>
            </>
          }
        >
          <Text>{S.resendAllQuestion(unregistered)}</Text>
        </ModalDialog>
      ) : null}
    </Stack>
  );
}
