// The REST values of the total-reward domain's enums (shared/enum-values.ts says why).
import type { QueryInput } from '@portal/contract/endpoint';
import type { totalRewardPage } from '@portal/contract/total-reward';
import type { SuccessOf } from '../../rest/rest-api.js';
import type { RestValueOf } from '../shared/enum-values.js';

export const totalRewardEnumValues = {
  OverviewMode: { YEAR: 'year', MONTH: 'month' },
  RewardCategory: { SALARY: 'salary', PENSION: 'pension', INSURANCE: 'insurance', LIFESTYLE: 'lifestyle' },
} as const satisfies {
  OverviewMode: Record<string, NonNullable<QueryInput<typeof totalRewardPage>['mode']>>;
  RewardCategory: Record<string, SuccessOf<typeof totalRewardPage>['categories'][number]['category']>;
};

export type OverviewMode = RestValueOf<typeof totalRewardEnumValues.OverviewMode>;
export type RewardCategory = RestValueOf<typeof totalRewardEnumValues.RewardCategory>;
