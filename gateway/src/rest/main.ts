import type { Upstream, UpstreamAuth } from './upstream.js';
import type {
  PolicyPath,
  RestActivate,
  RestActivationLookup,
  RestCcvBalance,
  RestForgotPassword,
  RestPasswordCheckResult,
  RestPasswordReset,
  RestResetLink,
  RestVerifyDateOfBirth,
  RestLogin,
  RestLoginSetup,
  RestLoginUrl,
  RestLogout,
  RestPing,
  RestPolicy,
  RestSiteTheme,
  RestTermsAccepted,
  RestTermsToAccept,
  RestTwoFactor,
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

  /** An ALTCHA v2 challenge; its shape is the widget's business, not the gateway's. */
  captchaChallenge() {
    return this.upstream.call<Record<string, unknown>>('GET', 'captcha/challenge', this.anonymous);
  }

  /** The second factor at login; answers every status (coded errors are the screen's to show). */
  loginWithCode(input: { code: string; email: string; password: string; deviceToken: string }) {
    return this.upstream.send<RestTwoFactor>('POST', 'login/mfa', this.anonymous, { json: input });
  }

  /** 2FA setup at login: type temporary (first pass) or complete (second pass, logs in). */
  setUpTwoFactor(input: {
    type: 'temporary' | 'complete';
    code: string;
    secret: string;
    email?: string;
    password?: string;
    deviceToken?: string;
  }) {
    return this.upstream.send<RestTwoFactor>('POST', 'login/setup/mfa', this.anonymous, { json: input });
  }

  termsToAccept() {
    return this.upstream.call<RestTermsToAccept>('GET', 'user/policies', this.auth);
  }

  acceptTerms() {
    return this.upstream.send<RestTermsAccepted>('PATCH', 'user/policies', this.auth, { json: { termsAccepted: true } });
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

  // Activation and passwords (issue 3). Each answers every status: the screens word 4xx bodies.
  activationLookup(activationId: string) {
    return this.upstream.send<RestActivationLookup>('POST', `activation/${encodeURIComponent(activationId)}`, this.anonymous);
  }

  activationDateOfBirth(activationId: string, dateOfBirth: string) {
    return this.upstream.send<RestVerifyDateOfBirth>('POST', 'activation/dob', this.anonymous, {
      json: { activationId, date_of_birth: dateOfBirth },
    });
  }

  activationPasswordCheck(activationId: string, password: string) {
    return this.upstream.send<RestPasswordCheckResult>('POST', 'activation/check', this.anonymous, { json: { activationId, password } });
  }

  activate(input: { activationId: string; dateOfBirth: string; password: string; passwordConfirmation: string }) {
    return this.upstream.send<RestActivate>('POST', 'user/activate', this.anonymous, {
      json: {
        activationId: input.activationId,
        date_of_birth: input.dateOfBirth,
        password: input.password,
        password_confirmation: input.passwordConfirmation,
      },
    });
  }

  forgotPassword(input: { email: string; recaptcha: string | null; isRecaptchaEnabled: boolean }) {
    return this.upstream.send<RestForgotPassword>('POST', 'forgot-password', this.anonymous, { json: input });
  }

  passwordResetLink(token: string) {
    return this.upstream.send<RestResetLink>('POST', `password-reset/${encodeURIComponent(token)}`, this.anonymous);
  }

  passwordResetDateOfBirth(token: string, dateOfBirth: string) {
    return this.upstream.send<RestVerifyDateOfBirth>('POST', 'password-reset/dob', this.anonymous, {
      json: { token, date_of_birth: dateOfBirth },
    });
  }

  passwordResetCheck(token: string, password: string) {
    return this.upstream.send<RestPasswordCheckResult>('POST', 'password-reset/check', this.anonymous, { json: { token, password } });
  }

  passwordReset(input: { token: string; dateOfBirth: string; password: string; passwordConfirmation: string }) {
    return this.upstream.send<RestPasswordReset>('POST', 'password-reset', this.anonymous, {
      json: {
        token: input.token,
        date_of_birth: input.dateOfBirth,
        password: input.password,
        password_confirmation: input.passwordConfirmation,
      },
    });
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
