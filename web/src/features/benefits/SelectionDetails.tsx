// The person's selection of a benefit: its plan details, who it covers and when it runs.
import { DataList, Heading, List, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { SelectionDetails_selection$key } from '../../__generated__/SelectionDetails_selection.graphql';
import { formatDate } from '../../format/dates';
import { benefitStrings as S } from './strings';

export function SelectionDetails(props: { selection: SelectionDetails_selection$key }) {
  const selection = useFragment(
    graphql`
      fragment SelectionDetails_selection on Selection {
        planDetails {
          label
          value
        }
        peopleCovered
        startDate
        endDate
      }
    `,
    props.selection,
  );
  const dates = [
    selection.startDate ? S.startsOn(formatDate(selection.startDate)) : null,
    selection.endDate ? S.endsOn(formatDate(selection.endDate)) : null,
  ].filter(Boolean);
  return (
    <Stack gap="5">
      {dates.length > 0 ? <Text color="gray.700">{dates.join(' · ')}</Text> : null}
      {selection.planDetails.length > 0 ? (
        <Stack gap="2">
          <Heading as="h3" size="md" color="gray.900">
            {S.planDetails}
          </Heading>
          <DataList.Root orientation="horizontal" gap="2">
            {selection.planDetails.map((detail) => (
              <DataList.Item key={detail.label}>
                <DataList.ItemLabel color="gray.700" minW={{ base: '8rem', md: '12rem' }}>
                  {detail.label}
                </DataList.ItemLabel>
                <DataList.ItemValue color="gray.900" fontWeight="500">
                  {detail.value}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Stack>
      ) : null}
      <Stack gap="2">
        <Heading as="h3" size="md" color="gray.900">
          {S.peopleCovered}
        </Heading>
        {selection.peopleCovered.length > 0 ? (
          <List.Root ps="5" color="gray.900">
            {selection.peopleCovered.map((person) => (
              <List.Item key={person}>{person}</List.Item>
            ))}
          </List.Root>
        ) : (
          <Text color="gray.800">{S.nobodyCovered}</Text>
        )}
      </Stack>
    </Stack>
  );
}
