// The person's own life events, newest first: what happened and when, when it was added, whether
// its window is open, and what it lets them change until when (or until when it did).
import { Badge, Box, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { YourLifeEvents_viewer$key } from '../../__generated__/YourLifeEvents_viewer.graphql';
import { formatDate } from '../../format/dates';
import { todayInLondon } from './lifeEventForm';
import { inWords, lifeEventStrings as S } from './strings';

interface WindowFacts {
  status: string;
  windowOpensOn: string;
  windowClosesOn: string;
  benefits: readonly string[];
}

/** What the event lets the person change, in a sentence. */
export function windowSentence(
  { status, windowOpensOn, windowClosesOn, benefits }: WindowFacts,
  today: string,
): string {
  if (status !== 'OPEN') return S.closedOn(formatDate(windowClosesOn));
  if (benefits.length === 0) return S.changesNothing;
  if (windowOpensOn > today)
    return S.canChangeFrom(inWords(benefits), formatDate(windowOpensOn), formatDate(windowClosesOn));
  return S.canChangeUntil(inWords(benefits), formatDate(windowClosesOn));
}

export function YourLifeEvents(props: { viewer: YourLifeEvents_viewer$key }) {
  const { lifeEvents } = useFragment(
    graphql`
      fragment YourLifeEvents_viewer on Viewer {
        lifeEvents {
          id
          name
          eventDate
          reportedAt
          status
          windowOpensOn
          windowClosesOn
          benefits
        }
      }
    `,
    props.viewer,
  );
  const today = todayInLondon();
  return (
    <Stack as="section" aria-labelledby="your-life-events" gap="3">
      <Heading as="h3" id="your-life-events" size="md" color="gray.900">
        {S.yours}
      </Heading>
      {lifeEvents.length === 0 ? (
        <Text color="gray.800">{S.none}</Text>
      ) : (
        <List.Root as="ul" listStyleType="none" gap="3">
          {lifeEvents.map((event) => (
            <List.Item
              key={event.id}
              borderWidth="1px"
              borderColor="gray.200"
              rounded="lg"
              p="4"
              bg={event.status === 'OPEN' ? 'white' : 'gray.50'}
            >
              <Stack gap="2" w="full">
                <HStack justify="space-between" align="start" gap="3" wrap="wrap">
                  <Text as="h4" fontWeight="700" color="gray.900">
                    {event.name}
                  </Text>
                  <Badge
                    colorPalette={event.status === 'OPEN' ? 'green' : 'gray'}
                    variant="subtle"
                    rounded="full"
                    px="2.5"
                  >
                    {S.status[event.status] ?? event.status}
                  </Badge>
                </HStack>
                <Box
                  as="dl"
                  display="grid"
                  gridTemplateColumns="max-content 1fr"
                  columnGap="3"
                  rowGap="1"
                  color="gray.800"
                  fontSize="sm"
                >
                  <Text as="dt">{S.eventDate}</Text>
                  <Text as="dd" color="gray.900">
                    {formatDate(event.eventDate)}
                  </Text>
                  <Text as="dt">{S.reportedOn}</Text>
                  <Text as="dd" color="gray.900">
                    {formatDate(todayInLondon(new Date(event.reportedAt)))}
                  </Text>
                </Box>
                <Text color="gray.900">{windowSentence(event, today)}</Text>
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
