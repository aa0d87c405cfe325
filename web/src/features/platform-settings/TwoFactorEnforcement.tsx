// The organisation's 2FA requirement: a switch that asks first, in a dialog that states the effect
// (on: every employee without 2FA sets it up at their next login; off: employees may turn 2FA
// off), and changes nothing until it is confirmed.
import { Alert, Button, Heading, Stack, Switch, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { TwoFactorEnforcement_settings$key } from '../../__generated__/TwoFactorEnforcement_settings.graphql';
import { FormBanner } from '../../forms/FormBanner';
import { ModalDialog } from '../../shell/ModalDialog';
import { platformSettingsStrings as S } from './strings';
import { useSetTwoFactorEnforcementMutation } from './useSetTwoFactorEnforcementMutation';

export function TwoFactorEnforcement({ settings }: { settings: TwoFactorEnforcement_settings$key }) {
  const { twoFactorEnforced } = useFragment(
    graphql`
      fragment TwoFactorEnforcement_settings on PlatformSettings {
        twoFactorEnforced
      }
    `,
    settings,
  );
  // The value the dialog asks about; null while it is closed.
  const [asking, setAsking] = useState<boolean | null>(null);
  const [shown, setShown] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [send, busy] = useSetTwoFactorEnforcementMutation();
  const switchRef = useRef<HTMLInputElement>(null);
  // The switch's input was ticked by the click that opened the dialog; a cancelled change draws
  // it afresh so what assistive technology reads matches the setting again.
  const [drawn, setDrawn] = useState(0);
  if (asking !== null && asking !== shown) setShown(asking);

  const confirm = async () => {
    if (asking === null || busy) return;
    setError(null);
    try {
      const { setTwoFactorEnforcement: result } = await send({ input: { enforced: asking } });
      if (result.errors.length > 0) {
        setError(result.errors[0]!.message);
        return;
      }
      setDone(asking ? S.turnedOn : S.turnedOff);
      setAsking(null);
    } catch {
      setError(S.somethingWentWrong);
    }
  };
  const close = () => {
    if (busy) return;
    setError(null);
    setAsking(null);
    setDrawn((count) => count + 1);
  };

  return (
    <Stack
      as="section"
      aria-labelledby="platform-settings-2fa"
      gap="4"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="xl"
      p={{ base: '4', md: '6' }}
    >
      <Heading as="h2" id="platform-settings-2fa" size="lg" color="gray.900">
        {S.twoFaHeading}
      </Heading>
      <Text color="gray.700">{twoFactorEnforced ? S.twoFaOn : S.twoFaOff}</Text>
      <Switch.Root
        key={drawn}
        colorPalette="brand"
        checked={twoFactorEnforced}
        onCheckedChange={(details) => {
          setDone(null);
          setAsking(details.checked);
        }}
      >
        <Switch.HiddenInput ref={switchRef} />
        <Switch.Control />
        <Switch.Label fontWeight="600" color="gray.800">
          {S.twoFaSwitch}
        </Switch.Label>
      </Switch.Root>
      <FormBanner message={done} status="success" />
      <ModalDialog
        open={asking !== null}
        onClose={close}
        role="alertdialog"
        title={shown ? S.confirmOnTitle : S.confirmOffTitle}
        closable={!busy}
        finalFocusEl={() => switchRef.current}
        footer={
          <>
            <Button variant="outline" onClick={close} disabled={busy}>
              {S.cancel}
            </Button>
            <Button
              colorPalette={shown ? 'brand' : 'red'}
              onClick={() => void confirm()}
              disabled={busy}
              aria-disabled={busy}
            >
              {busy ? S.processing : shown ? S.turnOn : S.turnOff}
            </Button>
          </>
        }
      >
        <Text>{shown ? S.confirmOnText : S.confirmOffText}</Text>
        {error ? (
          <Alert.Root status="error" rounded="lg" mt="4">
            <Alert.Indicator />
            <Alert.Title role="alert">{error}</Alert.Title>
          </Alert.Root>
        ) : null}
      </ModalDialog>
    </Stack>
  );
}
