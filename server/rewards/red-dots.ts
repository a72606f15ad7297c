import { and, eq, gt } from 'drizzle-orm';
import { BONUS_QUALIFYING_DEPOSIT, noRedDots, type RedDots } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { rewardWagering } from './schema.ts';

/**
 * The red-dot flags (spec §3) from what each area says waits for the player. A flag no area
 * answers for is false. The account area composes them on every refreshData (server/account/red-dots.ts).
 */
export const redDotsOf = (flags: Partial<RedDots>): RedDots => ({ ...noRedDots, ...flags });

/**
 * The welcome bonus waits for the player's top-ups (spec §5): true while some needs-deposit bonus is
 * there and the player's deposits have not reached its qualifying amount (wagering.ts waitsForDeposit).
 */
export async function signupBonusWaiting(db: Executor, user: { id: number; totalRecharge: number }): Promise<boolean> {
  // No query once the player's top-ups reach the most a bonus can be set to need.
  if (user.totalRecharge >= BONUS_QUALIFYING_DEPOSIT.max) return false;
  const [row] = await db
    .select({ id: rewardWagering.id })
    .from(rewardWagering)
    .where(and(eq(rewardWagering.userId, user.id), eq(rewardWagering.needsDeposit, true), gt(rewardWagering.qualifyingDeposit, user.totalRecharge)))
    .limit(1);
  return row !== undefined;
}
