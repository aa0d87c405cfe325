// Family members (docs/family.md): the signed-in
// person's family as the server sends it (GET /user/family), and the payload that adds one
// (POST /user/{id}/family-members) or edits one (PATCH /user/family-members/{id}). The field rules
// and their messages live here, once: the api judges a body with them and the web's form uses the
// very same schema, so a message can only ever be the spec's.
import { z } from 'zod';
import { signedIn } from './access.js';
import { endpoint } from './endpoint.js';
import { fieldErrors, messageError } from './errors.js';
import { dateOfBirthInvalidMessage, dateOfBirthRequiredMessage, isoDate, pathId } from './fields.js';

/** The titles offered, in the order the form lists them. */
export const familyTitles = ['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr'] as const;
/** The payload's `sex` (spec: gender 1 becomes female, 2 becomes male). */
export const familySexes = ['female', 'male'] as const;
/** The payload's `fmember_type`. */
export const familyRelationships = ['partner', 'dependant'] as const;

/** The spec's gender ids and relationship (famtype) ids, as the server sends them. */
export const genderIds = { female: 1, male: 2 } as const;
export const famtypeIds = { partner: 1, dependant: 2 } as const;

/** Names longer than this are refused (the spec gives no bound; 50 fits any UK insurer's form). */
export const familyNameMaxLength = 50;
/** The earliest date of birth or education end date taken: anything before is a typing slip. */
export const earliestFamilyDate = '1900-01-01';

export const familyMessages = {
  titleRequired: 'Title is required',
  firstNameRequired: 'First name is required',
  surnameRequired: 'Surname is required',
  sexRequired: 'Sex is required',
  relationshipRequired: 'Relationship is required',
  fullTimeEducationRequired: 'Full time education is required',
  dateOfBirthRequired: dateOfBirthRequiredMessage,
  dateOfBirthInvalid: dateOfBirthInvalidMessage,
  firstNameTooLong: `First name must be ${familyNameMaxLength} characters or fewer`,
  surnameTooLong: `Surname must be ${familyNameMaxLength} characters or fewer`,
  childBornInFuture: "A child's date of birth cannot be in the future",
  educationEndRequired: 'Please enter the date full-time education ends',
  educationEndInvalid: 'This date is not valid',
  educationEndBeforeBirth: 'Full-time education must end after the date of birth',
  onePartner: 'You can only have one active partner: make your current partner inactive first',
  notYourAccount: 'You can only change your own family members',
  notFound: 'This family member could not be found',
  wrongMember: 'This family member does not match the one being edited',
} as const;

