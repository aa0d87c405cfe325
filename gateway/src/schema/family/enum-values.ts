// The REST values of the family domain's enums (shared/enum-values.ts says why).
import type { BodyInput } from '@portal/contract/endpoint';
import type { addFamilyMember } from '@portal/contract/family';
import type { RestValueOf } from '../shared/enum-values.js';

type RestFamilyMemberBody = BodyInput<typeof addFamilyMember>;

export const familyEnumValues = {
  Gender: { FEMALE: 'female', MALE: 'male' },
  FamilyRelationship: { PARTNER: 'partner', DEPENDANT: 'dependant' },
} as const satisfies {
  Gender: Record<string, RestFamilyMemberBody['sex']>;
  FamilyRelationship: Record<string, RestFamilyMemberBody['fmember_type']>;
};

export type Gender = RestValueOf<typeof familyEnumValues.Gender>;
export type FamilyRelationship = RestValueOf<typeof familyEnumValues.FamilyRelationship>;
