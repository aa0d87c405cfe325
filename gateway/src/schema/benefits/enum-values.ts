// The REST values of the benefits domain's enums (shared/enum-values.ts says why).
import type { RestValueOf } from '../shared/enum-values.js';
import type { RestBenefitCard, RestClaim, RestEditFieldType } from './mappers.js';

export const benefitEnumValues = {
  BenefitKind: {
    ORDER: 'order',
    COVER: 'cover',
    LEVEL: 'level',
    PERCENTAGE: 'percentage',
    DAYS: 'days',
    VOUCHER: 'voucher',
    INFO: 'info',
  },
  BenefitCategory: {
    PENSION: 'pension',
    INSURANCE: 'insurance',
    HEALTH: 'health',
    LIFESTYLE: 'lifestyle',
    WELLBEING: 'wellbeing',
    FAMILY: 'family',
    TIME_OFF: 'time-off',
  },
  SelectionStatus: {
    NOT_SELECTED: 'not-selected',
    PENDING: 'pending',
    APPROVED: 'approved',
    DECLINED: 'declined',
    ACTIVE: 'active',
    OPTED_OUT: 'opted-out',
  },
  EditFieldType: {
    AMOUNT: 'amount',
    PERCENTAGE: 'percentage',
    DAYS: 'days',
    LEVEL: 'level',
    TEXT: 'text',
    BOOLEAN: 'boolean',
  },
  ClaimStatus: { SUBMITTED: 'submitted', APPROVED: 'approved', PAID: 'paid', REJECTED: 'rejected' },
} as const satisfies {
  BenefitKind: Record<string, RestBenefitCard['kind']>;
  BenefitCategory: Record<string, RestBenefitCard['category']>;
  SelectionStatus: Record<string, RestBenefitCard['status']>;
  EditFieldType: Record<string, RestEditFieldType>;
  ClaimStatus: Record<string, RestClaim['status']>;
};

export type BenefitKind = RestValueOf<typeof benefitEnumValues.BenefitKind>;
export type BenefitCategory = RestValueOf<typeof benefitEnumValues.BenefitCategory>;
export type SelectionStatus = RestValueOf<typeof benefitEnumValues.SelectionStatus>;
export type EditFieldType = RestValueOf<typeof benefitEnumValues.EditFieldType>;
export type ClaimStatus = RestValueOf<typeof benefitEnumValues.ClaimStatus>;
