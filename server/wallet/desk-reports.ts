import { and, count, eq, inArray, max, min, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { depositOrders, userBanks } from './schema.ts';

/**
 * What the console's withdrawal desk reads of the wallet (docs/console.md "Withdrawals"): the payout
 * accounts the requests go to, who else pays out to the same account number, and the players' paid
 * deposits by channel. Reads only, a page of the queue at a time.
 */

/** The cards (payout accounts) by id, removed ones too: a withdrawal keeps pointing at its card. */
export async function payoutCards(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.select().from(userBanks).where(inArray(userBanks.id, [...new Set(ids)]));
}

/** Every player with a payout account (live or removed) of one of these numbers: `user_banks_account_idx`. */
export async function accountHolders(db: Executor, accountNos: readonly string[]): Promise<{ accountNo: string; userId: number }[]> {
  if (accountNos.length === 0) return [];
  return db
    .selectDistinct({ accountNo: userBanks.accountNo, userId: userBanks.userId })
    .from(userBanks)
    .where(inArray(userBanks.accountNo, [...new Set(accountNos)]));
}

export interface PaidDeposits {
  userId: number;
  typeId: number;
  count: number;
  sum: number;
  firstAt: Date | null;
  lastAt: Date | null;
}

/** The players' paid deposits, per player and channel (config rechargeTypeMap id): how many, how much, first and last paid. */
export async function paidDepositsByChannel(db: Executor, userIds: readonly number[]): Promise<PaidDeposits[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      userId: depositOrders.userId,
      typeId: depositOrders.typeId,
      count: count(),
      sum: sql<string>`coalesce(sum(${depositOrders.amount}), 0)`,
      firstAt: min(depositOrders.settledAt),
      lastAt: max(depositOrders.settledAt),
    })
    .from(depositOrders)
    .where(and(inArray(depositOrders.userId, [...new Set(userIds)]), eq(depositOrders.status, 'paid')))
    .groupBy(depositOrders.userId, depositOrders.typeId);
  const time = (value: Date | string | null) => (value === null ? null : new Date(value));
  return rows.map((r) => ({ userId: r.userId, typeId: r.typeId, count: Number(r.count), sum: Number(r.sum), firstAt: time(r.firstAt), lastAt: time(r.lastAt) }));
}
