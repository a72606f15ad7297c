import { and, asc, eq, gt, isNull, lt, not, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rewardWagering } from './schema.ts';
import { users } from '../db/schema.ts';
import { splitStake } from './bonus-balance.ts';

/**
 * Bonus coin is not cash (DESIGN §7, docs/rewards.md "Wagering"). A grant with a wagering requirement
 * holds its coin as a bonus balance until the player has bet its turnover in valid bets (settled, not
 * voided, real money), and a free bonus also until the first valid top-up (spec §5). Stakes take the
 * player's cash first and the bonus balance after; a round's win goes back in the stake's proportions,
 * so a bonus's winnings stay bonus. What is not bonus balance is cash, withdrawable at any time; a
 * withdrawal while a bonus balance is held forfeits it (forfeit.ts), after the player confirms.
 */
export interface WageringState {
  /** The bonus balance (hundredths): open bonuses and their winnings, never above the coin. */
  locked: number;
  /**
   * The part of it a withdrawal forfeits: the bonuses in play. One still waiting for its qualifying
   * deposit is not (it can neither be withdrawn nor unlocked by a withdrawal): it stays, locked.
   */
  forfeitable: number;
  /** Valid bets still needed before every requirement's turnover is met (hundredths). */
  turnoverLeft: number;
  /** Some open bonus waits for the player's first top-up. */
  needsDeposit: boolean;
}

/** One settled real round, as the wagering counts it. */
export interface SettledStake {
  /** The round's valid bet: what lowers the turnover left. */
  validBet: number;
  stake: number;
  win: number;
  /** The player's coin before the stake was taken. */
  coinBefore: number;
}

const coalesceFalse = (condition: SQL | undefined) => sql`coalesce(${condition}, false)`;

/**
 * A bonus that needs a deposit waits until the player's top-ups reach its qualifying amount (config
 * bonusQualifyingDeposit when it was granted: a ₱1 deposit does not unlock a welcome bonus). Joined to `users`.
 */
export const waitsForDeposit = and(eq(rewardWagering.needsDeposit, true), lt(users.totalRecharge, rewardWagering.qualifyingDeposit));

/** Open: turnover left, or a top-up it waits for; a forfeited requirement is closed (forfeit sets both to nothing). */
export const openRequirement = or(gt(rewardWagering.turnoverLeft, 0), waitsForDeposit);

/** In play: open, with turnover left, and not waiting for its qualifying deposit: what a withdrawal forfeits. */
export const inPlayRequirement = and(gt(rewardWagering.turnoverLeft, 0), not(coalesceFalse(waitsForDeposit)));

/**
 * Counts one settled round against the player's open requirements, oldest first: its valid bet lowers
 * the turnover left, and the part of its stake that came out of the bonus balance (and that part's
 * share of the win) moves their balances. Call it in the transaction that settles the round, holding the
 * player's `users` row (the games area does, through this area's index). One indexed read when the
 * player has nothing open.
 */
export async function countValidBet(tx: Executor, userId: number, round: SettledStake, now: number): Promise<void> {
  if (!(round.validBet > 0) && !(round.stake > 0)) return;
  const open = await tx
    .select({ id: rewardWagering.id, turnoverLeft: rewardWagering.turnoverLeft, balance: rewardWagering.balance, waitsDeposit: sql<boolean>`${coalesceFalse(waitsForDeposit)}` })
    .from(rewardWagering)
    .innerJoin(users, eq(users.id, rewardWagering.userId))
    .where(and(eq(rewardWagering.userId, userId), isNull(rewardWagering.forfeitedAt), openRequirement))
    .orderBy(asc(rewardWagering.id))
    .for('update', { of: rewardWagering });
  if (open.length === 0) return;
  const balances = splitStake(
    open.map((row) => row.balance),
    round,
  );
  let left = Math.max(0, round.validBet);
  for (const [i, row] of open.entries()) {
    const used = Math.min(left, row.turnoverLeft);
    left -= used;
    const turnoverLeft = row.turnoverLeft - used;
    // Met and not waiting for a top-up: closed, its balance is the player's cash from now on.
    const closes = turnoverLeft === 0 && !row.waitsDeposit;
    const balance = closes ? 0 : balances[i]!;
    if (used === 0 && balance === row.balance) continue;
    await tx
      .update(rewardWagering)
      .set({ turnoverLeft, balance, ...(used > 0 ? { turnoverMetAt: turnoverLeft === 0 ? new Date(now) : null } : {}) })
      .where(eq(rewardWagering.id, row.id));
  }
}

/** The bonus balance now, with the turnover left: the open requirements', never above the coin. */
export async function wageringState(db: Executor, userId: number, coin?: number): Promise<WageringState> {
  const waitingDeposit = coalesceFalse(waitsForDeposit);
  const [row] = await db
    .select({
      locked: sql<string>`coalesce(sum(${rewardWagering.balance}) FILTER (WHERE ${rewardWagering.turnoverLeft} > 0 OR ${waitingDeposit}), 0)`,
      forfeitable: sql<string>`coalesce(sum(${rewardWagering.balance}) FILTER (WHERE ${rewardWagering.turnoverLeft} > 0 AND NOT ${waitingDeposit}), 0)`,
      turnoverLeft: sql<string>`coalesce(sum(${rewardWagering.turnoverLeft}), 0)`,
      needsDeposit: sql<boolean | null>`bool_or(${waitingDeposit})`,
    })
    .from(rewardWagering)
    .innerJoin(users, eq(users.id, rewardWagering.userId))
    .where(and(eq(rewardWagering.userId, userId), isNull(rewardWagering.forfeitedAt)));
  const locked = Number(row?.locked ?? 0);
  const forfeitable = Number(row?.forfeitable ?? 0);
  const cap = (n: number) => (coin === undefined ? n : Math.min(coin, n));
  return { locked: cap(locked), forfeitable: cap(forfeitable), turnoverLeft: Number(row?.turnoverLeft ?? 0), needsDeposit: row?.needsDeposit === true };
}

/** What of `coin` may be withdrawn now, the cash: never negative. */
export const withdrawable = (coin: number, state: WageringState) => Math.max(0, coin - state.locked);
