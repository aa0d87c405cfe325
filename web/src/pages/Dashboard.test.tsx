// The dashboard home: an administrator's quick links to every employer page, the approvals
// summary linking each benefit to its approval page, and neither where the viewer may not use them.
import { screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { MockResolvers } from 'relay-test-utils';
import type { DashboardTestQuery } from '../__generated__/DashboardTestQuery.graphql';
import { renderWithRelay } from '../testing/renderWithRelay';
import { DashboardPage } from './DashboardRoute';

const query = graphql`
  query DashboardTestQuery @relay_test_operation {
    viewer {
      can {
        approveSelections
        viewAccountAccess
        viewEmployeeInsights
        viewBenefitTakeup
        managePlatformSettings
        viewReports
        manageVouchers
      }
      employees(first: 1) {
        totalEmployees
        totalRegisteredEmployees
        percentageRegistered
      }
      selectionApprovals {
        ...PendingApprovalsList_summary
      }
    }
  }
`;

/** What the gateway says the viewer may do: an administrator who approves has every one of these. */
function permissionsOf({ approver, administrator }: { approver: boolean; administrator: boolean }) {
  return {
    approveSelections: approver,
    viewAccountAccess: administrator,
    viewEmployeeInsights: administrator,
    viewBenefitTakeup: administrator,
    managePlatformSettings: administrator,
    viewReports: administrator,
    manageVouchers: administrator,
  };
}

function renderDashboard(viewer: { approver: boolean; administrator: boolean }) {
  const resolvers: MockResolvers = {
    Viewer: () => ({ id: 'viewer-1' }),
    ViewerPermissions: () => permissionsOf(viewer),
    EmployeeConnection: () => ({ totalEmployees: 72, totalRegisteredEmployees: 50, percentageRegistered: 69.4 }),
    SelectionApprovalSummary: () => ({
      count: 26,
      benefits: [
        { benefitId: '1', benefitName: 'Cycle to Work', count: 14 },
        { benefitId: '2', benefitName: 'Technology Scheme', count: 12 },
      ],
    }),
  };
  return renderWithRelay<DashboardTestQuery>({
    query,
    resolvers,
    path: '/app/dashboard/',
    render: (data) => <DashboardPage data={data} />,
  });
}

test("an administrator's quick links lead to engagement, insights, take-up, settings, reporting and vouchers", () => {
  renderDashboard({ approver: true, administrator: true });
  const links = within(screen.getByRole('region', { name: 'Quick links' })).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Employee engagement', '/app/dashboard/employee-engagement/'],
    ['Employee insights', '/app/dashboard/employee-insights/'],
    ['Benefit take-up', '/app/dashboard/benefit-takeup'],
    ['Platform settings', '/app/dashboard/platform-settings/'],
    ['Reporting', '/app/reporting'],
    ['Vouchers', '/app/ccv/manage'],
  ]);
  expect(screen.getByText('Employee engagement, benefit take-up, approvals and platform settings.')).toBeTruthy();
});

test('the approvals summary counts each benefit and links it to its approval page', () => {
  renderDashboard({ approver: true, administrator: true });
  const approvals = screen.getByRole('region', { name: 'Selections awaiting approval' });
  expect(within(approvals).getByRole('link', { name: 'Cycle to Work' }).getAttribute('href')).toBe(
    '/app/dashboard/approve-selections/1',
  );
  expect(within(approvals).getByText('14 selections awaiting approval')).toBeTruthy();
  expect(within(approvals).getByRole('link', { name: 'Technology Scheme' }).getAttribute('href')).toBe(
    '/app/dashboard/approve-selections/2',
  );
});

test('an employer who is neither administrator nor approver sees no quick links and no approvals', () => {
  renderDashboard({ approver: false, administrator: false });
  expect(screen.queryByRole('region', { name: 'Quick links' })).toBeNull();
  expect(screen.getByText('Only approvers can approve selections.')).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Cycle to Work' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Account access' })).toBeNull();
  expect(screen.getByRole('link', { name: 'View employee data' })).toBeTruthy();
});
