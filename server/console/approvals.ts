import { eq, inArray } from 'drizzle-orm';
import { SECOND_APPROVAL_AMOUNT_DEFAULT, secondApprovalAmountSchema } from '../../contract/ops/index.ts';
import { appConfigRepo } from '../app-config/index.ts';
import type { Executor } from '../db/client.ts';
import { consoleWithdrawalApprovals } from './schema.ts';

/**
 * Two operators for a large payout (docs/money.md "Two operators"): a withdrawal above the
 * second-approval amount is paid only when a second, different operator approves it after the first.
 * The decision itself (ops/withdrawals.ts) records and reads the first approval here.
 */

/** Withdrawals above this (hundredths) need two approvals: the console key `secondApprovalAmount`, ₱20,000 when absent. */
export async function secondApprovalAmount(db: Executor): Promise<number> {
  const parsed = secondApprovalAmountSchema.safeParse(await appConfigRepo(db).value('secondApprovalAmount'));
  return parsed.success ? parsed.data : SECOND_APPROVAL_AMOUNT_DEFAULT;
}

export type FirstApproval = typeof consoleWithdrawalApprovals.$inferSelect;

export function withdrawalApprovals(db: Executor) {
  return {
    async first(withdrawalId: number): Promise<FirstApproval | undefined> {
      const [row] = await db.select().from(consoleWithdrawalApprovals).where(eq(consoleWithdrawalApprovals.withdrawalId, withdrawalId));
      return row;
    },
    async firstOf(withdrawalIds: readonly number[]): Promise<Map<number, FirstApproval>> {
      if (withdrawalIds.length === 0) return new Map();
      const rows = await db.select().from(consoleWithdrawalApprovals).where(inArray(consoleWithdrawalApprovals.withdrawalId, [...withdrawalIds]));
      return new Map(rows.map((row) => [row.withdrawalId, row]));
    },
    async record(row: FirstApproval): Promise<void> {
      await db.insert(consoleWithdrawalApprovals).values(row);
    },
  };
}
