// The REST values of the total-reward domain's enums (shared/enum-values.ts says why).
import type { QueryInput } from '@portal/contract/endpoint';
import type { totalRewardPage, totalRewardStatement } from '@portal/contract/total-reward';
import type { SuccessOf } from '../../rest/rest-api.js';
import type { RestValueOf } from '../shared/enum-values.js';

export const totalRewardEnumValues = {
  OverviewMode: { YEAR: 'year', MONTH: 'month' },
  RewardCategory: {
    SALARY: 'salary',
    PENSION: 'pension',
    INSURANCE: 'insurance',
    HEALTH: 'health',
    LIFESTYLE: 'lifestyle',
    WELLBEING: 'wellbeing',
    FAMILY: 'family',
    TIME_OFF: 'time-off',
  },
  EmployerContributionKind: {
    PENSION_CONTRIBUTION: 'pension-contribution',
    INSURANCE_PREMIUM: 'insurance-premium',
    OTHER: 'other',
  },
} as const satisfies {
  OverviewMode: Record<string, NonNullable<QueryInput<typeof totalRewardPage>['mode']>>;
  RewardCategory: Record<string, SuccessOf<typeof totalRewardPage>['categories'][number]['category']>;
  EmployerContributionKind: Record<
    string,
    SuccessOf<typeof totalRewardStatement>['employerContributions'][number]['kind']
  >;
};

export type OverviewMode = RestValueOf<typeof totalRewardEnumValues.OverviewMode>;
export type RewardCategory = RestValueOf<typeof totalRewardEnumValues.RewardCategory>;
export type EmployerContributionKind = RestValueOf<typeof totalRewardEnumValues.EmployerContributionKind>;
