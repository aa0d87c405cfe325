// Route /app/my-benefits/:id/compare: Compare (CompareScreen.tsx). Read afresh on every visit, as
// the setup is: a choice made since moves the "current choice" mark.
import { Container, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { CompareRouteQuery } from '../../../__generated__/CompareRouteQuery.graphql';
import { preloadedRoute } from '../../../relay/queryRoute';
import { Breadcrumbs } from '../../../shell/Breadcrumbs';
import { requires } from '../../../shell/Guarded';
import { MessagePanel } from '../../../shell/MessagePanel';
import { PageLoading } from '../../../shell/PageLoading';
import { usePageTitle } from '../../../shell/usePageTitle';
import { CompareScreen } from './CompareScreen';
import { compareStrings as S } from './strings';

const compareRouteQuery = graphql`
  query CompareRouteQuery($id: ID!) {
    viewer {
      benefit(id: $id) {
        benefitId
        title
        ...CompareScreen_benefit
      }
    }
  }
`;

function ComparePage({ queryRef }: { queryRef: PreloadedQuery<CompareRouteQuery> }) {
  return (
    <Suspense fallback={<PageLoading label={S.loading} />}>
      <Compare queryRef={queryRef} />
    </Suspense>
  );
}

function Compare({ queryRef }: { queryRef: PreloadedQuery<CompareRouteQuery> }) {
  const { viewer } = usePreloadedQuery<CompareRouteQuery>(compareRouteQuery, queryRef);
  const benefit = viewer?.benefit ?? null;
  usePageTitle(benefit ? S.title(benefit.title) : S.notFoundTitle);
  if (!viewer) return null; // The guard has already sent a signed-out user to the login page.
  if (!benefit)
    return (
      <MessagePanel
        title={S.notFoundTitle}
        text={S.notFound}
        link={{ label: S.backToMyBenefits, to: '/app/my-benefits/' }}
      />
    );
  return (
    <Container maxW="6xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap={{ base: '6', md: '8' }}>
        <Breadcrumbs
          items={[
            { label: S.myBenefits, to: '/app/my-benefits/' },
            { label: benefit.title, to: `/app/my-benefits/${benefit.benefitId}` },
            { label: S.compare },
          ]}
        />
        <CompareScreen benefit={benefit} />
      </Stack>
    </Container>
  );
}

export const route = preloadedRoute<CompareRouteQuery>({
  query: compareRouteQuery,
  variables: ({ params }) => ({ id: params.id ?? '' }),
  fetchPolicy: 'network-only',
  handle: requires('viewBenefits'),
  Screen: ComparePage,
});
