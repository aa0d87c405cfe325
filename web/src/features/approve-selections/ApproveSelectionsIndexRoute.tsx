// Route /app/dashboard/approve-selections (no benefit chosen): the benefits with selections
// awaiting approval, each linking to its table.
import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { ApproveSelectionsIndexRouteQuery } from '../../__generated__/ApproveSelectionsIndexRouteQuery.graphql';
import { preloadQuery } from '../../relay/preload';
import type { GuardHandle } from '../../shell/Guarded';
import { useBrandName } from '../../shell/ShellContext';
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

export const handle: GuardHandle = { userType: 'EMPLOYER' };

export function loader() {
  return preloadQuery<ApproveSelectionsIndexRouteQuery>(approveSelectionsIndexRouteQuery, {});
}

export function Component() {
  const reference = useLoaderData() as PreloadedQuery<ApproveSelectionsIndexRouteQuery>;
  const { viewer } = usePreloadedQuery<ApproveSelectionsIndexRouteQuery>(approveSelectionsIndexRouteQuery, reference);
  const brand = useBrandName();
  useEffect(() => {
    document.title = S.pageTitle(brand);
  }, [brand]);
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
