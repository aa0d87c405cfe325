// What costs and limits depend on about the person choosing: salary, age, and the family the
// benefit could cover.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { User } from '../auth/authentication.js';
import type { Database } from '../db/client.js';
import { familyMembers } from '../db/schema-family.js';

export interface FamilyMember {
  name: string;
  relationship: 'partner' | 'dependant';
  dateOfBirth: string;
}

export interface Person {
  userId: number;
  name: string;
  annualSalaryPence: number;
  /** Whole years on `today`; null when the date of birth is unknown. */
  age: number | null;
  partner: { name: string; age: number } | null;
  family: FamilyMember[];
}

/** Whole years between an ISO date of birth and an ISO day. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export function personOf(user: User, family: FamilyMember[], today: string): Person {
  const partner = family.find((member) => member.relationship === 'partner');
  return {
    userId: user.id,
    name: `${user.firstName} ${user.surname}`,
    annualSalaryPence: user.annualSalaryPence,
    age: user.dateOfBirth ? ageOn(user.dateOfBirth, today) : null,
    partner: partner ? { name: partner.name, age: ageOn(partner.dateOfBirth, today) } : null,
    family,
  };
}

/** The person's active family members, partner first. */
export async function loadFamily(db: Database, userId: number): Promise<FamilyMember[]> {
  const rows = await db
    .select({
      firstName: familyMembers.firstName,
      surname: familyMembers.surname,
      relationship: familyMembers.relationship,
      dateOfBirth: familyMembers.dateOfBirth,
    })
    .from(familyMembers)
    .where(and(eq(familyMembers.userId, userId), eq(familyMembers.active, true)))
    .orderBy(
      desc(sql`${familyMembers.relationship} = 'partner'`),
      asc(familyMembers.dateOfBirth),
      asc(familyMembers.id),
    );
  return rows.map((row) => ({
    name: `${row.firstName} ${row.surname}`,
    relationship: row.relationship,
    dateOfBirth: row.dateOfBirth,
  }));
}
