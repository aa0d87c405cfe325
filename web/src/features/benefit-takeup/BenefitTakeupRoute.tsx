// Route /app/dashboard/benefit-takeup (employer administrators): take-up per benefit as a chart
// with its table and CSV; "no take-up data" when the scheme year has no benefits; the spec's
// error requesting benefit take-up data when the figures could not be read.
import { graphql } from 'react-relay';
import type {
  BenefitTakeupRouteQuery,
  BenefitTakeupRouteQuery$data,
} from '../../__generated__/BenefitTakeupRouteQuery.graphql';
import { queryRoute } from '../../relay/queryRoute';
import { PageFrame } from '../../shell/PageFrame';
import { requires } from '../../shell/Guarded';
import { usePageTitle } from '../../shell/usePageTitle';
import { TakeupChart } from './TakeupChart';
import { TakeupMessage } from './TakeupMessage';
import { takeupStrings as S } from './strings';

const benefitTakeupRouteQuery = graphql`
  query BenefitTakeupRouteQuery {
    viewer {
      benefitTakeup {
        schemeYear
        benefits {
          benefitId
        }
        ...TakeupChart_summary
      }
    }
  }
`;

function BenefitTakeupScreen({ data }: { data: BenefitTakeupRouteQuery$data }) {
  usePageTitle(S.heading);
  return <BenefitTakeupPage data={data} />;
}

/** The page under its title (the title needs the shell; component tests draw the page alone). */
export function BenefitTakeupPage({ data: { viewer } }: { data: BenefitTakeupRouteQuery$data }) {
  if (!viewer) return null;
  const takeup = viewer.benefitTakeup;
  return (
    <PageFrame
      maxW="7xl"
      breadcrumbs={[
        { label: S.home, to: '/app/home/' },
        { label: S.dashboard, to: '/app/dashboard/' },
        { label: S.heading },
      ]}
      title={S.heading}
      intro={takeup ? S.intro(takeup.schemeYear) : undefined}
    >
      {!takeup ? (
        <TakeupMessage title={S.takeupError} alert />
      ) : takeup.benefits.length === 0 ? (
        <TakeupMessage title={S.noTakeupData} hint={S.noTakeupDataHint} />
      ) : (
        <TakeupChart summary={takeup} />
      )}
    </PageFrame>
  );
}

export const route = queryRoute<BenefitTakeupRouteQuery>({
  query: benefitTakeupRouteQuery,
  // Figures others change all day (choices, approvals): each visit reads them afresh.
  fetchPolicy: 'network-only',
  handle: requires('viewBenefitTakeup'),
  Screen: BenefitTakeupScreen,
});