/** Today in the UK, where the portal's clients are: a date of birth is judged against this day. */
export function todayInUk(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Whether `value` is a real calendar date written YYYY-MM-DD (31 February is not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const requiredName = (required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(familyNameMaxLength, { error: tooLong });

/** An ISO date from 1900 on: missing reads `required`, anything else unreal reads `invalid`. */
const familyDate = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .refine((value) => isCalendarDate(value) && value >= earliestFamilyDate, { error: invalid })
    .meta({ description: 'YYYY-MM-DD', example: '2019-08-24' });

/** The spec's payload fields, each with its own rule; the rules across fields are `familyMemberRules`. */
export const familyMemberFields = z.object({
  title: z.enum(familyTitles, { error: familyMessages.titleRequired }),
  first_name: requiredName(familyMessages.firstNameRequired, familyMessages.firstNameTooLong),
  surname: requiredName(familyMessages.surnameRequired, familyMessages.surnameTooLong),
  date_of_birth: familyDate(familyMessages.dateOfBirthRequired, familyMessages.dateOfBirthInvalid),
  sex: z.enum(familySexes, { error: familyMessages.sexRequired }),
  fmember_type: z.enum(familyRelationships, { error: familyMessages.relationshipRequired }),
  education_check: z
    .boolean()
    .nullish()
    .meta({ description: 'In full-time education? Required for a dependant; ignored for a partner' }),
  education: z
    .string()
    .nullish()
    .meta({ description: 'The day full-time education ends (YYYY-MM-DD) when education_check; ignored otherwise' }),
  registered_disabled: z
    .boolean()
    .nullish()
    .meta({ description: 'A dependant who is registered disabled; ignored for a partner' }),
});

type RawFields = Partial<Record<keyof z.input<typeof familyMemberFields>, unknown>>;

/**
 * The rules that join fields: a dependant must say whether they are in full-time education, and
 * when it ends if they are (after their birth); a child cannot be born after today, nor anyone
 * else. They run even when another field failed, so one submit shows every message; the
 * fields they read may therefore be anything.
 */
export function familyMemberRules(value: RawFields, ctx: z.RefinementCtx, today = todayInUk()): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const dateOfBirth =
    typeof value.date_of_birth === 'string' && isCalendarDate(value.date_of_birth.trim())
      ? value.date_of_birth.trim()
      : null;
  if (dateOfBirth && dateOfBirth > today)
    issue(
      'date_of_birth',
      value.fmember_type === 'partner' ? familyMessages.dateOfBirthInvalid : familyMessages.childBornInFuture,
    );
  if (value.fmember_type !== 'dependant') return;
  if (typeof value.education_check !== 'boolean') {
    issue('education_check', familyMessages.fullTimeEducationRequired);
    return;
  }
  if (!value.education_check) return;
  const end = typeof value.education === 'string' ? value.education.trim() : '';
  if (end === '') issue('education', familyMessages.educationEndRequired);
  else if (!isCalendarDate(end) || end < earliestFamilyDate) issue('education', familyMessages.educationEndInvalid);
  else if (dateOfBirth && end <= dateOfBirth) issue('education', familyMessages.educationEndBeforeBirth);
}

const withRules = <S extends z.ZodType<RawFields>>(schema: S) =>
  schema.check(
    // Run whatever else failed, as long as there is an object to read.
    z.superRefine((value: RawFields, ctx) => familyMemberRules(value, ctx), {
      when: ({ value }) => typeof value === 'object' && value !== null && !Array.isArray(value),
    }),
  );

/** POST /user/{id}/family-members: a new family member, active from now. */
export const addFamilyMemberBody = withRules(familyMemberFields);

/** PATCH /user/family-members/{id}: every field again, and `active` to take a member off cover (or back). */
export const editFamilyMemberFields = familyMemberFields.extend({
  familyMemberId: z.number().int().positive().optional().meta({ description: 'When sent, must be the id in the path' }),
  active: z
    .boolean()
    .optional()
    .meta({ description: 'False: removed from cover, kept for history. Left out: unchanged' }),
});
export const editFamilyMemberBody = withRules(editFamilyMemberFields);

/** A family member as the server sends it, with whether they are registered disabled. */
export const familyMember = z
  .object({
    family_id: z.number().int(),
    family_fname: z.string(),
    family_sname: z.string(),
    family_dob: isoDate(),
    family_gender_id: z
      .number()
      .int()
      .nullable()
      .meta({ description: '1 female, 2 male; null on a record that never said' }),
    family_famtype_id: z.number().int().meta({ description: '1 partner; anything else a dependant' }),
    family_tname: z.string().nullable().meta({ description: 'Title' }),
    family_active: z.boolean().meta({ description: 'False: removed from cover, kept for history' }),
    family_ft_edu_ends: isoDate().nullable().meta({ description: 'When full-time education ends (dependants only)' }),
    family_registered_disabled: z.boolean().meta({ description: 'Dependants only' }),
  })
  .meta({ id: 'FamilyMember' });

const saved = z.object({ status: z.literal('ok'), familyMember });

export const family = endpoint({
  api: 'main',
  method: 'get',
  path: '/user/family',
  summary: "The signed-in person's family members, active and inactive, partner first",
  auth: 'bearer',
  access: { roles: signedIn, masquerade: true },
  responses: { 200: z.object({ familyMembers: z.array(familyMember) }) },
});

export const addFamilyMember = endpoint({
  api: 'main',
  method: 'post',
  path: '/user/{userId}/family-members',
  summary: 'Adds a family member; the costs of the selections their cover depends on are worked out again',
  auth: 'bearer',
  access: { roles: ['employee'], masquerade: true, checks: ['own-record'] },
  params: z.object({ userId: pathId() }),
  body: addFamilyMemberBody,
  responses: { 201: saved, 403: messageError, 422: fieldErrors },
});

export const editFamilyMember = endpoint({
  api: 'main',
  method: 'patch',
  path: '/user/family-members/{familyMemberId}',
  summary: 'Edits a family member, or makes them inactive (or active again); costs follow as on adding',
  auth: 'bearer',
  access: { roles: ['employee'], masquerade: true, checks: ['own-record'] },
  params: z.object({ familyMemberId: pathId() }),
  body: editFamilyMemberBody,
  responses: { 200: saved, 404: messageError, 422: fieldErrors },
});

export type FamilyMember = z.infer<typeof familyMember>;
export type AddFamilyMemberBody = z.output<typeof addFamilyMemberBody>;
export type EditFamilyMemberBody = z.output<typeof editFamilyMemberBody>;
export type EditFamilyMemberInput = z.input<typeof editFamilyMemberBody>;
