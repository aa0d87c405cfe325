// The REST values of the masquerade domain's enums (shared/enum-values.ts says why).
import type { ssoLoginRefused } from '@portal/contract/masquerade';
import type { z } from 'zod';
import type { RestValueOf } from '../shared/enum-values.js';

export const masqueradeEnumValues = {
  SsoLoginFailure: { MASQUERADE_LINK_EXPIRED: 'masquerade_link_expired', SSO_LOGIN_FAILED: 'sso_login_failed' },
} as const satisfies {
  SsoLoginFailure: Record<string, z.output<typeof ssoLoginRefused>['error']>;
};

export type SsoLoginFailure = RestValueOf<typeof masqueradeEnumValues.SsoLoginFailure>;
