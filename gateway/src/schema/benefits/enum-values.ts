// The REST values of the benefits domain's enums (shared/enum-values.ts says why).
import type { BasketOutcome } from '@portal/contract/basket';
import type { choicePriorities, expectedUses, verdicts } from '@portal/contract/benefits';
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
  ExpectedUse: { DENTAL: 'dental', OPTICAL: 'optical', THERAPY: 'therapy', CYCLING: 'cycling' },
  ChoicePriority: { FAMILY: 'family', RETIREMENT: 'retirement', HEALTH: 'health', COST: 'cost' },
  RecommendationVerdict: {
    RECOMMENDED: 'recommended',
    WORTH_CONSIDERING: 'worth-considering',
    NOT_FOR_YOU: 'not-for-you',
  },
  BasketOutcomeKind: { CHOSEN: 'chosen', AWAITING_APPROVAL: 'awaiting-approval', REFUSED: 'refused' },
} as const satisfies {
  BenefitKind: Record<string, RestBenefitCard['kind']>;
  BenefitCategory: Record<string, RestBenefitCard['category']>;
  SelectionStatus: Record<string, RestBenefitCard['status']>;
  EditFieldType: Record<string, RestEditFieldType>;
  ClaimStatus: Record<string, RestClaim['status']>;
  ExpectedUse: Record<string, (typeof expectedUses)[number]>;
  ChoicePriority: Record<string, (typeof choicePriorities)[number]>;
  RecommendationVerdict: Record<string, (typeof verdicts)[number]>;
  BasketOutcomeKind: Record<string, BasketOutcome['outcome']>;
};

export type BenefitKind = RestValueOf<typeof benefitEnumValues.BenefitKind>;
export type BenefitCategory = RestValueOf<typeof benefitEnumValues.BenefitCategory>;
export type SelectionStatus = RestValueOf<typeof benefitEnumValues.SelectionStatus>;
export type EditFieldType = RestValueOf<typeof benefitEnumValues.EditFieldType>;
export type ClaimStatus = RestValueOf<typeof benefitEnumValues.ClaimStatus>;
export type ExpectedUse = RestValueOf<typeof benefitEnumValues.ExpectedUse>;
export type ChoicePriority = RestValueOf<typeof benefitEnumValues.ChoicePriority>;
export type RecommendationVerdict = RestValueOf<typeof benefitEnumValues.RecommendationVerdict>;
export type BasketOutcomeKind = RestValueOf<typeof benefitEnumValues.BasketOutcomeKind>;
