// Each thing the web app may offer, and the REST call whose access declaration decides it: the
// gateway answers Viewer.can from the same declarations the api enforces, for the signed-in
// person as GET /user describes them (their roles, a masquerade, their states).
import { type Access, mayCall, mayGiveConsent, type Subject } from '@portal/contract/access';
import { pendingSummary } from '@portal/contract/approvals';
import { takeupSummary } from '@portal/contract/benefit-takeup';
import { createSelection, eligibleBenefits, helpMeChoose } from '@portal/contract/benefits';
import { sendEnquiry } from '@portal/contract/contact';
import { uploadEmployeeData } from '@portal/contract/data-loads';
import { employeeInsights } from '@portal/contract/employee-insights';
import { employeeList, resendWelcomeEmail } from '@portal/contract/employees';
import { addFamilyMember } from '@portal/contract/family';
import { saveExpressionOfWish } from '@portal/contract/expression-of-wish';
import { addLifeEvent } from '@portal/contract/life-events';
import { accountAccess, employerMasquerade, startMasquerade } from '@portal/contract/masquerade';
import { getSupportSettings } from '@portal/contract/platform-settings';
import { changeEmail, changePassword, signOutOtherSessions, updateReminders } from '@portal/contract/profile';
import { reportList } from '@portal/contract/reports';
import { acceptTerms } from '@portal/contract/terms';
import { createSecret } from '@portal/contract/two-factor';
import { voucherManage } from '@portal/contract/vouchers';
import type { ViewerPermissions } from '../__generated__/resolvers-types.js';

type Permission = Exclude<keyof ViewerPermissions, '__typename'>;

/** The call behind each permission (a table, so docs/access.md and a reader see one place). */
export const permissionCalls: Record<Exclude<Permission, 'giveConsent'>, { access: Access }> = {
  viewBenefits: eligibleBenefits,
  chooseBenefits: createSelection,
  acceptTerms,
  reportLifeEvents: addLifeEvent,
  manageFamily: addFamilyMember,
  sendEnquiry,
  changePassword,
  changeEmail,
  manageTwoFactor: createSecret,
  signOutOtherSessions,
  saveExpressionOfWish,
  changeWindowReminders: updateReminders,
  viewEmployerDashboard: employeeList,
  resendWelcomeEmails: resendWelcomeEmail,
  startEmployeeMasquerade: employerMasquerade,
  viewAccountAccess: accountAccess,
  approveSelections: pendingSummary,
  viewReports: reportList,
  uploadEmployeeData,
  viewEmployeeInsights: employeeInsights,
  viewBenefitTakeup: takeupSummary,
  managePlatformSettings: getSupportSettings,
  manageVouchers: voucherManage,
  startMasquerade,
  helpMeChoose,
};

export function permissionsOf(subject: Subject): Omit<ViewerPermissions, '__typename'> {
  const permissions = Object.fromEntries(
    Object.entries(permissionCalls).map(([name, call]) => [name, mayCall(call.access, subject)]),
  );
  // The consent rule depends on the data of each choice; whether the session may give consent at all does not.
  return {
    ...(permissions as Record<Exclude<Permission, 'giveConsent'>, boolean>),
    giveConsent: mayGiveConsent(subject),
  };
}
