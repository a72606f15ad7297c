import type { RedDots } from '../../contract/index.ts';
import type { UserRow } from '../api/context.ts';
import type { ConfigSnapshot } from '../app-config/index.ts';
import type { ServerDeps } from '../deps.ts';
import { mailRedDots } from '../mail/index.ts';
import { redDotsOf, signupBonusWaiting } from '../rewards/index.ts';
import { redDotSources as sources } from './red-dot-sources.ts';

/**
 * The red-dot flags of one player (spec §3, DESIGN §7), from what each area says waits for them: the
 * jackpot (a draw can go now), rewards (the welcome bonus waits for a first top-up), VIP, the daily
 * sign-in (today's day can be claimed), tasks, the diamond mall (an add-up award can be claimed), the spin wheel (a spin left), the agent programme (a week to claim). Flags of activities not built yet are false
 * (rewards/red-dots.ts). Each part is a few indexed reads, none when the cheap checks already say no.
 * The activities' dots come through red-dot-sources.ts (the composition gives them).
 */
async function computeRedDots(deps: ServerDeps, user: UserRow, config: ConfigSnapshot['config']): Promise<RedDots> {
  const now = deps.now();
  const [drawChance, signupBonus, vip, signIn, task, mail, diamondMall, spin, agent5] = await Promise.all([
    sources.drawChance(deps.db, user, now, config),
    signupBonusWaiting(deps.db, user),
    sources.vip(deps.db, user, now, config),
    sources.signIn(deps.db, user, now, config),
    sources.task(deps.db, user, now, config),
    mailRedDots(deps.db, user.id, now),
    sources.diamondMall(deps.db, user, now, config),
    sources.spin(deps.db, user, now, config),
    sources.agent5(deps.db, user, now, config),
  ]);
  return redDotsOf({ drawChance, signupBonus, ...vip, signIn, task, ...mail, diamondMall, spin, agent5 });
}

/**
 * The player-row state the flags follow: every settled bet moves `bet` (valid bets, rebates, VIP
 * experience, task progress, chances earned), a paid deposit `totalRecharge`, a grant or a spent
 * chance `rewardStateVersion` (rewards/grant.ts), linking a number or a verified identity their columns.
 */
const stateOf = (user: UserRow) => `${user.rewardStateVersion}|${user.bet}|${user.totalRecharge}|${user.vip}|${user.vipExp}|${user.mobile ?? ''}|${user.hasKyc}`;

/** At most this many players' flags are kept per process; the oldest entry goes first. */
const MAX_KEPT = 20_000;
const kept = new Map<number, { state: string; snapshot: ConfigSnapshot; dots: Promise<RedDots> }>();

/**
 * `refreshData` carries the flags and players call it often (focus, presence, after spins), so each
 * process keeps a player's flags while nothing they read has moved: the same player-row state (the
 * session's fresh row, so a claim or a bet on another process shows at once) and the same config
 * snapshot. The config service reloads its snapshot every 2 s, so what the row does not show (the
 * Manila day turning, an activity switched, a limit's cooling-off ending) is seen within 2 s.
 */
export async function playerRedDots(deps: ServerDeps, user: UserRow): Promise<RedDots> {
  const snapshot = await deps.config.get();
  const state = stateOf(user);
  const hit = kept.get(user.id);
  if (hit && hit.state === state && hit.snapshot === snapshot) return hit.dots;
  const dots = computeRedDots(deps, user, snapshot.config);
  kept.delete(user.id);
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(user.id, { state, snapshot, dots });
  // A failed read is not kept: the next call computes again.
  dots.catch(() => {
    if (kept.get(user.id)?.dots === dots) kept.delete(user.id);
  });
  return dots;
}
