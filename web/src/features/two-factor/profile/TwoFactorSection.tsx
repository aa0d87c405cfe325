// "Two-factor authentication" on the profile: on or off, and the side panels that change it
// (two-fa-qr then two-fa-code to turn it on, two-fa-disable to turn it off). Where the
// organisation requires it, it cannot be turned off, and the section says why.
import { Badge, Box, Button, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { TwoFactorSection_viewer$key } from '../../../__generated__/TwoFactorSection_viewer.graphql';
import { FormBanner } from '../../../forms/FormBanner';
import { NotOffered } from '../../../shell/NotOffered';
import { PageSection } from '../../../shell/PageSection';
import { useCan } from '../../../shell/ShellContext';
import { profileTwoFactorStrings as S } from '../strings';
import { TwoFactorCodePanel } from './TwoFactorCodePanel';
import { TwoFactorDisablePanel } from './TwoFactorDisablePanel';
import { TwoFactorQrPanel } from './TwoFactorQrPanel';

type Panel = 'two-fa-qr' | 'two-fa-code' | 'two-fa-disable' | null;

export function TwoFactorSection({ viewer }: { viewer: TwoFactorSection_viewer$key }) {
  const { twoFactorEnabled, twoFactorRequired } = useFragment(
    graphql`
      fragment TwoFactorSection_viewer on Viewer {
        twoFactorEnabled
        twoFactorRequired
      }
    `,
    viewer,
  );
  const mayChange = useCan('manageTwoFactor');
  const [panel, setPanel] = useState<Panel>(null);
  const [done, setDone] = useState<string | null>(null);
  const open = (next: Panel) => {
    setDone(null);
    setPanel(next);
  };

  let action = null;
  if (!mayChange) {
    action = null;
  } else if (!twoFactorEnabled) {
    action = (
      <Button colorPalette="brand" onClick={() => open('two-fa-qr')}>
        {S.enable}
      </Button>
    );
  } else if (!twoFactorRequired) {
    action = (
      <Button variant="outline" colorPalette="red" onClick={() => open('two-fa-disable')}>
        {S.disable}
      </Button>
    );
  }

  return (
    <PageSection id="profile-two-factor" title={S.heading} description={S.intro} actions={action}>
      <Flex gap="2" align="center">
        <Text color="gray.800" fontWeight="600">
          {S.status}
        </Text>
        <Badge colorPalette={twoFactorEnabled ? 'green' : 'gray'} size="lg">
          {twoFactorEnabled ? S.on : S.off}
        </Badge>
      </Flex>
      {twoFactorEnabled && twoFactorRequired ? <Text color="gray.700">{S.required}</Text> : null}
      {mayChange ? null : <NotOffered />}
      <Box aria-live="polite">{done ? <FormBanner status="success" message={done} /> : null}</Box>
      <TwoFactorQrPanel
        open={panel === 'two-fa-qr'}
        onClose={() => setPanel(null)}
        onEnterCode={() => setPanel('two-fa-code')}
      />
      <TwoFactorCodePanel
        open={panel === 'two-fa-code'}
        onClose={(enabled) => {
          setPanel(null);
          if (enabled) setDone(S.enabled);
        }}
      />
      <TwoFactorDisablePanel
        open={panel === 'two-fa-disable'}
        onClose={(disabled) => {
          setPanel(null);
          if (disabled) setDone(S.disabled);
        }}
      />
    </PageSection>
  );
}
