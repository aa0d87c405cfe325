// The benefit page as its route draws it (BenefitRoute.tsx): the preloaded query read inside its
// own boundary, so the spec's two failures are told apart: a benefit the gateway could not read
// ("There is an issue loading this benefit", with a retry) and one that is not there for this
// person ("The benefit you are looking for has been removed or relocated").
import { Container, Stack } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { BenefitRouteQuery } from '../../__generated__/BenefitRouteQuery.graphql';
import { Breadcrumbs } from '../../shell/Breadcrumbs';
import { MessagePanel } from '../../shell/MessagePanel';
import { PageLoading } from '../../shell/PageLoading';
import { usePageTitle } from '../../shell/usePageTitle';
import { BenefitScreen } from './BenefitScreen';
import { LoadBoundary, LoadFailed, useRetryableQuery } from './LoadBoundary';
import { benefitStrings as S } from './strings';

export const benefitRouteQuery = graphql`
  query BenefitRouteQuery($id: ID!) {
    viewer {
      benefit(id: $id) @catch(to: RESULT) {
        title
        ...BenefitScreen_benefit
      }
    }
  }
`;

export function BenefitPage({ queryRef }: { queryRef: PreloadedQuery<BenefitRouteQuery> }) {
  const [reference, retry, attempt] = useRetryableQuery<BenefitRouteQuery>(benefitRouteQuery, queryRef);
  return (
    <LoadBoundary
      attempt={attempt}
      message={S.loadError}
      onRetry={retry}
      frame={(failure) => <Unavailable>{failure}</Unavailable>}
    >
      <Suspense fallback={<PageLoading />}>
        <BenefitData reference={reference} onRetry={retry} />
      </Suspense>
    </LoadBoundary>
  );
}

function BenefitData({ reference, onRetry }: { reference: PreloadedQuery<BenefitRouteQuery>; onRetry: () => void }) {
  const { viewer } = usePreloadedQuery<BenefitRouteQuery>(benefitRouteQuery, reference);
  const benefit = viewer?.benefit;
  const title = benefit?.ok && benefit.value ? benefit.value.title : S.myBenefits;
  usePageTitle(title);

  if (!viewer || !benefit?.ok) {
    return (
      <Unavailable>
        <LoadFailed message={S.loadError} onRetry={onRetry} />
      </Unavailable>
    );
  }
  if (!benefit.value) {
    return <MessagePanel title={S.removed} link={{ label: S.backToMyBenefits, to: '/app/my-benefits/' }} />;
  }
  return <BenefitScreen benefit={benefit.value} />;
}

/** The page's frame when there is no benefit to show in it. */
function Unavailable({ children }: { children: ReactNode }) {
  return (
    <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Breadcrumbs
          items={[
            { label: S.home, to: '/app/home/' },
            { label: S.myBenefits, to: '/app/my-benefits/' },
            { label: S.loadError },
          ]}
        />
        {children}
      </Stack>
    </Container>
  );
}
