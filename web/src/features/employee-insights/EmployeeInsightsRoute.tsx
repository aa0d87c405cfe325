// Route /app/dashboard/employee-insights/ (employer administrators): InsightsScreen. Another
// employer (not an administrator) sees Access Denied; the gateway refuses them the figures too.
import { graphql } from 'react-relay';
import type {
  EmployeeInsightsRouteQuery,
  EmployeeInsightsRouteQuery$data,
} from '../../__generated__/EmployeeInsightsRouteQuery.graphql';
import { queryRoute } from '../../relay/queryRoute';
import { requires } from '../../shell/Guarded';
import { usePageTitle } from '../../shell/usePageTitle';
import { InsightsScreen } from './InsightsScreen';
import { insightStrings as S } from './strings';

const employeeInsightsRouteQuery = graphql`
  query EmployeeInsightsRouteQuery {
    viewer {
      ...InsightsScreen_viewer
    }
  }
`;

function Screen({ data: { viewer } }: { data: EmployeeInsightsRouteQuery$data }) {
  usePageTitle(S.insightsHeading);
  if (!viewer) return null;
  return <InsightsScreen viewer={viewer} />;
}

export const route = queryRoute<EmployeeInsightsRouteQuery>({
  query: employeeInsightsRouteQuery,
  handle: requires('viewEmployeeInsights'),
  Screen,
});
