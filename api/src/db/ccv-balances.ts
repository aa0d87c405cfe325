// The childcare-voucher (ccv) balance, which the vouchers, benefits and home domains all read.
import { eq } from 'drizzle-orm';
import type { Database } from './client.js';
import { ccvBalances } from './schema-vouchers.js';

export interface CcvBalance {
  balance: number;
  lastPaymentDate: string | null;
}

/** A person's balance in pence; 0 and no date when they have none. */
export async function ccvBalanceOf(db: Database, userId: number): Promise<CcvBalance> {
  const [row] = await db
    .select({ balance: ccvBalances.balancePence, lastPaymentDate: ccvBalances.lastPaymentDate })
    .from(ccvBalances)
    .where(eq(ccvBalances.userId, userId));
  return { balance: row?.balance ?? 0, lastPaymentDate: row?.lastPaymentDate ?? null };
}

/**
 * Voucher-only mode: someone who has left or is inactive and still has vouchers
 * to spend sees only their balance.
 */
export function isVoucherOnly(person: { employmentStatus: string }, balance: CcvBalance): boolean {
  return (person.employmentStatus === 'left' || person.employmentStatus === 'inactive') && balance.balance > 0;
}
