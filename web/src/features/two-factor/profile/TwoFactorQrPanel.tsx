// The two-fa-qr side panel: the current password first, then the QR code of a new secret and
// "Enter the code", which hands the person on to the two-fa-code panel.
import { Button, List, Stack } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { SidePanel } from '../../../shell/SidePanel';
import { profileTwoFactorStrings as S } from '../strings';
import { TwoFactorQrCode } from '../TwoFactorQrCode';
import { CurrentPasswordForm } from './CurrentPasswordForm';
import { useStartTwoFactorSetupMutation } from './mutations';

export interface PendingSecret {
  secret: string;
  url: string;
}

export interface TwoFactorQrPanelProps {
  open: boolean;
  onClose: () => void;
  onEnterCode: (setup: PendingSecret) => void;
}

export function TwoFactorQrPanel({ open, onClose, onEnterCode }: TwoFactorQrPanelProps) {
  const formId = useId();
  const [start] = useStartTwoFactorSetupMutation();
  const [busy, setBusy] = useState(false);
  const [setup, setSetup] = useState<PendingSecret | null>(null);

  const close = () => {
    if (busy) return;
    setSetup(null);
    onClose();
  };

  return (
    <SidePanel
      kind="two-fa-qr"
      open={open}
      onClose={close}
      title={S.qrTitle}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={busy}>
            {S.cancel}
          </Button>
          {setup ? (
            <Button
              colorPalette="brand"
              onClick={() => {
                // The next visit starts from the password again: the secret is the code panel's now.
                setSetup(null);
                onEnterCode(setup);
              }}
            >
              {S.enterTheCode}
            </Button>
          ) : (
            <Button type="submit" form={formId} colorPalette="brand" loading={busy} loadingText={S.checking}>
              {S.continue}
            </Button>
          )}
        </>
      }
    >
      {setup ? (
        <Stack gap="5">
          <List.Root as="ol" gap="2" ps="5" color="gray.800">
            {S.scanSteps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List.Root>
          <TwoFactorQrCode url={setup.url} secret={setup.secret} />
        </Stack>
      ) : (
        <CurrentPasswordForm
          formId={formId}
          intro={S.passwordFirst}
          onBusy={setBusy}
          send={async (password) => {
            const { startTwoFactorSetup: payload } = await start({ input: { password } });
            if (payload.setup) setSetup({ secret: payload.setup.secret, url: payload.setup.url });
            return payload.errors;
          }}
        />
      )}
    </SidePanel>
  );
}
