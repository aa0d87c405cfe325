// The people a search finds, each with a Choose button: suspends while the search runs.
import { Button, Text, VisuallyHidden } from '@chakra-ui/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type {
  MasqueradeCandidatesQuery,
  MasqueradeCandidatesQuery$data,
} from '../../__generated__/MasqueradeCandidatesQuery.graphql';
import { StackedTable } from '../../tables/StackedTable';
import { masqueradeStrings as S } from './strings';

export type Candidate = NonNullable<
  NonNullable<MasqueradeCandidatesQuery$data['viewer']>['masqueradeCandidates']
>[number];

export function MasqueradeCandidates({
  search,
  chosen,
  onChoose,
}: {
  search: string;
  chosen: number | null;
  onChoose: (candidate: Candidate) => void;
}) {
  const { viewer } = useLazyLoadQuery<MasqueradeCandidatesQuery>(
    graphql`
      query MasqueradeCandidatesQuery($search: String!) {
        viewer {
          masqueradeCandidates(search: $search) {
            userId
            name
            email
            userType
            clientName
            schemeYear
          }
        }
      }
    `,
    { search },
    { fetchPolicy: 'network-only' },
  );
  const rows = viewer?.masqueradeCandidates ?? [];
  if (rows.length === 0) return <Text color="gray.700">{S.noResults}</Text>;
  return (
    <StackedTable<Candidate>
      caption={S.resultsCaption}
      rows={rows}
      rowKey={(row) => String(row.userId)}
      columns={[
        { header: S.person, cell: (row) => `${row.name} (${row.email})` },
        { header: S.client, cell: (row) => row.clientName },
        {
          header: S.userType,
          cell: (row) => (row.userType === 'EMPLOYER' ? 'Employer' : 'Employee'),
        },
        {
          header: S.choose,
          cell: (row) => (
            <Button
              size="sm"
              variant={chosen === row.userId ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={chosen === row.userId}
              onClick={() => onChoose(row)}
            >
              {chosen === row.userId ? S.chosen : S.choose}
              <VisuallyHidden> {row.name}</VisuallyHidden>
            </Button>
          ),
        },
      ]}
    />
  );
}
