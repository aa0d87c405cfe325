import * as approvals from '@portal/contract/approvals';
import * as benefitTakeup from '@portal/contract/benefit-takeup';
import type { BodyInput, QueryInput } from '@portal/contract/endpoint';
import * as employeeInsights from '@portal/contract/employee-insights';
import * as employees from '@portal/contract/employees';
import * as platformSettings from '@portal/contract/platform-settings';
import * as twoFactor from '@portal/contract/two-factor';
import { refusalsBut } from './decode.js';
import { RestApi } from './rest-api.js';

/**
 * The versioned (v2) REST API: the employer's tables, reports and approvals. A dead session and
 * another client's ids are thrown (errors.ts); the screens word what is left.
 */
export class V2Api extends RestApi {
  employees(clientId: string, query: QueryInput<typeof employees.employeeList>) {
    return this.body(employees.employeeList, { params: { clientId }, query });
  }

  twoFactorEmployees(clientId: string, query: QueryInput<typeof employees.twoFactorList>) {
    return this.body(employees.twoFactorList, { params: { clientId }, query });
  }

  downloadTicket(clientId: string, body: BodyInput<typeof employees.issueTicket>) {
    return this.outcome(employees.issueTicket, { params: { clientId }, body }, refusalsBut('unauthenticated', 'forbidden', 'notFound'));
  }

  employeeEngagement(clientId: string, period: employeeInsights.LoginPeriod) {
    return this.body(employeeInsights.engagementLogins, { params: { clientId }, query: { period } });
  }

  employeeInsights(clientId: string) {
    return this.body(employeeInsights.employeeInsights, { params: { clientId } });
  }

  pendingSelectionSummary() {
    return this.body(approvals.pendingSummary);
  }

  pendingSelections(benefitId: string, page: number) {
    return this.body(approvals.pendingSelections, { params: { benefitId }, query: { page } });
  }

  // 2FA from the profile, for the signed-in person's own id: every refusal but a dead session is
  // the panel's to word (a wrong password or code, a lock, the organisation's rule, a masquerade).
  createTwoFactorSecret(userId: number, password: string) {
    return this.outcome(twoFactor.createSecret, { params: { userId: String(userId) }, body: { password } }, refusalsBut('unauthenticated'));
  }

  enableTwoFactor(userId: number, code: string) {
    return this.outcome(twoFactor.validateSecret, { params: { userId: String(userId) }, body: { code } }, refusalsBut('unauthenticated'));
  }

  disableTwoFactor(userId: number, body: BodyInput<typeof twoFactor.disableTwoFactor>) {
    return this.outcome(twoFactor.disableTwoFactor, { params: { userId: String(userId) }, body }, refusalsBut('unauthenticated'));
  }

  /** Selections no longer pending (409) and a refused list (422) are the screen's to word. */
  decideSelections(body: BodyInput<typeof approvals.decideSelections>) {
    return this.outcome(approvals.decideSelections, { body }, refusalsBut('unauthenticated', 'forbidden', 'notFound'));
  }

  /** Benefit take-up for insight-enabled clients (spec section 6: the client exception benefit_insights). */
  benefitInsights(clientId: string) {
    return this.body(benefitTakeup.insightsSummary, { params: { clientId } });
  }

  benefitInsightsDetail(clientId: string, benefitId: string, query: QueryInput<typeof benefitTakeup.insightsDetail>) {
    return this.body(benefitTakeup.insightsDetail, { params: { clientId, benefitId }, query });
  }

  // Platform settings: a refused value (422) is the form's to word; a refused access is thrown.
  enforcementSetting(clientId: string) {
    return this.body(platformSettings.getEnforcementSetting, { params: { clientId } });
  }

  setEnforcementSetting(clientId: string, body: BodyInput<typeof platformSettings.updateEnforcementSetting>) {
    return this.outcome(platformSettings.updateEnforcementSetting, { params: { clientId }, body }, refusalsBut('unauthenticated', 'forbidden', 'notFound'));
  }

  supportSettings(clientId: string) {
    return this.body(platformSettings.getSupportSettings, { params: { clientId } });
  }

  setSupportSettings(clientId: string, body: BodyInput<typeof platformSettings.updateSupportSettings>) {
    return this.outcome(platformSettings.updateSupportSettings, { params: { clientId }, body }, refusalsBut('unauthenticated', 'forbidden', 'notFound'));
  }
}
