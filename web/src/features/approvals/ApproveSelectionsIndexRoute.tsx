// Route /app/dashboard/approve-selections (no benefit chosen): the benefits with selections
// awaiting approval, each linking to its table.
import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type {
  ApproveSelectionsIndexRouteQuery,
  ApproveSelectionsIndexRouteQuery$data,
} from '../../__generated__/ApproveSelectionsIndexRouteQuery.graphql';
import { queryRoute } from '../../relay/queryRoute';
import { requires } from '../../shell/Guarded';
import { usePageTitle } from '../../shell/usePageTitle';
import { ApprovalBreadcrumbs } from './ApprovalBreadcrumbs';
import { PendingApprovalsList } from './PendingApprovalsList';
import { approvalStrings as S } from './strings';

const approveSelectionsIndexRouteQuery = graphql`
  query ApproveSelectionsIndexRouteQuery {
    viewer {
      selectionApprovals {
        ...PendingApprovalsList_summary
      }
    }
  }
`;

function ApproveSelectionsIndexScreen({ data: { viewer } }: { data: ApproveSelectionsIndexRouteQuery$data }) {
  usePageTitle(S.approveSelections);
  if (!viewer) return null;
  return (
    <Container maxW="4xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <ApprovalBreadcrumbs />
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="gray.900">
          {S.approveSelections}
        </Heading>
        {viewer.selectionApprovals ? (
          <>
            <Text color="gray.700">{S.chooseBenefit}</Text>
            <PendingApprovalsList summary={viewer.selectionApprovals} />
          </>
        ) : (
          <Text role="alert">{S.approvalsError}</Text>
        )}
      </Stack>
    </Container>
  );
}

export const route = queryRoute<ApproveSelectionsIndexRouteQuery>({
  query: approveSelectionsIndexRouteQuery,
  handle: requires('approveSelections'),
  Screen: ApproveSelectionsIndexScreen,
});
