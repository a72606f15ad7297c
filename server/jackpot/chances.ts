import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { jackpotRules, type JackpotRules } from './config.ts';
import { bumpRewardState } from '../rewards/index.ts';
import { jackpotChancesRepo, jackpotDrawsRepo } from './repo.ts';
import { earnedBy, inPeriod } from './rules.ts';

/**
 * Earning Lucky Jackpot chances. Both functions run inside the transaction that settles the money
 * (the deposit credit, a settled bet), so a chance exists exactly when the money movement does.
 * Lock order (README "Lock order"): the player's `users` row first, then jackpot_chances, then
 * ledger accounts. Callers should already hold the users row; the functions take it again (a no-op
 * then) so that a caller that forgot cannot race two grants.
 */

/** The activity runs: its row is on and now is inside the configured period. */
export async function jackpotRunning(tx: Executor, now: number, rules: JackpotRules = jackpotRules): Promise<boolean> {
  return inPeriod(rules, now) && (await jackpotDrawsRepo(tx).activityOn());
}

async function earn(tx: Executor, userId: number, amount: number, way: 'deposit' | 'bet', now: number, rules: JackpotRules): Promise<number> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`jackpot: bad ${way} amount ${amount}`);
  // Only while the activity runs: a deposit or bet before it starts or after it ends earns nothing.
  if (!(await jackpotRunning(tx, now, rules))) return 0;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const repo = jackpotChancesRepo(tx);
  const state = await repo.get(userId, { forUpdate: true });
  const perChance = way === 'deposit' ? rules.depositPerChance : rules.betPerChance;
  const counted = (way === 'deposit' ? state.depositCounted : state.betCounted) + amount;
  const granted = way === 'deposit' ? state.depositGranted : state.betGranted;
  // Whole multiples of the running total, less what was granted already: ₱60 then ₱40 earn one.
  // Never negative, so lowering the rate later does not take chances back.
  const add = Math.max(0, earnedBy(counted, perChance) - granted);
  await repo.add(userId, way === 'deposit' ? { deposit: amount, depositGranted: add } : { bet: amount, betGranted: add }, new Date(now));
  return add;
}

/** Counts a credited deposit (hundredths); returns the chances it added. Called by payments/settle.ts. */
export const earnFromDeposit = (tx: Executor, userId: number, amount: number, now: number = Date.now(), rules: JackpotRules = jackpotRules) =>
  earn(tx, userId, amount, 'deposit', now, rules);

/**
 * A deposit refunded, or charged back and lost (wallet/reversals.ts, docs/payments.md "Refunds, chargebacks
 * and card money"), no longer counts: `amount` (hundredths) comes off the deposit total, and the deposit
 * chances above what the rest still earns (at the rate in force) are taken back, but never below what has
 * been spent: a chance drawn stays drawn, its prize the player's. Only a deposit credited inside the
 * period counted (`depositedAt`); it takes off at most what is counted. In the reversal's transaction,
 * the player's row first. Returns the chances taken back.
 */
export async function unearnFromDeposit(tx: Executor, userId: number, amount: number, depositedAt: number, now: number, rules: JackpotRules = jackpotRules): Promise<number> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`jackpot: bad reversed deposit amount ${amount}`);
  // The activity switch is not kept by date; the period is. A deposit credited before it started counted nothing.
  if (!inPeriod(rules, depositedAt)) return 0;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const repo = jackpotChancesRepo(tx);
  const state = await repo.get(userId, { forUpdate: true });
  const deposit = Math.min(amount, state.depositCounted);
  if (deposit === 0) return 0;
  const kept = Math.min(state.depositGranted, earnedBy(state.depositCounted - deposit, rules.depositPerChance));
  // Spent chances stay granted (the constraint spent ≤ granted holds): they count against later deposits' chances.
  const granted = Math.max(kept, state.spent - state.betGranted);
  const taken = state.depositGranted - granted;
  await repo.takeBackDeposit(userId, { deposit, depositGranted: taken }, new Date(now));
  // The draw-chance red dot may go out with them.
  if (taken > 0) await bumpRewardState(tx, userId);
  return taken;
}

/**
 * Counts a settled bet (hundredths, the stake); returns the chances it added. For the games: call it
 * once per settled bet, in the transaction that settles it, after locking the player's users row.
 */
export const earnFromBet = (tx: Executor, userId: number, betAmount: number, now: number = Date.now(), rules: JackpotRules = jackpotRules) =>
  earn(tx, userId, betAmount, 'bet', now, rules);
