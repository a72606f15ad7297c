import type { Executor } from '../db/client.ts';
import { activeExclusion, assertNotExcluded } from './exclusion.ts';
import { checkDepositLimits, isCoolingOff } from './limits.ts';

/**
 * The one place that decides whether a player's money or stakes may move (DESIGN §8). Each debit path
 * calls it inside its own transaction while holding the player's `users` row:
 * - a deposit order (server/wallet, before the payment provider is called): assertMayDeposit;
 * - a settled real round (server/games/house, beside countValidBet): stakeSettled (play.ts);
 * - a Lucky Jackpot draw (server/jackpot): assertMayPlay (play.ts).
 * Withdrawals never ask: a protected player's balance can always leave.
 */
export async function assertMayDeposit(tx: Executor, userId: number, amount: number, now: number): Promise<void> {
  await assertNotExcluded(tx, userId, now);
  await checkDepositLimits(tx, userId, amount, now);
}

/** Promotions are withheld (rewards' hook): in a time-out, a self- or operator exclusion, or a limit's cooling-off. */
export async function isProtected(tx: Executor, userId: number, now: number): Promise<boolean> {
  return (await activeExclusion(tx, userId, now)) !== undefined || (await isCoolingOff(tx, userId, now));
}
