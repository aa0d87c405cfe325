// Route /app/dashboard/employee-engagement/ (employer administrators): EngagementScreen. Another
// employer (not an administrator) sees Access Denied; the gateway refuses them the figures too.
import { graphql } from 'react-relay';
import type { EmployeeEngagementRouteQuery, EmployeeEngagementRouteQuery$data } from '../../__generated__/EmployeeEngagementRouteQuery.graphql';
import { queryRoute } from '../../relay/queryRoute';
import { employersOnly } from '../../shell/Guarded';
import { usePageTitle } from '../../shell/usePageTitle';
import { AccessDenied } from '../../shell/AccessDenied';
import { EngagementScreen } from './EngagementScreen';
import { insightStrings as S } from './strings';

const employeeEngagementRouteQuery = graphql`
  query EmployeeEngagementRouteQuery {
    viewer {
      isEmployerAdmin
      ...EngagementScreen_viewer
    }
  }
`;

function Screen({ data: { viewer } }: { data: EmployeeEngagementRouteQuery$data }) {
  usePageTitle(S.engagementHeading);
  if (!viewer) return null;
  if (!viewer.isEmployerAdmin) return <AccessDenied />;
  return <EngagementScreen viewer={viewer} />;
}

export const route = queryRoute<EmployeeEngagementRouteQuery>({ query: employeeEngagementRouteQuery, handle: employersOnly, Screen });
