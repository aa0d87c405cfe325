// Route /app/my-total-benefits/: the total reward by year or month (features/total-reward/), and
// below it the person's expression of wish, read-only, with the way to the Life Assurance page
// where it is changed (features/benefits/expression-of-wish/). Two domains on one page, composed
// here. The enhanced route (/app/my-total-benefits-enhanced/) is the statement alone.
import { graphql } from 'react-relay';
import type {
  MyTotalBenefitsRouteQuery,
  MyTotalBenefitsRouteQuery$data,
} from '../__generated__/MyTotalBenefitsRouteQuery.graphql';
import { queryRoute } from '../relay/queryRoute';
import { usePageTitle } from '../shell/usePageTitle';
import { ExpressionOfWishSummary } from '../features/benefits/expression-of-wish/ExpressionOfWishSummary';
import { totalRewardStrings as S } from '../features/total-reward/strings';
import { TotalRewardScreen } from '../features/total-reward/TotalRewardScreen';

const myTotalBenefitsRouteQuery = graphql`
  query MyTotalBenefitsRouteQuery {
    viewer {
      ...TotalRewardScreen_viewer
      ...ExpressionOfWishSummary_viewer
    }
  }
`;

function MyTotalBenefitsScreen({ data }: { data: MyTotalBenefitsRouteQuery$data }) {
  usePageTitle(S.heading);
  return <MyTotalBenefitsPage data={data} />;
}

/** The page under its title (the title needs the shell; component tests draw the page alone). */
export function MyTotalBenefitsPage({ data: { viewer } }: { data: MyTotalBenefitsRouteQuery$data }) {
  if (!viewer) return null; // The guard has already sent a signed-out user to the login page.
  return <TotalRewardScreen viewer={viewer} after={<ExpressionOfWishSummary viewer={viewer} />} />;
}

export const route = queryRoute<MyTotalBenefitsRouteQuery>({
  query: myTotalBenefitsRouteQuery,
  Screen: MyTotalBenefitsScreen,
});
