import * as approvals from '@portal/contract/approvals';
import type { BodyInput, QueryInput } from '@portal/contract/endpoint';
import * as employees from '@portal/contract/employees';
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

  pendingSelectionSummary() {
    return this.body(approvals.pendingSummary);
  }

  pendingSelections(benefitId: string, page: number) {
    return this.body(approvals.pendingSelections, { params: { benefitId }, query: { page } });
  }

  /** Selections no longer pending (409) and a refused list (422) are the screen's to word. */
  decideSelections(body: BodyInput<typeof approvals.decideSelections>) {
    return this.outcome(approvals.decideSelections, { body }, refusalsBut('unauthenticated', 'forbidden', 'notFound'));
  }
}
