// Route /app/my-benefits/ ("My benefits"): the eligible benefits as cards, their filters and the
// running monthly total, from one query preloaded by the route. The filters live in the URL, so
// a filtered list can be bookmarked and Back undoes a filter; a change of filter is a navigation
// whose loader reads the list again. Every visit reads afresh: a choice made on another screen
// (setup, manage, opt out) must show here and in the total at once. A load that fails logs the
// user out with a message, as the spec's error catalogue says of the benefits call.
import { Container, Stack } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { MyBenefitsRouteQuery } from '../../__generated__/MyBenefitsRouteQuery.graphql';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { requires } from '../../shell/Guarded';
import { preloadedRoute } from '../../relay/queryRoute';
import { Breadcrumbs } from '../../shell/Breadcrumbs';
import { PageLoading } from '../../shell/PageLoading';
import { usePageTitle } from '../../shell/usePageTitle';
import { storeLoginError } from '../../browser-storage/session';
import { filtersFrom } from './myBenefitsFilters';
import { MyBenefitsScreen } from './MyBenefitsScreen';
import { benefitStrings as S } from './strings';

const myBenefitsRouteQuery = graphql`
  query MyBenefitsRouteQuery($category: BenefitCategory, $status: SelectionStatus) {
    viewer @catch(to: RESULT) {
      ...MyBenefitsScreen_viewer @arguments(category: $category, status: $status)
    }
  }
`;

function MyBenefitsPage({ queryRef }: { queryRef: PreloadedQuery<MyBenefitsRouteQuery> }) {
  usePageTitle(S.myBenefits);
  return (
    <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap={{ base: '6', md: '8' }}>
        <Breadcrumbs items={[{ label: S.home, to: '/app/home/' }, { label: S.myBenefits }]} />
        <ErrorBoundary fallback={<LogOutWithMessage />}>
          <Suspense fallback={<PageLoading />}>
            <MyBenefitsData reference={queryRef} />
          </Suspense>
        </ErrorBoundary>
      </Stack>
    </Container>
  );
}

function MyBenefitsData({ reference }: { reference: PreloadedQuery<MyBenefitsRouteQuery> }) {
  const { viewer } = usePreloadedQuery<MyBenefitsRouteQuery>(myBenefitsRouteQuery, reference);
  const environment = useRelayEnvironment();
  // Read again into the store the page shows from, without suspending it (a basket's Confirm).
  const refresh = () =>
    fetchQuery<MyBenefitsRouteQuery>(environment, myBenefitsRouteQuery, reference.variables, {
      fetchPolicy: 'network-only',
    }).subscribe({});
  // A signed-out person has already been sent to the login page (the guard, or a 401 seen by the
  // network layer); a viewer that is null here is one the gateway could not read.
  if (!viewer.ok || !viewer.value) return <LogOutWithMessage />;
  return <MyBenefitsScreen viewer={viewer.value} refresh={refresh} />;
}

/** The spec: "If the benefits call returns an error, the user is logged out with a message." */
export function LogOutWithMessage() {
  const navigate = useNavigate();
  useEffect(() => {
    storeLoginError(S.failedLoggedOut);
    navigate('/logout/', { replace: true });
  }, [navigate]);
  return <PageLoading />;
}

export const route = preloadedRoute<MyBenefitsRouteQuery>({
  query: myBenefitsRouteQuery,
  variables: ({ url }) => filtersFrom(url.searchParams),
  fetchPolicy: 'network-only',
  handle: requires('viewBenefits'),
  Screen: MyBenefitsPage,
});
