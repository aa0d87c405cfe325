// Route /app/dashboard/approve-selections/:benefitId (employer approvers): breadcrumbs, the
// "{benefit name} - Selections awaiting approval" heading and the approvals panel.
import { Container, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import type { ApproveSelectionsRouteQuery } from '../../__generated__/ApproveSelectionsRouteQuery.graphql';
import { preloadQuery } from '../../relay/preload';
import type { GuardHandle } from '../../shell/Guarded';
import { useBrandName } from '../../shell/ShellContext';
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

export const handle: GuardHandle = { userType: 'EMPLOYER' };

export function loader({ params }: LoaderFunctionArgs) {
  return preloadQuery<ApproveSelectionsRouteQuery>(approveSelectionsRouteQuery, { benefitId: params.benefitId ?? '' });
}

export function Component() {
  const reference = useLoaderData() as PreloadedQuery<ApproveSelectionsRouteQuery>;
  const { viewer } = usePreloadedQuery<ApproveSelectionsRouteQuery>(approveSelectionsRouteQuery, reference);
  const brand = useBrandName();

  useEffect(() => {
    document.title = S.pageTitle(brand);
  }, [brand]);

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
