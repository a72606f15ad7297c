import { and, eq } from 'drizzle-orm';
import { noRedDots, type RedDots } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { rewardWagering } from './schema.ts';

/**
 * The red-dot flags (spec §3) from what each area says waits for the player. Every flag no area
 * answers for (an activity not built yet: mail, spin, agent5, email, diamondMall) is
 * false. The account area composes them on every refreshData (server/account/red-dots.ts).
 */
export const redDotsOf = (flags: Partial<RedDots>): RedDots => ({ ...noRedDots, ...flags });

/**
 * The welcome bonus waits for the player's first top-up (spec §5): true while some needs-deposit
 * bonus is there and the player has never deposited. No query once they have.
 */
export async function signupBonusWaiting(db: Executor, user: { id: number; totalRecharge: number }): Promise<boolean> {
  if (user.totalRecharge > 0) return false;
  const [row] = await db
    .select({ id: rewardWagering.id })
    .from(rewardWagering)
    .where(and(eq(rewardWagering.userId, user.id), eq(rewardWagering.needsDeposit, true)))
    .limit(1);
  return row !== undefined;
}
