// The opt-out side panel: a confirmation, then optOutOfBenefit. A refusal is shown in the panel in
// the api's words; on success the panel closes with true (the spec's close callback), and the
// page, already updated from the payload, says so.
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { SidePanel } from '../../shell/SidePanel';
import { benefitStrings as S } from './strings';
import { useOptOutOfBenefitMutation } from './useOptOutOfBenefitMutation';

export function OptOutPanel({
  benefitId,
  title,
  open,
  onClose,
}: {
  benefitId: string;
  title: string;
  open: boolean;
  onClose: (optedOut: boolean) => void;
}) {
  const [optOut, inFlight] = useOptOutOfBenefitMutation();
  const [error, setError] = useState<string | null>(null);

  const close = (optedOut: boolean) => {
    if (inFlight) return;
    setError(null);
    onClose(optedOut);
  };

  const confirm = async () => {
    setError(null);
    try {
      const { optOutOfBenefit: payload } = await optOut({ input: { benefitId } });
      const refusal = payload.errors[0]?.message;
      if (refusal) setError(refusal);
      else close(true);
    } catch {
      setError(S.failed);
    }
  };

  return (
    <SidePanel
      kind="opt-out"
      open={open}
      onClose={() => close(false)}
      title={S.optOutTitle(title)}
      footer={
        <>
          <Button variant="outline" onClick={() => close(false)} disabled={inFlight}>
            {S.cancel}
          </Button>
          <Button colorPalette="red" onClick={() => void confirm()} loading={inFlight} loadingText={S.optingOut}>
            {S.confirmOptOut}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text color="gray.900" fontWeight="600">
          {S.optOutQuestion(title)}
        </Text>
        <Text color="gray.800">{S.optOutExplained}</Text>
        {error ? (
          <Alert.Root status="error" rounded="lg" role="alert">
            <Alert.Indicator />
            <Alert.Description>{error}</Alert.Description>
          </Alert.Root>
        ) : null}
      </Stack>
    </SidePanel>
  );
}
