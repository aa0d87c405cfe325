// The main API's response bodies as docs/rest-api.md fixes them (the spec's field names).

export interface RestTheme {
  primaryColour: string;
  secondaryColour: string;
  logoFileUrl: string | null;
  brandHeaderLogo: string | null;
  mobileLogo: string | null;
  clientLogo: string | null;
  supportEmail: string | null;
  contactUsEmail: string | null;
  benefitBrandName: string;
  benefitBrandPhoneNumber: string | null;
  avatarSet: { avatarsetPlainFileURL: string | null } | null;
  baseFont: string;
  headerFont: string;
}

export interface RestSiteTheme {
  domain: string;
  client: { clientName: string; contactUsEnabled: boolean };
  theme: RestTheme;
  cmsData: { sso_access_only: boolean };
}

export interface RestLoginUrl {
  hasSSO: boolean;
  url?: string | null;
}

export interface RestLogin {
  access_token?: string;
  token_type?: string;
  expires_in?: number;
  is_should_setup_2fa?: boolean;
  is_should_validate_2fa?: boolean;
  showRecaptcha?: boolean;
  userAccountLocked?: boolean;
  error?: string;
  error_message?: string;
  errors?: Record<string, string[]>;
  /** The 2FA setup branch (organisation requires 2FA): the pending TOTP secret and its otpauth URL. */
  secret?: string;
  url?: string;
}

/** /login/mfa and /login/setup/mfa: the token response, `{ status, verified }`, or a list of coded errors. */
export interface RestTwoFactor extends Omit<RestLogin, 'error'> {
  status?: string;
  verified?: boolean;
  error?: { code?: string; message?: string }[] | string;
}

export interface RestTermsToAccept {
  terms: { content: string; revision: number | null };
  policy: { content: string };
  status: boolean;
}

export interface RestTermsAccepted {
  termsRevision?: number | null;
  errors?: Record<string, string[]>;
  message?: string;
}

export interface RestClientException {
  code: string;
  status: string;
}

export interface RestLoginSetup {
  user: { id: number | string; firstLogin: boolean };
  client: {
    id: number | string;
    clientName: string;
    contactUsEnabled: boolean;
    clientExceptions: RestClientException[];
    scheme: {
      schemeYear: number;
      baseFont: string;
      headerFont: string;
      avatarSet: { avatarsetPlainFileURL: string | null } | null;
      theme: { core: RestTheme };
    };
  } | null;
  cmsData: { faqs: unknown[]; sso_access_only: boolean };
}

export interface RestUser {
  id: number | string;
  name: string;
  firstName: string;
  surname: string;
  email: string;
  userType: 'employee' | 'employer';
  employmentStatus: 'active' | 'inactive' | 'left';
  avatar: string | null;
  onProbation: boolean;
  isApprover: boolean;
  isPlatformAdmin: boolean;
  siteTermsUpdated: boolean;
  termsRevision: number | boolean | null;
  showWelcomeModal: boolean;
  isDataLoadEligibilityImpactEnabled: boolean;
  supportEmail: string | null;
  supportEmailIsSchemeBased: boolean;
  contactUsEmail: string | null;
  supportNumber: string | null;
  ssoLogoutUrl: string | null;
  clientId: number | string | null;
}

export interface RestLogout {
  status: string;
  ssoLogoutUrl: string | null;
}

export interface RestPing {
  status: string;
  expires_in: number;
}

export interface RestCcvBalance {
  balance: number;
  lastPaymentDate: string | null;
}

export interface RestPolicy {
  name: string;
  content: string;
  status: string;
}

export type PolicyPath = 'terms-conditions' | 'privacy-policy' | 'our-cookie-policy';

// Activation and passwords (issue 3).
export interface RestPasswordCheck {
  code: number;
  name: string;
  status: boolean;
}

export interface RestActivationLookup {
  status: 'ok' | 'error';
  firstName?: string;
  surname?: string;
  email?: string;
  requiresTwoFa?: boolean;
  message?: string;
}

export interface RestVerifyDateOfBirth {
  verified?: boolean;
  status?: string;
  valid?: boolean;
  message?: string;
  error?: unknown;
  errors?: Record<string, string[]>;
}

export interface RestPasswordCheckResult {
  data?: { checks?: RestPasswordCheck[] };
  message?: string;
}

export interface RestActivate extends RestLogin {
  secret?: string;
  url?: string;
  status?: string;
  message?: string;
  checks?: RestPasswordCheck[];
}

export interface RestForgotPassword {
  sent?: boolean;
  message?: string;
  errors?: Record<string, string[]>;
  error?: { message?: string } | string;
}

export interface RestResetLink {
  valid?: boolean;
  message?: string;
  error?: unknown;
}

export interface RestPasswordReset {
  reset?: boolean;
  redirectURL?: string | null;
  valid?: boolean;
  message?: string;
  description?: string;
  error?: unknown;
  errors?: Record<string, string[]>;
  checks?: RestPasswordCheck[];
}
