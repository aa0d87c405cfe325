// Route /app/ccv/manage (employer administrators): the employer's voucher screen. The spec loads
// it as a frame from the API host with the bearer token in its query; it is rendered natively
// here instead, so no token is ever in a URL (docs/vouchers.md). An employee is turned away by
// the guard; an employer who is not an administrator sees "Access Denied".
import { graphql } from 'react-relay';
import type {
  VoucherManageRouteQuery,
  VoucherManageRouteQuery$data,
} from '../../__generated__/VoucherManageRouteQuery.graphql';
import { queryRoute } from '../../relay/queryRoute';
import { PageFrame } from '../../shell/PageFrame';
import { requires } from '../../shell/Guarded';
import { AccessDenied } from '../../shell/AccessDenied';
import { usePageTitle } from '../../shell/usePageTitle';
import { voucherStrings as S } from './strings';
import { VoucherManagementScreen } from './VoucherManagementScreen';

const voucherManageRouteQuery = graphql`
  query VoucherManageRouteQuery {
    viewer {
      id
      voucherManagement {
        ...VoucherManagementScreen_management
      }
    }
  }
`;

export function VoucherManageScreen({ data: { viewer } }: { data: VoucherManageRouteQuery$data }) {
  usePageTitle(S.heading);
  if (!viewer) return null;
  if (!viewer.voucherManagement) {
    return <AccessDenied />;
  }
  return (
    <PageFrame
      maxW="6xl"
      breadcrumbs={[
        { label: S.home, to: '/app/home/' },
        { label: S.dashboard, to: '/app/dashboard/' },
        { label: S.heading },
      ]}
      title={S.heading}
      intro={S.intro}
    >
      <VoucherManagementScreen management={viewer.voucherManagement} />
    </PageFrame>
  );
}

export const route = queryRoute<VoucherManageRouteQuery>({
  query: voucherManageRouteQuery,
  handle: requires('manageVouchers'),
  Screen: VoucherManageScreen,
});
