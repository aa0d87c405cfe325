// Route /app/dashboard/employee-engagement/ (employer administrators): EngagementScreen. Another
// employer (not an administrator) sees Access Denied; the gateway refuses them the figures too.
import { graphql } from 'react-relay';
import type {
  EmployeeEngagementRouteQuery,
  EmployeeEngagementRouteQuery$data,
} from '../../__generated__/EmployeeEngagementRouteQuery.graphql';
import { queryRoute } from '../../relay/queryRoute';
import { requires } from '../../shell/Guarded';
import { usePageTitle } from '../../shell/usePageTitle';
import { EngagementScreen } from './EngagementScreen';
import { insightStrings as S } from './strings';

const employeeEngagementRouteQuery = graphql`
  query EmployeeEngagementRouteQuery {
    viewer {
      ...EngagementScreen_viewer
    }
  }
`;

function Screen({ data: { viewer } }: { data: EmployeeEngagementRouteQuery$data }) {
  usePageTitle(S.engagementHeading);
  if (!viewer) return null;
  return <EngagementScreen viewer={viewer} />;
}

export const route = queryRoute<EmployeeEngagementRouteQuery>({
  query: employeeEngagementRouteQuery,
  handle: requires('viewEmployeeInsights'),
  Screen,
});
