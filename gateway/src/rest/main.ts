import type { Upstream, UpstreamAuth } from './upstream.js';
import type {
  PolicyPath,
  RestCcvBalance,
  RestLogin,
  RestLoginSetup,
  RestLoginUrl,
  RestLogout,
  RestPing,
  RestPolicy,
  RestSiteTheme,
  RestUser,
} from './types.js';

/** The main REST API's calls, one method per path, bound to one request's identity. */
export class MainApi {
  constructor(
    private readonly upstream: Upstream,
    private readonly auth: UpstreamAuth,
  ) {}

  private get anonymous(): UpstreamAuth {
    return { token: null, masquerade: null };
  }

  theme(domain: string) {
    return this.upstream.call<RestSiteTheme>('GET', `themes/${encodeURIComponent(domain)}`, this.anonymous);
  }

  policy(path: PolicyPath, domain: string) {
    return this.upstream.call<RestPolicy>('GET', `policies/${path}`, this.anonymous, { searchParams: { domain } });
  }

  /** Answers every status: the login screens turn 401/422/423 bodies into their own words. */
  loginUrl(email: string) {
    return this.upstream.send<RestLoginUrl & { errors?: Record<string, string[]> }>('POST', 'login/url', this.anonymous, {
      json: { email },
    });
  }

  login(input: { email: string; password: string; deviceToken: string; recaptcha?: string | null }) {
    return this.upstream.send<RestLogin>('POST', 'login', this.anonymous, { json: input });
  }

  loginSetup() {
    return this.upstream.call<RestLoginSetup>('GET', 'login/setup', this.auth);
  }

  user() {
    return this.upstream.call<RestUser>('GET', 'user', this.auth);
  }

  logout() {
    return this.upstream.send<RestLogout>('POST', 'logout', this.auth);
  }

  ping() {
    return this.upstream.call<RestPing>('GET', 'ping', this.auth);
  }

  /** Answers every status: 404/422 become payload errors. */
  resendWelcomeEmail(employeeId: string) {
    return this.upstream.send<{ status?: string; queued?: number; message?: string; errors?: Record<string, string[]> }>(
      'POST',
      `employees/${encodeURIComponent(employeeId)}/welcome-email-resends`,
      this.auth,
    );
  }

  resendWelcomeEmails(clientId: string) {
    return this.upstream.send<{ status?: string; queued?: number; message?: string }>(
      'POST',
      `companies/${encodeURIComponent(clientId)}/welcome-email-resends`,
      this.auth,
    );
  }

  ccvBalance() {
    return this.upstream.call<RestCcvBalance>('GET', 'ccv/balance', this.auth);
  }
}
