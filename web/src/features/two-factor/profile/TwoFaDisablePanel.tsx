// The two-fa-disable side panel: the current password turns 2FA off (the api refuses it where the
// organisation requires 2FA, and the panel says so in its words); success closes it with true.
import { useId, useState } from 'react';
import { FormPanelFooter, SidePanel } from '../../../shell/SidePanel';
import { profileTwoFactorStrings as S } from '../strings';
import { CurrentPasswordForm } from './CurrentPasswordForm';
import { useDisableTwoFactorMutation } from './mutations';

export function TwoFaDisablePanel({ open, onClose }: { open: boolean; onClose: (disabled: boolean) => void }) {
  const formId = useId();
  const [disable] = useDisableTwoFactorMutation();
  const [busy, setBusy] = useState(false);
  return (
    <SidePanel
      kind="two-fa-disable"
      open={open}
      onClose={() => (busy ? undefined : onClose(false))}
      title={S.disableTitle}
      footer={
        <FormPanelFooter
          formId={formId}
          onCancel={() => onClose(false)}
          cancelLabel={S.cancel}
          submitLabel={S.turnOff}
          busy={busy}
          busyLabel={S.turningOff}
          danger
        />
      }
    >
      <CurrentPasswordForm
        formId={formId}
        intro={S.disableText}
        onBusy={setBusy}
        send={async (password) => {
          const { disableTwoFactor: payload } = await disable({ input: { password } });
          if (payload.errors.length === 0) onClose(true);
          return payload.errors;
        }}
      />
    </SidePanel>
  );
}
