// Route /app/dashboard/employee-insights/ (employer administrators): InsightsScreen. Another
// employer (not an administrator) sees Access Denied; the gateway refuses them the figures too.
import { graphql } from 'react-relay';
import type { EmployeeInsightsRouteQuery, EmployeeInsightsRouteQuery$data } from '../../__generated__/EmployeeInsightsRouteQuery.graphql';
import { queryRoute } from '../../relay/queryRoute';
import { employersOnly } from '../../shell/Guarded';
import { usePageTitle } from '../../shell/usePageTitle';
import { AccessDenied } from '../../shell/AccessDenied';
import { InsightsScreen } from './InsightsScreen';
import { insightStrings as S } from './strings';

const employeeInsightsRouteQuery = graphql`
  query EmployeeInsightsRouteQuery {
    viewer {
      isEmployerAdmin
      ...InsightsScreen_viewer
    }
  }
`;

function Screen({ data: { viewer } }: { data: EmployeeInsightsRouteQuery$data }) {
  usePageTitle(S.insightsHeading);
  if (!viewer) return null;
  if (!viewer.isEmployerAdmin) return <AccessDenied />;
  return <InsightsScreen viewer={viewer} />;
}

export const route = queryRoute<EmployeeInsightsRouteQuery>({ query: employeeInsightsRouteQuery, handle: employersOnly, Screen });
