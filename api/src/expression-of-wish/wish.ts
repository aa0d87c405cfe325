// The expression of wish: whom the person would like a Life Assurance payment to go to. Saving
// replaces the whole list in one transaction, so a reader never sees half of it. A family member
// named must be the person's own, active one; their name is read from the family, so a name
// corrected there shows here too.
import type { ExpressionOfWishAnswer, SaveExpressionOfWishBody } from '@portal/contract/expression-of-wish';
import { wishMessages } from '@portal/contract/expression-of-wish';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Authentication } from '../auth/authentication.js';
import { audit } from '../db/audit.js';
import type { Database } from '../db/client.js';
import { wishBeneficiaries } from '../db/schema-expression-of-wish.js';
import { familyMembers } from '../db/schema-family.js';
import { withTransaction } from '../db/transaction.js';
import { HttpError } from '../http/errors.js';

export async function expressionOfWishOf(db: Database, userId: number): Promise<ExpressionOfWishAnswer> {
  const rows = await db
    .select({
      familyMemberId: wishBeneficiaries.familyMemberId,
      name: wishBeneficiaries.name,
      relationship: wishBeneficiaries.relationship,
      sharePercent: wishBeneficiaries.sharePercent,
      createdAt: wishBeneficiaries.createdAt,
      memberFirstName: familyMembers.firstName,
      memberSurname: familyMembers.surname,
    })
    .from(wishBeneficiaries)
    .leftJoin(familyMembers, eq(familyMembers.id, wishBeneficiaries.familyMemberId))
    .where(eq(wishBeneficiaries.userId, userId))
    .orderBy(asc(wishBeneficiaries.position));
  return {
    beneficiaries: rows.map((row) => ({
      familyMemberId: row.familyMemberId,
      name: row.memberFirstName ? `${row.memberFirstName} ${row.memberSurname}` : row.name,
      relationship: row.relationship,
      sharePercent: row.sharePercent,
    })),
    updatedAt: rows[0]?.createdAt.toISOString() ?? null,
  };
}

export async function saveExpressionOfWish(
  db: Database,
  auth: Authentication,
  body: SaveExpressionOfWishBody,
): Promise<ExpressionOfWishAnswer> {
  const userId = auth.user.id;
  const named = body.beneficiaries.flatMap((entry) => (entry.familyMemberId === null ? [] : [entry.familyMemberId]));
  const members = named.length
    ? await db
        .select({ id: familyMembers.id, firstName: familyMembers.firstName, surname: familyMembers.surname })
        .from(familyMembers)
        .where(and(eq(familyMembers.userId, userId), eq(familyMembers.active, true), inArray(familyMembers.id, named)))
    : [];
  const byId = new Map(members.map((member) => [member.id, member]));
  const strangers = body.beneficiaries.flatMap((entry, index) =>
    entry.familyMemberId !== null && !byId.has(entry.familyMemberId) ? [index] : [],
  );
  if (strangers.length) {
    throw new HttpError(422, {
      errors: Object.fromEntries(
        strangers.map((index) => [`beneficiaries.${index}.familyMemberId`, [wishMessages.notYourFamily]]),
      ),
    });
  }
  await withTransaction(db, async (tx) => {
    await tx.delete(wishBeneficiaries).where(eq(wishBeneficiaries.userId, userId));
    if (body.beneficiaries.length) {
      await tx.insert(wishBeneficiaries).values(
        body.beneficiaries.map((entry, position) => {
          const member = entry.familyMemberId === null ? undefined : byId.get(entry.familyMemberId);
          return {
            userId,
            position,
            familyMemberId: entry.familyMemberId,
            name: member ? `${member.firstName} ${member.surname}` : entry.name,
            relationship: entry.relationship,
            sharePercent: entry.sharePercent,
          };
        }),
      );
    }
    // Who is named is the person's private business: the log says only how many.
    await audit(tx, auth, 'expression-of-wish.save', { beneficiaries: body.beneficiaries.length });
  });
  return expressionOfWishOf(db, userId);
}
