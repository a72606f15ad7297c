import type { Executor } from '../db/client.ts';
import { usageOf } from './limits.ts';
import { protectionRepo } from './repo.ts';

/**
 * Read-only: whether one of the player's loss limits is reached now, i.e. its current Manila period's
 * net loss leaves less than `minStake` hundredths of room (a stake is checked at its full amount, so
 * a room smaller than the smallest stake is no room at all; the default 1 means "nothing left").
 * Promotions that answer a loss (the bankruptcy gift) ask it, so a player who set a loss limit is not
 * tempted past it. One read of the limits, then one of the period's play per loss limit.
 */
export async function lossLimitReached(db: Executor, userId: number, now: number, minStake = 1): Promise<boolean> {
  const rows = (await protectionRepo(db).limits(userId)).filter((row) => row.kind === 'loss');
  for (const row of rows) if ((await usageOf(db, userId, row, now)).left < minStake) return true;
  return false;
}
