// The childcare-voucher balance: what a leaver can still spend in voucher-only mode.
import type { CcvBalanceAnswer } from '@portal/contract/vouchers';
import { ccvBalanceOf as readBalance } from '../db/ccv-balances.js';
import type { Database } from '../db/client.js';

export async function ccvBalanceOf(db: Database, userId: number): Promise<CcvBalanceAnswer> {
  return readBalance(db, userId);
}
