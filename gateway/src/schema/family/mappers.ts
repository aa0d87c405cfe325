// What the family domain's types receive as their parent, and the payload its changes send.
import type { BodyInput } from '@portal/contract/endpoint';
import type { editFamilyMember, familyMember } from '@portal/contract/family';
import type { z } from 'zod';

export type RestFamilyMember = z.output<typeof familyMember>;

/**
 * A family member's payload as the form gave it: the api judges every field with the contract's
 * rules and words what is wrong, so nothing here is checked or narrowed first.
 */
export type RestFamilyMemberPayload = Partial<
  Record<keyof BodyInput<typeof editFamilyMember>, string | number | boolean | null>
>;

/** A family member as the server sends it; its fields are read through mapping.ts. */
export type FamilyMemberParent = RestFamilyMember;
