import { Breadcrumbs } from '../../shell/Breadcrumbs';
import { approvalStrings as S } from './strings';

/** Home > Employer dashboard > Approve Selections. */
export function ApprovalBreadcrumbs() {
  return (
    <Breadcrumbs
      items={[
        { label: S.home, to: '/app/home/' },
        { label: S.dashboard, to: '/app/dashboard/' },
        { label: S.approveSelections },
      ]}
    />
  );
}
