// "Reminders": the person's own choice of the mails sent before their selection window closes.
// The switch saves at once; someone acting as the person sees the choice but may not change it.
import { Box, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { WindowReminders_viewer$key } from '../../__generated__/WindowReminders_viewer.graphql';
import { FormBanner } from '../../forms/FormBanner';
import { NotOffered } from '../../shell/NotOffered';
import { PageSection } from '../../shell/PageSection';
import { useCan } from '../../shell/ShellContext';
import { profileStrings as S } from './strings';
import { useChangeWindowRemindersMutation } from './useChangeWindowRemindersMutation';

export function WindowReminders({ viewer }: { viewer: WindowReminders_viewer$key }) {
  const { windowReminders } = useFragment(
    graphql`
      fragment WindowReminders_viewer on Viewer {
        windowReminders
      }
    `,
    viewer,
  );
  const mayChange = useCan('changeWindowReminders');
  const [change, saving] = useChangeWindowRemindersMutation();
  const [error, setError] = useState<string | null>(null);

  const choose = async (on: boolean) => {
    setError(null);
    try {
      const { changeWindowReminders: payload } = await change({ input: { windowReminders: on } });
      if (payload.errors[0]) setError(payload.errors[0].message);
    } catch {
      setError(S.failed);
    }
  };

  return (
    <PageSection id="profile-reminders" title={S.remindersHeading} description={S.remindersIntro}>
      <Stack gap="3">
        <Box aria-live="polite">{error ? <FormBanner status="error" message={error} /> : null}</Box>
        {mayChange ? (
          <Switch.Root
            colorPalette="brand"
            checked={windowReminders}
            disabled={saving}
            onCheckedChange={(details) => void choose(details.checked)}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label fontWeight="600" color="gray.800">
              {S.remindersSwitch}
            </Switch.Label>
          </Switch.Root>
        ) : (
          <>
            <Text color="gray.800">{windowReminders ? S.remindersOn : S.remindersOff}</Text>
            <NotOffered />
          </>
        )}
      </Stack>
    </PageSection>
  );
}
