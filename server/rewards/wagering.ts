import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rewardWagering } from './schema.ts';
import { users } from '../db/schema.ts';

/**
 * Bonus coin is not cash (DESIGN §7): a grant's wagering requirement locks its coin until the
 * player has bet its turnover in valid bets (settled, not voided, real money), and a free bonus also
 * until the first valid top-up (spec §5). The lock is an amount, not particular pesos: the player
 * may withdraw the coin balance minus the locked amount.
 */
export interface WageringState {
  /** Coin that may not be withdrawn yet (hundredths): the sum of the open requirements. */
  locked: number;
  /** Valid bets still needed before every requirement's turnover is met (hundredths). */
  turnoverLeft: number;
  /** Some locked bonus waits for the player's first top-up. */
  needsDeposit: boolean;
}

/**
 * Counts one settled round's valid bet against the player's open requirements, oldest first. Call it
 * in the transaction that settles the round, holding the player's `users` row (the games area does,
 * through this area's index). One indexed read when the player has nothing open.
 */
export async function countValidBet(tx: Executor, userId: number, validBet: number, now: number): Promise<void> {
  if (!(validBet > 0)) return;
  const open = await tx
    .select({ id: rewardWagering.id, turnoverLeft: rewardWagering.turnoverLeft })
    .from(rewardWagering)
    .where(and(eq(rewardWagering.userId, userId), gt(rewardWagering.turnoverLeft, 0)))
    .orderBy(asc(rewardWagering.id))
    .for('update');
  let left = validBet;
  for (const row of open) {
    if (left <= 0) break;
    const used = Math.min(left, row.turnoverLeft);
    left -= used;
    const remaining = row.turnoverLeft - used;
    await tx
      .update(rewardWagering)
      .set({ turnoverLeft: remaining, turnoverMetAt: remaining === 0 ? new Date(now) : null })
      .where(eq(rewardWagering.id, row.id));
  }
}

/** What is locked now. A requirement is open while turnover is left, or a top-up it needs has not come. */
export async function wageringState(db: Executor, userId: number): Promise<WageringState> {
  const waitingDeposit = sql`(${rewardWagering.needsDeposit} AND ${users.totalRecharge} = 0)`;
  const [row] = await db
    .select({
      locked: sql<string>`coalesce(sum(${rewardWagering.amount}) FILTER (WHERE ${rewardWagering.turnoverLeft} > 0 OR ${waitingDeposit}), 0)`,
      turnoverLeft: sql<string>`coalesce(sum(${rewardWagering.turnoverLeft}), 0)`,
      needsDeposit: sql<boolean | null>`bool_or(${waitingDeposit})`,
    })
    .from(rewardWagering)
    .innerJoin(users, eq(users.id, rewardWagering.userId))
    .where(eq(rewardWagering.userId, userId));
  return { locked: Number(row?.locked ?? 0), turnoverLeft: Number(row?.turnoverLeft ?? 0), needsDeposit: row?.needsDeposit === true };
}

/** What of `coin` may be withdrawn now: never negative (lost bonus play can leave coin below the lock). */
export const withdrawable = (coin: number, state: WageringState) => Math.max(0, coin - state.locked);
