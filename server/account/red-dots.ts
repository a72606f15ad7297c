import type { RedDots } from '../../contract/index.ts';
import type { UserRow } from '../api/context.ts';
import type { ServerDeps } from '../deps.ts';
import { signInWaiting } from '../checkin/index.ts';
import { drawChanceWaiting } from '../jackpot/index.ts';
import { redDotsOf, signupBonusWaiting } from '../rewards/index.ts';
import { taskRedDot } from '../tasks/index.ts';
import { vipRedDots } from '../vip/index.ts';

/**
 * The red-dot flags of one player (spec §3, DESIGN §7), from what each area says waits for them: the
 * jackpot (a draw can go now), rewards (the welcome bonus waits for a first top-up), VIP, the daily
 * sign-in (today's day can be claimed), tasks. Flags of activities not built yet are false
 * (rewards/red-dots.ts). It runs on every refreshData: each part is a few indexed reads, none when
 * the cheap checks already say no.
 */
export async function playerRedDots(deps: ServerDeps, user: UserRow): Promise<RedDots> {
  const now = deps.now();
  const { config } = await deps.config.get();
  const [drawChance, signupBonus, vip, signIn, task] = await Promise.all([
    drawChanceWaiting(deps.db, user, config.jackpotAwardConfig, now),
    signupBonusWaiting(deps.db, user),
    // A level-up, daily, sign-in or task award waits (`vip`); a bet rebate can be claimed (`rebate`).
    vipRedDots(deps.db, user.id, now, config),
    // Today's day of the sign-in calendar can be claimed and would pay.
    signInWaiting(deps.db, user, now, config),
    // A daily, weekly or one-time task finished, or a liveness chest reached, and not yet claimed.
    taskRedDot(deps.db, user, now, config),
  ]);
  return redDotsOf({ drawChance, signupBonus, ...vip, signIn, task });
}
