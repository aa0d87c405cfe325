// A step of the account flows (activation, the reset wizard): a banner for what belongs to no
// one field, the step's fields, then Cancel and Next. Next shows that the step is being sent.
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState, type Dispatch, type FormEvent, type ReactNode, type SetStateAction } from 'react';
import { FormBanner } from './FormBanner';

export interface StepLabels {
  cancel: string;
  next: string;
  /** Shown when the step could not be sent at all. */
  networkError: string;
}

export interface StepState {
  banner: string | null;
  setBanner: Dispatch<SetStateAction<string | null>>;
  busy: boolean;
  /** Sends the step: busy meanwhile (a second send is ignored), the network error if it throws. */
  send: (work: () => Promise<void>) => Promise<void>;
}

export function useStepState(networkError: string): StepState {
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return {
    banner,
    setBanner,
    busy,
    async send(work) {
      if (busy) return;
      setBusy(true);
      try {
        await work();
      } catch {
        setBanner(networkError);
      } finally {
        setBusy(false);
      }
    },
  };
}

export function StepForm({
  onSubmit,
  step: { banner, busy },
  onCancel,
  labels,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  step: StepState;
  onCancel: () => void;
  labels: StepLabels;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="6">
        <FormBanner message={banner} />
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
