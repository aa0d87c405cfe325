// Route /app/dashboard/approve-selections/:benefitId (employer approvers): breadcrumbs, the
// "{benefit name} - Selections awaiting approval" heading and the approvals panel.
import { Container, Stack } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type {
  ApproveSelectionsRouteQuery,
  ApproveSelectionsRouteQuery$data,
} from '../../__generated__/ApproveSelectionsRouteQuery.graphql';
import { queryRoute } from '../../relay/queryRoute';
import { requires } from '../../shell/Guarded';
import { usePageTitle } from '../../shell/usePageTitle';
import { ApprovalBreadcrumbs } from './ApprovalBreadcrumbs';
import { ApprovalsPanel } from './ApprovalsPanel';
import { approvalStrings as S } from './strings';

const approveSelectionsRouteQuery = graphql`
  query ApproveSelectionsRouteQuery($benefitId: ID!) {
    viewer {
      ...ApprovalsPanel_viewer @arguments(benefitId: $benefitId)
    }
  }
`;

function ApproveSelectionsScreen({ data: { viewer } }: { data: ApproveSelectionsRouteQuery$data }) {
  usePageTitle(S.approveSelections);
  if (!viewer) return null;
  return (
    <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <ApprovalBreadcrumbs />
        <ApprovalsPanel viewer={viewer} />
      </Stack>
    </Container>
  );
}

export const route = queryRoute<ApproveSelectionsRouteQuery>({
  query: approveSelectionsRouteQuery,
  variables: ({ params }) => ({ benefitId: params.benefitId ?? '' }),
  // A queue other approvers work on too, whose decided rows this screen only removes from the
  // page on show: each visit asks the server for the queue as it is now.
  fetchPolicy: 'network-only',
  handle: requires('approveSelections'),
  Screen: ApproveSelectionsScreen,
});
