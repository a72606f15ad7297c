import { eq } from 'drizzle-orm';
import { Errcode } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { grantReward, RewardWithheld, type Grant, type GrantRequest } from './grant.ts';
import { promotionsWithheld } from './protection.ts';

/**
 * What every player-facing claim (VIP prizes, rebates, later activities) runs, inside its
 * transaction, holding the player's `users` row:
 * - a protected player is refused with 5004 before anything is checked (DESIGN §8);
 * - a free bonus needs the player's first valid top-up (spec §5): 5003, with nothing changed;
 * - the grant itself; a grant that finds an earlier one with the same natural key is 5002 (a second
 *   tap, a second tab), so a player is never told twice that they were paid.
 */
export async function claimReward(tx: Executor, req: GrantRequest & { freeBonus?: boolean }): Promise<Grant> {
  if (await promotionsWithheld(tx, req.userId, req.now)) throw new ApiError(Errcode.rewardWithheld);
  if (req.freeBonus !== false) await assertHasDeposited(tx, req.userId);
  let grant: Grant;
  try {
    grant = await grantReward(tx, req);
  } catch (error) {
    if (error instanceof RewardWithheld) throw new ApiError(Errcode.rewardWithheld);
    throw error;
  }
  if (grant.duplicate) throw new ApiError(Errcode.rewardAlreadyClaimed);
  return grant;
}

/** Free bonuses need at least one valid top-up (spec §5): 5003 otherwise. */
export async function assertHasDeposited(tx: Executor, userId: number): Promise<void> {
  if (!(await hasDeposited(tx, userId))) throw new ApiError(Errcode.rewardNeedsDeposit);
}

export async function hasDeposited(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db.select({ totalRecharge: users.totalRecharge }).from(users).where(eq(users.id, userId));
  return Number(row?.totalRecharge ?? 0) > 0;
}
