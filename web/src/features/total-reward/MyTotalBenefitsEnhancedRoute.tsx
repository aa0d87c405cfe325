// Route /app/my-total-benefits-enhanced/: the total reward statement (TotalRewardStatementScreen),
// this scheme year beside the previous one with the employer's contributions, printable on one page.
// The standard page (/app/my-total-benefits/, pages/MyTotalBenefitsRoute.tsx) stays the overview
// by year or month.
import { graphql } from 'react-relay';
import type {
  TotalRewardStatementPageQuery,
  TotalRewardStatementPageQuery$data,
} from '../../__generated__/TotalRewardStatementPageQuery.graphql';
import { queryRoute } from '../../relay/queryRoute';
import { usePageTitle } from '../../shell/usePageTitle';
import { totalRewardStrings as S } from './strings';
import { TotalRewardStatementScreen } from './TotalRewardStatementScreen';

const totalRewardStatementPageQuery = graphql`
  query TotalRewardStatementPageQuery {
    viewer {
      ...TotalRewardStatementScreen_viewer
    }
  }
`;

function TotalRewardStatementPage({ data: { viewer } }: { data: TotalRewardStatementPageQuery$data }) {
  usePageTitle(S.heading);
  if (!viewer) return null; // The guard has already sent a signed-out user to the login page.
  return <TotalRewardStatementScreen viewer={viewer} />;
}

export const route = queryRoute<TotalRewardStatementPageQuery>({
  query: totalRewardStatementPageQuery,
  Screen: TotalRewardStatementPage,
});
