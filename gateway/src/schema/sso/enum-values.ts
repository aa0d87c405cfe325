// The REST values of the sso domain's enums (shared/enum-values.ts says why): why an exchange
// failed, as the api's refusal names it.
import type { ssoLoginRefused } from '@portal/contract/masquerade';
import type { z } from 'zod';
import type { RestValueOf } from '../shared/enum-values.js';

export const ssoEnumValues = {
  SsoLoginFailure: { MASQUERADE_LINK_EXPIRED: 'masquerade_link_expired', SSO_LOGIN_FAILED: 'sso_login_failed' },
} as const satisfies {
  SsoLoginFailure: Record<string, z.output<typeof ssoLoginRefused>['error']>;
};

export type SsoLoginFailure = RestValueOf<typeof ssoEnumValues.SsoLoginFailure>;
