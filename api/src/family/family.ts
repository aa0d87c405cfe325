// Family members (docs/family.md): the signed-in person's family in the spec's
// server shape, and adding or editing one. Bodies arrive judged by the contract's field rules;
// what only the database can tell (at most one active partner, whose member it is) is judged
// here. Each change writes an audit row with both identities in a masquerade; the caller owns
// the transaction, so the benefits that follow the family change with it or not at all.
import type { AddFamilyMemberBody, EditFamilyMemberBody, FamilyMember } from '@portal/contract/family';
import { famtypeIds, familyMessages, genderIds } from '@portal/contract/family';
import type { FieldErrors } from '@portal/contract/errors';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { requireOwnAccount } from '../access/rules.js';
import type { Authentication } from '../auth/authentication.js';
import { audit } from '../db/audit.js';
import type { Database } from '../db/client.js';
import { familyMembers } from '../db/schema-family.js';
import { users } from '../db/schema-people.js';
import { HttpError, notFound } from '../http/errors.js';

type FamilyRow = typeof familyMembers.$inferSelect;

/** The spec's server shape, with the registered-disabled flag. */
export function familyMemberOf(row: FamilyRow): FamilyMember {
  return {
    family_id: row.id,
    family_fname: row.firstName,
    family_sname: row.surname,
    family_dob: row.dateOfBirth,
    family_gender_id: row.genderId,
    family_famtype_id: famtypeIds[row.relationship],
    family_tname: row.title,
    family_active: row.active,
    family_ft_edu_ends: row.fullTimeEducationEndDate,
    family_registered_disabled: row.registeredDisabled,
  };
}

/** Active members first, then the partner, then the oldest: the order the profile lists them. */
export async function listFamily(db: Database, userId: number): Promise<FamilyMember[]> {
  const rows = await db
    .select()
    .from(familyMembers)
    .where(eq(familyMembers.userId, userId))
    .orderBy(
      desc(familyMembers.active),
      desc(sql`${familyMembers.relationship} = 'partner'`),
      asc(familyMembers.dateOfBirth),
      asc(familyMembers.id),
    );
  return rows.map(familyMemberOf);
}

/** The path's person must be the session's own (in a masquerade, the person acted as). */
export function assertOwnFamily(auth: Authentication, userId: number): void {
  requireOwnAccount(auth, userId, () => new HttpError(403, { message: familyMessages.notYourAccount }));
}

/** A member of the person's own family, or 404: another person's member is never named. */
export async function findOwnMember(db: Database, auth: Authentication, familyMemberId: number): Promise<FamilyRow> {
  const [row] = await db
    .select()
    .from(familyMembers)
    .where(and(eq(familyMembers.id, familyMemberId), eq(familyMembers.userId, auth.user.id)));
  if (!row) throw notFound(familyMessages.notFound);
  return row;
}

/**
 * The columns a judged body sets. What applies to dependants only (education, registered
 * disabled) is cleared for a partner, and the end date for a dependant not in education.
 */
function columnsOf(body: AddFamilyMemberBody) {
  const dependant = body.fmember_type === 'dependant';
  const inEducation = dependant && body.education_check === true;
  return {
    title: body.title,
    firstName: body.first_name,
    surname: body.surname,
    dateOfBirth: body.date_of_birth,
    genderId: genderIds[body.sex],
    relationship: body.fmember_type,
    fullTimeEducationEndDate: inEducation ? body.education!.trim() : null,
    registeredDisabled: dependant && body.registered_disabled === true,
  };
}

const refused = (field: string, message: string) =>
  new HttpError(422, { errors: { [field]: [message] } } satisfies FieldErrors);

/**
 * Changes by one person queue behind a lock on their row, so two requests cannot both find no
 * partner and add one (the partial unique index would refuse the second as a 500 otherwise).
 */
async function lockPerson(tx: Database, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

async function hasOtherActivePartner(tx: Database, userId: number, except: number | null): Promise<boolean> {
  const conditions = [
    eq(familyMembers.userId, userId),
    eq(familyMembers.relationship, 'partner'),
    eq(familyMembers.active, true),
  ];
  if (except !== null) conditions.push(ne(familyMembers.id, except));
  const [row] = await tx
    .select({ id: familyMembers.id })
    .from(familyMembers)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

function snapshot(row: FamilyRow) {
  const {
    id,
    title,
    firstName,
    surname,
    dateOfBirth,
    genderId,
    relationship,
    active,
    fullTimeEducationEndDate,
    registeredDisabled,
  } = row;
  return {
    id,
    title,
    firstName,
    surname,
    dateOfBirth,
    genderId,
    relationship,
    active,
    fullTimeEducationEndDate,
    registeredDisabled,
  };
}

/** Adds a member to the person's family, inside the caller's transaction. */
export async function addFamilyMember(
  tx: Database,
  auth: Authentication,
  body: AddFamilyMemberBody,
): Promise<FamilyRow> {
  await lockPerson(tx, auth.user.id);
  if (body.fmember_type === 'partner' && (await hasOtherActivePartner(tx, auth.user.id, null)))
    throw refused('fmember_type', familyMessages.onePartner);
  const [created] = await tx
    .insert(familyMembers)
    .values({ userId: auth.user.id, ...columnsOf(body), active: true })
    .returning();
  await audit(tx, auth, 'family.add', { familyMemberId: created!.id, to: snapshot(created!) });
  return created!;
}

/** Edits one of the person's members (or makes them inactive, or active again), inside the caller's transaction. */
export async function editFamilyMember(
  tx: Database,
  auth: Authentication,
  familyMemberId: number,
  body: EditFamilyMemberBody,
): Promise<FamilyRow> {
  if (body.familyMemberId !== undefined && body.familyMemberId !== familyMemberId)
    throw refused('familyMemberId', familyMessages.wrongMember);
  await lockPerson(tx, auth.user.id);
  const current = await findOwnMember(tx, auth, familyMemberId);
  const active = body.active ?? current.active;
  if (body.fmember_type === 'partner' && active && (await hasOtherActivePartner(tx, auth.user.id, familyMemberId))) {
    // Say it on the field that made a second partner: the relationship, or the switch back to active.
    throw refused(
      current.relationship === 'partner' && !current.active ? 'active' : 'fmember_type',
      familyMessages.onePartner,
    );
  }
  const [updated] = await tx
    .update(familyMembers)
    .set({ ...columnsOf(body), active, updatedAt: new Date() })
    .where(eq(familyMembers.id, familyMemberId))
    .returning();
  await audit(
    tx,
    auth,
    active === current.active ? 'family.edit' : active ? 'family.reactivate' : 'family.deactivate',
    {
      familyMemberId,
      from: snapshot(current),
      to: snapshot(updated!),
    },
  );
  return updated!;
}
