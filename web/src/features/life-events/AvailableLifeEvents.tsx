// The life events the client lists: what each one is, and which of the person's benefits it lets
// them change, for how many days after the event.
import { Heading, List, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { AvailableLifeEvents_viewer$key } from '../../__generated__/AvailableLifeEvents_viewer.graphql';
import { inWords, lifeEventStrings as S } from './strings';

export function AvailableLifeEvents(props: { viewer: AvailableLifeEvents_viewer$key }) {
  const { availableLifeEvents } = useFragment(
    graphql`
      fragment AvailableLifeEvents_viewer on Viewer {
        availableLifeEvents {
          id
          name
          description
          windowDays
          benefits
        }
      }
    `,
    props.viewer,
  );
  return (
    <Stack as="section" aria-labelledby="available-life-events" gap="3">
      <Stack gap="1">
        <Heading as="h3" id="available-life-events" size="md" color="gray.900">
          {S.available}
        </Heading>
        <Text color="gray.800">{S.availableIntro}</Text>
      </Stack>
      {availableLifeEvents.length === 0 ? (
        <Text color="gray.800">{S.noneAvailable}</Text>
      ) : (
        <List.Root
          as="ul"
          listStyleType="none"
          display="grid"
          gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }}
          gap="3"
        >
          {availableLifeEvents.map((type) => (
            <List.Item key={type.id} borderWidth="1px" borderColor="gray.200" rounded="lg" p="4">
              <Stack gap="1">
                <Text as="h4" fontWeight="700" color="gray.900">
                  {type.name}
                </Text>
                <Text color="gray.800">{type.description}</Text>
                <Text color="gray.900" fontSize="sm">
                  {type.benefits.length > 0
                    ? S.letsYouChange(inWords(type.benefits), type.windowDays)
                    : S.changesNoneOfYours}
                </Text>
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
