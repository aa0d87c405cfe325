// The viewer's family and adding or editing a member. Each change answers
// the member as saved and the viewer read afresh, so the web's store holds the new family without
// a refetch; the api's refusals come back as payload errors on the input's field names, in its
// own words ("Title is required"…), and a failure to reach it in the spec's words.
import { addFamilyMember, editFamilyMember } from '@portal/contract/family';
import type { BodyInput } from '@portal/contract/endpoint';
import { requireViewer, type GatewayContext } from '../../context.js';
import { fieldErrorsOf, refusalsBut, type Refused } from '../../rest/decode.js';
import type { FieldError, Resolvers } from '../__generated__/resolvers-types.js';
import type { ViewerParent } from '../shared/mappers.js';
import { payloadOrFailure } from '../shared/failures.js';
import { toGlobalId } from '../shared/global-id.js';
import { fieldErrorsOr, formError } from '../shared/payload-errors.js';
import type { RestFamilyMember } from './mappers.js';
import { clientFamilyMemberOf, inputFieldOf, payloadOf } from './mapping.js';

function refusedErrors(outcome: Refused<unknown>): FieldError[] {
  if (outcome.refusal !== 'invalid') return formError(outcome.message);
  return fieldErrorsOr(fieldErrorsOf((outcome.body as { errors?: unknown }).errors, inputFieldOf), outcome.message);
}

type Saved = { ok: true; body: { familyMember: RestFamilyMember } } | Refused<unknown>;

/**
 * The api judges a family member's every field and words what is wrong (422), so the payload goes
 * as the form gave it (hence the casts below); those refusals, and a member that is not the
 * person's (404), are the form's to show. A dead session and a refused access are thrown.
 */
const formRefusals = refusalsBut('unauthenticated', 'forbidden');

interface ChangePayload {
  familyMember: RestFamilyMember | null;
  viewer: ViewerParent | null;
  errors: FieldError[];
}

/** The payload of a change: the saved member and the viewer read again, or the refusal's words. */
async function payloadOfChange(context: GatewayContext, change: () => Promise<Saved>): Promise<ChangePayload> {
  const loaders = requireViewer(context);
  return payloadOrFailure<ChangePayload>(
    async () => {
      const outcome = await change();
      if (!outcome.ok)
        return { familyMember: null, viewer: { user: await loaders.user.load('me') }, errors: refusedErrors(outcome) };
      // The family changed, and with it the benefits' costs: the viewer's fields read them again.
      loaders.family.clear('me');
      return { familyMember: outcome.body.familyMember, viewer: { user: await loaders.user.load('me') }, errors: [] };
    },
    (message) => ({ familyMember: null, viewer: null, errors: formError(message) }),
  );
}

const client = (member: RestFamilyMember) => clientFamilyMemberOf(member);

export const familyResolvers: Resolvers = {
  Viewer: {
    async familyMembers(_viewer, _, context) {
      return (await requireViewer(context).family.load('me')).familyMembers;
    },
  },
  FamilyMember: {
    id: (member) => toGlobalId('FamilyMember', member.family_id),
    familyMemberId: (member) => client(member).familyMemberId,
    title: (member) => client(member).title,
    firstName: (member) => client(member).firstName,
    surname: (member) => client(member).surname,
    name: (member) => client(member).name,
    dateOfBirth: (member) => client(member).dateOfBirth,
    gender: (member) => client(member).gender,
    relationship: (member) => client(member).relationship,
    active: (member) => client(member).active,
    fullTimeEducationEndDate: (member) => client(member).fullTimeEducationEndDate,
    registeredDisabled: (member) => client(member).registeredDisabled,
  },
  Mutation: {
    /** POST user/{id}/family-members, with the signed-in person's own id (never one from the browser). */
    addFamilyMember: (_, { input }, context) =>
      payloadOfChange(context, async () => {
        const user = await requireViewer(context).user.load('me');
        const body = payloadOf(input) as BodyInput<typeof addFamilyMember>;
        return context.api.outcome(addFamilyMember, { params: { userId: String(user.id) }, body }, formRefusals);
      }),
    /** PATCH user/family-members/{id}; a member that is not the person's is the api's 404, in its words. */
    editFamilyMember: (_, { input }, context) =>
      payloadOfChange(context, () => {
        const body = payloadOf(input) as BodyInput<typeof editFamilyMember>;
        return context.api.outcome(
          editFamilyMember,
          { params: { familyMemberId: String(input.familyMemberId) }, body },
          formRefusals,
        );
      }),
  },
};
