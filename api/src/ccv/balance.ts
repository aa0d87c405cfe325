// The childcare-voucher balance: what a leaver can still spend in voucher-only mode.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { ccvBalances } from '../db/schema.js';

export async function ccvBalanceOf(db: Database, userId: number) {
  const [row] = await db
    .select({ balance: ccvBalances.balancePence, lastPaymentDate: ccvBalances.lastPaymentDate })
    .from(ccvBalances)
    .where(eq(ccvBalances.userId, userId));
  return { balance: row?.balance ?? 0, lastPaymentDate: row?.lastPaymentDate ?? null };
}
