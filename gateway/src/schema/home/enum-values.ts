// The REST values of the home domain's enums (shared/enum-values.ts says why).
import type { homeBanners } from '@portal/contract/home';
import type { SuccessOf } from '../../rest/rest-api.js';
import type { RestValueOf } from '../shared/enum-values.js';

export const homeEnumValues = {
  BannerTone: { INFO: 'info', SUCCESS: 'success', WARNING: 'warning' },
} as const satisfies {
  BannerTone: Record<string, SuccessOf<typeof homeBanners>[number]['tone']>;
};

export type BannerTone = RestValueOf<typeof homeEnumValues.BannerTone>;
