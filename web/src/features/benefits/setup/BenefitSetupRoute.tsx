// Routes /app/my-benefits/:id/setup/* and /app/my-benefits/:id/manage: one screen,
// BenefitSetupScreen.tsx. The benefit is read afresh on every visit, since an approver may have
// decided it since. A benefit the viewer cannot see answers null: the spec's words for it.
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation } from 'react-router-dom';
import type { BenefitSetupRouteQuery } from '../../../__generated__/BenefitSetupRouteQuery.graphql';
import { requires } from '../../../shell/Guarded';
import { preloadedRoute } from '../../../relay/queryRoute';
import { MessagePanel } from '../../../shell/MessagePanel';
import { PageLoading } from '../../../shell/PageLoading';
import { usePageTitle } from '../../../shell/usePageTitle';
import { BenefitSetupScreen } from './BenefitSetupScreen';
import { setupStrings as S } from './strings';

export const benefitSetupRouteQuery = graphql`
  query BenefitSetupRouteQuery($id: ID!) {
    viewer {
      benefit(id: $id) {
        title
        ...BenefitSetupScreen_benefit
      }
    }
  }
`;

/** The benefit page this screen belongs to: the path without its /setup/… or /manage. */
export function benefitPathOf(pathname: string): string {
  return pathname.replace(/\/(setup(\/.*)?|manage)\/?$/, '');
}

export function BenefitSetupPage({ queryRef }: { queryRef: PreloadedQuery<BenefitSetupRouteQuery> }) {
  return (
    <Suspense fallback={<PageLoading label={S.loading} />}>
      <BenefitSetup queryRef={queryRef} />
    </Suspense>
  );
}

function BenefitSetup({ queryRef }: { queryRef: PreloadedQuery<BenefitSetupRouteQuery> }) {
  const { viewer } = usePreloadedQuery<BenefitSetupRouteQuery>(benefitSetupRouteQuery, queryRef);
  const { pathname } = useLocation();
  const benefit = viewer?.benefit ?? null;
  usePageTitle(benefit?.title ?? S.notFoundTitle);
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
    <BenefitSetupScreen
      benefit={benefit}
      benefitPath={benefitPathOf(pathname)}
      manage={/\/manage\/?$/.test(pathname)}
    />
  );
}

export const route = preloadedRoute<BenefitSetupRouteQuery>({
  query: benefitSetupRouteQuery,
  variables: ({ params }) => ({ id: params.id ?? '' }),
  fetchPolicy: 'network-only',
  handle: requires('chooseBenefits'),
  Screen: BenefitSetupPage,
});
