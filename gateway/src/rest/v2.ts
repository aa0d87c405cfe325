import type {
  RestDownloadTicket,
  RestEmployeePage,
  RestPendingSelections,
  RestPendingSummary,
  RestSelectionDecision,
} from './employer-types.js';
import type { Upstream, UpstreamAuth } from './upstream.js';

/**
 * The versioned (v2) REST API. No screen built so far reads it; the client exists so the context
 * carries both APIs from the start and later domains only add methods here.
 */
export class V2Api {
  constructor(
    readonly upstream: Upstream,
    readonly auth: UpstreamAuth,
  ) {}

  employees(clientId: string, searchParams: Record<string, string>) {
    return this.upstream.call<RestEmployeePage>('GET', `client/${encodeURIComponent(clientId)}/employees`, this.auth, { searchParams });
  }

  twoFactorEmployees(clientId: string, searchParams: Record<string, string>) {
    return this.upstream.call<RestEmployeePage>('GET', `client/${encodeURIComponent(clientId)}/employees/two-factor-authentication`, this.auth, {
      searchParams,
    });
  }

  /** Answers every status: a refused ticket becomes payload errors. */
  downloadTicket(clientId: string, json: Record<string, string>) {
    return this.upstream.send<RestDownloadTicket & { message?: string }>(
      'POST',
      `client/${encodeURIComponent(clientId)}/employees/download-report/tickets`,
      this.auth,
      { json },
    );
  }

  pendingSelectionSummary() {
    return this.upstream.call<RestPendingSummary>('GET', 'scheme/selections/pending/', this.auth);
  }

  pendingSelections(benefitId: string, page: number) {
    return this.upstream.call<RestPendingSelections>('GET', `scheme/selections/${encodeURIComponent(benefitId)}/pending/`, this.auth, {
      searchParams: { page: String(page) },
    });
  }

  /** Answers every status: 404/409/422 become payload errors in the spec's words. */
  decideSelections(selectionIds: number[], approval: boolean) {
    return this.upstream.send<RestSelectionDecision & { message?: string; errors?: Record<string, string[]> }>(
      'PATCH',
      'scheme/selections/status/',
      this.auth,
      { json: { selectionIds, approval } },
    );
  }
}
