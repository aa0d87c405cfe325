// The REST values of the two-factor domain's enums (shared/enum-values.ts says why).
import type { BodyInput } from '@portal/contract/endpoint';
import type { setUpTwoFactor } from '@portal/contract/two-factor';
import type { RestValueOf } from '../shared/enum-values.js';

export const twoFactorEnumValues = {
  TwoFactorSetupPass: { TEMPORARY: 'temporary', COMPLETE: 'complete' },
} as const satisfies {
  TwoFactorSetupPass: Record<string, BodyInput<typeof setUpTwoFactor>['type']>;
};

export type TwoFactorSetupPass = RestValueOf<typeof twoFactorEnumValues.TwoFactorSetupPass>;
