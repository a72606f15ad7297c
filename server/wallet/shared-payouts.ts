import { and, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { userBanks } from './schema.ts';

/**
 * The other accounts that added one of this player's payout account numbers, removed ones included (a
 * farmer removes the card after cashing out): one bonus per person (docs/rewards.md "One per person").
 */
export async function accountsSharingPayout(db: Executor, userId: number): Promise<number[]> {
  const other = alias(userBanks, 'other_banks');
  const rows = await db
    .selectDistinct({ userId: other.userId })
    .from(userBanks)
    .innerJoin(other, and(eq(other.accountNo, userBanks.accountNo), eq(other.type, userBanks.type), ne(other.userId, userBanks.userId)))
    .where(eq(userBanks.userId, userId));
  return rows.map((row) => row.userId);
}
