// The standard total benefits route (/app/my-total-benefits/): the overview by year or month. The
// enhanced route (/app/my-total-benefits-enhanced/) is the statement, MyTotalBenefitsEnhancedRoute.tsx.
import { graphql } from 'react-relay';
import type { TotalRewardPageQuery, TotalRewardPageQuery$data } from '../../__generated__/TotalRewardPageQuery.graphql';
import { queryRoute } from '../../relay/queryRoute';
import { usePageTitle } from '../../shell/usePageTitle';
import { totalRewardStrings as S } from './strings';
import { TotalRewardScreen } from './TotalRewardScreen';

const totalRewardPageQuery = graphql`
  query TotalRewardPageQuery {
    viewer {
      ...TotalRewardScreen_viewer
      ...ExpressionOfWishSummary_viewer
    }
  }
`;

function TotalRewardPage({ data: { viewer } }: { data: TotalRewardPageQuery$data }) {
  usePageTitle(S.heading);
  if (!viewer) return null; // The guard has already sent a signed-out user to the login page.
  return <TotalRewardScreen viewer={viewer} wish={viewer} />;
}

export function totalRewardRoute() {
  return queryRoute<TotalRewardPageQuery>({ query: totalRewardPageQuery, Screen: TotalRewardPage });
}
