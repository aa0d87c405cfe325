// The family member's mappings, in one place: the server's shape to the schema's type, the
// schema's input to the REST payload, and the payload's field names back to the input's, so an
// error the api words for `fmember_type` lands on `relationship`. The types on both sides are
// generated: the schema's by codegen, the payload's from the contract.
import type {
  AddFamilyMemberInput,
  EditFamilyMemberInput,
  FamilyMember,
  FamilyRelationship,
  Gender,
} from '../__generated__/resolvers-types.js';
import type { RestFamilyMember, RestFamilyMemberPayload } from './mappers.js';

/** A family member as the schema's FamilyMember type answers it, less its store id. */
export type ClientFamilyMember = Required<Omit<FamilyMember, 'id' | '__typename'>>;

/** What the add and edit forms send (the schema's two inputs), every field as given: the api judges them. */
export type FamilyMemberInput = AddFamilyMemberInput &
  Partial<Pick<EditFamilyMemberInput, 'familyMemberId' | 'active'>>;

/** The server's gender id: 1 is female, 2 is male; anything else was never said. */
export function genderOf(genderId: number | null): Gender | null {
  if (genderId === 1) return 'female';
  if (genderId === 2) return 'male';
  return null;
}

/** The server's family type: 1 is a partner, anything else a dependant. */
export function relationshipOf(famtypeId: number): FamilyRelationship {
  return famtypeId === 1 ? 'partner' : 'dependant';
}

/** Y-MM-dd: the calendar day of an ISO date or timestamp. */
export function clientDateOf(value: string): string {
  return value.slice(0, 10);
}

export function clientFamilyMemberOf(server: RestFamilyMember): ClientFamilyMember {
  const relationship = relationshipOf(server.family_famtype_id);
  const dependant = relationship === 'dependant';
  return {
    familyMemberId: server.family_id,
    title: server.family_tname,
    firstName: server.family_fname,
    surname: server.family_sname,
    name: `${server.family_fname} ${server.family_sname}`,
    dateOfBirth: clientDateOf(server.family_dob),
    gender: genderOf(server.family_gender_id),
    relationship,
    active: server.family_active,
    // The education end date and registered disabled apply to dependants only.
    fullTimeEducationEndDate: dependant && server.family_ft_edu_ends ? clientDateOf(server.family_ft_edu_ends) : null,
    registeredDisabled: dependant && server.family_registered_disabled,
  };
}

/**
 * The payload to the server. A field left out is left out, so the api says
 * it is required; a partner sends no education or disability.
 */
export function payloadOf(input: FamilyMemberInput): RestFamilyMemberPayload {
  const dependant = input.relationship !== 'partner';
  const payload: RestFamilyMemberPayload = {
    title: input.title ?? undefined,
    first_name: input.firstName ?? undefined,
    surname: input.surname ?? undefined,
    date_of_birth: input.dateOfBirth ?? undefined,
    sex: input.gender ?? undefined,
    fmember_type: input.relationship ?? undefined,
    education_check: dependant ? (input.inFullTimeEducation ?? null) : null,
    education: dependant && input.inFullTimeEducation ? (input.fullTimeEducationEndDate ?? null) : null,
    registered_disabled: dependant ? (input.registeredDisabled ?? false) : false,
  };
  if (input.familyMemberId != null) payload.familyMemberId = input.familyMemberId;
  if (input.active != null) payload.active = input.active;
  return payload;
}

/** Every payload field, and the input field its errors belong on. */
const inputNames: Readonly<Record<keyof RestFamilyMemberPayload, keyof FamilyMemberInput>> = {
  familyMemberId: 'familyMemberId',
  title: 'title',
  first_name: 'firstName',
  surname: 'surname',
  date_of_birth: 'dateOfBirth',
  sex: 'gender',
  fmember_type: 'relationship',
  education_check: 'inFullTimeEducation',
  education: 'fullTimeEducationEndDate',
  registered_disabled: 'registeredDisabled',
  active: 'active',
};

/** The input field a payload field's error belongs on; null for one the form has no field for. */
export function inputFieldOf(payloadField: string): keyof FamilyMemberInput | null {
  return (inputNames as Readonly<Record<string, keyof FamilyMemberInput>>)[payloadField] ?? null;
}
