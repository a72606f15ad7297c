import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { HouseAccount, playerBalances, transfer } from '../ledger/ledger.ts';
import { users } from '../db/schema.ts';
import { rewardWagering } from './schema.ts';
import { openRequirement } from './wagering.ts';

/**
 * A withdrawal while a bonus is open gives the bonus up (docs/rewards.md "Wagering"): each open
 * requirement's balance — the bonus and what it won — goes back to the bonus account it came from, and
 * the requirement closes as forfeited. The player's cash is untouched. Call it in the withdrawal's
 * transaction, holding the player's row, after the player confirmed (exchange `forfeitBonus`).
 * Returns the coin taken back (hundredths).
 */
export async function forfeitBonuses(tx: Executor, userId: number, now: number): Promise<number> {
  const open = await tx
    .select({ id: rewardWagering.id, balance: rewardWagering.balance })
    .from(rewardWagering)
    .innerJoin(users, eq(users.id, rewardWagering.userId))
    .where(and(eq(rewardWagering.userId, userId), isNull(rewardWagering.forfeitedAt), openRequirement))
    .orderBy(asc(rewardWagering.id))
    .for('update', { of: rewardWagering });
  let coin = (await playerBalances(tx, userId)).coin;
  let total = 0;
  for (const row of open) {
    // Never more than the coin there is (a balance is never above it; this only guards the books).
    const amount = Math.min(row.balance, coin);
    if (amount > 0) {
      await transfer(tx, {
        kind: 'bonus_forfeit',
        idempotencyKey: `bonus_forfeit:${row.id}`,
        legs: [
          { account: { ownerId: userId, kind: 'coin' }, amount: -amount },
          { account: { house: HouseAccount.bonusExpense }, amount },
        ],
        meta: { wageringId: row.id },
      });
    }
    coin -= amount;
    total += amount;
    await tx
      .update(rewardWagering)
      .set({ balance: 0, turnoverLeft: 0, needsDeposit: false, forfeited: amount, forfeitedAt: new Date(now) })
      .where(eq(rewardWagering.id, row.id));
  }
  return total;
}
