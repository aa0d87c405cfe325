// The signed-in shell's data for component tests of screens that ask the shell what the session
// may do (useCan): a viewer who may do everything, unless a test says otherwise.
import type { AppShellQuery$data } from '../__generated__/AppShellQuery.graphql';
import type { Permission } from '../shell/ShellContext';

const everything: Record<Permission, true> = {
  viewBenefits: true,
  chooseBenefits: true,
  giveConsent: true,
  acceptTerms: true,
  reportLifeEvents: true,
  manageFamily: true,
  sendEnquiry: true,
  changePassword: true,
  changeEmail: true,
  manageTwoFactor: true,
  signOutOtherSessions: true,
  changeWindowReminders: true,
  saveExpressionOfWish: true,
  viewEmployerDashboard: true,
  resendWelcomeEmails: true,
  startEmployeeMasquerade: true,
  viewAccountAccess: true,
  approveSelections: true,
  viewReports: true,
  uploadEmployeeData: true,
  viewEmployeeInsights: true,
  viewBenefitTakeup: true,
  managePlatformSettings: true,
  manageVouchers: true,
  startMasquerade: true,
  helpMeChoose: true,
};

export function signedInShell(
  can: Partial<Record<Permission, boolean>> = {},
  brand = 'Acme Rewards',
): AppShellQuery$data {
  return {
    site: { theme: { benefitBrandName: brand, primaryColour: '0b6e4f' } },
    viewer: { name: 'Alex Morgan', can: { ...everything, ...can } },
  } as unknown as AppShellQuery$data;
}
