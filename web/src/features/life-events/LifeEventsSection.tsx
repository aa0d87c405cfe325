// "Something changed?" on the profile page: the person's own life events and the ones the client
// lists, and the add-life-event side panel; after an event is added the section says so.
import { Alert, Box, Button, Separator, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { LifeEventsSection_viewer$key } from '../../__generated__/LifeEventsSection_viewer.graphql';
import { PageSection } from '../../shell/PageSection';
import { AddLifeEventPanel } from './AddLifeEventPanel';
import { AvailableLifeEvents } from './AvailableLifeEvents';
import { lifeEventStrings as S } from './strings';
import { YourLifeEvents } from './YourLifeEvents';

export function LifeEventsSection(props: { viewer: LifeEventsSection_viewer$key }) {
  const viewer = useFragment(
    graphql`
      fragment LifeEventsSection_viewer on Viewer {
        ...YourLifeEvents_viewer
        ...AvailableLifeEvents_viewer
        ...AddLifeEventPanel_viewer
      }
    `,
    props.viewer,
  );
  const [panelOpen, setPanelOpen] = useState(false);
  const [added, setAdded] = useState<string | null>(null);

  return (
    <PageSection
      id="life-events"
      title={S.heading}
      description={S.intro}
      actions={
        <Button
          colorPalette="brand"
          onClick={() => {
            setAdded(null);
            setPanelOpen(true);
          }}
        >
          {S.add}
        </Button>
      }
    >
      <Stack gap="6">
        <Box aria-live="polite">
          {added ? (
            <Alert.Root status="success" rounded="lg" role="status">
              <Alert.Indicator />
              <Alert.Description>{S.added(added)}</Alert.Description>
            </Alert.Root>
          ) : null}
        </Box>
        <YourLifeEvents viewer={viewer} />
        <Separator />
        <AvailableLifeEvents viewer={viewer} />
      </Stack>
      <AddLifeEventPanel
        viewer={viewer}
        open={panelOpen}
        onClose={(wasAdded, name) => {
          setPanelOpen(false);
          if (wasAdded && name) setAdded(name);
        }}
      />
    </PageSection>
  );
}
