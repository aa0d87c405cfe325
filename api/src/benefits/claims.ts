// Claims on a benefit that takes them (the Health Cash Plan): amount, date of treatment,
// description and a receipt the claimant uploaded, listed newest first with their status.
import type { Claim, claimBody } from '@portal/contract/benefits';
import type { FieldErrors } from '@portal/contract/errors';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Authentication, User } from '../auth/authentication.js';
import { audit } from '../db/audit.js';
import type { Database } from '../db/client.js';
import { claims, receiptUploads } from '../db/schema-benefits.js';
import { isCurrent, latestSelections } from '../db/selections.js';
import { withTransaction } from '../db/transaction.js';
import { HttpError, notFound } from '../http/errors.js';
import type { EligibleBenefit } from './catalogue.js';
import { todayInLondon } from './display.js';
import { claimStatusLabels } from './labels.js';

export const noClaimsMessage = 'Claims are not made on this benefit';
export const receiptMessage = 'Please attach your receipt';
export const futureTreatmentMessage = 'The date of treatment cannot be in the future';
export const notAMemberMessage = 'You can claim once you have this benefit';

const claimColumns = {
  claimId: claims.id,
  amount: claims.amountPence,
  treatmentDate: claims.treatmentDate,
  description: claims.description,
  status: claims.status,
  receiptName: receiptUploads.fileName,
  submittedAt: claims.submittedAt,
};

function selectClaims(db: Database) {
  return db.select(claimColumns).from(claims).innerJoin(receiptUploads, eq(receiptUploads.id, claims.receiptId));
}

type ClaimRow = Awaited<ReturnType<typeof selectClaims>>[number];

function claimOf(row: ClaimRow): Claim {
  return { ...row, statusLabel: claimStatusLabels[row.status], submittedAt: row.submittedAt.toISOString() };
}

export async function claimsOf(db: Database, user: User, { benefit }: EligibleBenefit): Promise<{ claims: Claim[] }> {
  const rows = await selectClaims(db)
    .where(and(eq(claims.userId, user.id), eq(claims.benefitId, benefit.id)))
    .orderBy(desc(claims.submittedAt), desc(claims.id));
  return { claims: rows.map(claimOf) };
}

export async function makeClaim(
  db: Database,
  auth: Authentication,
  { client, benefit }: EligibleBenefit,
  body: z.output<typeof claimBody>,
): Promise<{ claim: Claim }> {
  if (!benefit.claimsEnabled) throw notFound(noClaimsMessage);
  const errors: FieldErrors['errors'] = {};
  const selection = (await latestSelections(db, auth.user.id, client.schemeYear, [benefit.id])).get(benefit.id);
  if (!selection || !isCurrent(selection.status) || selection.status === 'pending')
    errors.benefit = [notAMemberMessage];
  if (body.treatment_date > todayInLondon()) errors.treatment_date = [futureTreatmentMessage];
  if (Object.keys(errors).length > 0) throw new HttpError(422, { errors } satisfies FieldErrors);
  const claimId = await withTransaction(db, async (tx) => {
    // Taking the receipt and filing the claim together: a receipt serves one claim, once.
    const [receipt] = await tx
      .update(receiptUploads)
      .set({ claimedAt: new Date() })
      .where(
        and(
          eq(receiptUploads.publicId, body.receipt_upload_id),
          eq(receiptUploads.userId, auth.user.id),
          isNull(receiptUploads.claimedAt),
          gt(receiptUploads.expiresAt, new Date()),
        ),
      )
      .returning({ id: receiptUploads.id });
    if (!receipt) throw new HttpError(422, { errors: { receipt_upload_id: [receiptMessage] } } satisfies FieldErrors);
    const [created] = await tx
      .insert(claims)
      .values({
        userId: auth.user.id,
        benefitId: benefit.id,
        amountPence: body.amount,
        treatmentDate: body.treatment_date,
        description: body.description,
        receiptId: receipt.id,
      })
      .returning({ id: claims.id });
    await audit(tx, auth, 'claim.submit', { claimId: created!.id, benefitId: benefit.id, amount: body.amount });
    return created!.id;
  });
  const [row] = await selectClaims(db).where(eq(claims.id, claimId));
  return { claim: claimOf(row!) };
}
