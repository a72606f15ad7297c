import { ActivityId, Errcode } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Executor } from '../db/client.ts';
import { playerBalances } from '../ledger/ledger.ts';
import { claimReward, type Grant, type RewardItem } from '../rewards/index.ts';
import { levelOf, type VipSettings } from './settings.ts';
import { dailyStatus, levelUpStatus, playerVip, prizeKey, signInStatus, taskStatus, vipState, type VipState } from './status.ts';

/** What a claim answers (contract claimResultSchema): the items, the coin after, the coin of this claim locked by wagering. */
export interface ClaimResult {
  items: RewardItem[];
  coin: number;
  locked: number;
}

/** The items of several grants added up by prop (the reward popup shows one line per prop). */
function mergeItems(grants: Grant[]): RewardItem[] {
  const sum = new Map<number, number>();
  for (const grant of grants) for (const item of grant.items) sum.set(item.propId, (sum.get(item.propId) ?? 0) + item.count);
  return [...sum].map(([propId, count]) => ({ propId, count }));
}

export async function claimResult(tx: Executor, userId: number, grants: Grant[]): Promise<ClaimResult> {
  const { coin } = await playerBalances(tx, userId);
  // Claims need a first top-up, so a grant's lock is its turnover (none at wagering 0).
  const locked = grants.reduce((sum, g) => sum + (g.wagering && g.wagering.turnoverLeft > 0 ? g.wagering.amount : 0), 0);
  return { items: mergeItems(grants), coin, locked };
}

const nothingToClaim = () => new ApiError(Errcode.rewardNothingToClaim);

/**
 * Every VIP claim: in the caller's transaction, the player's row locked first (a double tap, a second
 * tab and 50 at once take turns), the prize checked (5001 when it cannot be claimed now), then paid
 * through claimReward (5004 protected, 5003 no top-up yet, 5002 claimed already).
 */
async function claimPrize(
  tx: Executor,
  userId: number,
  settings: VipSettings,
  now: number,
  pick: (state: VipState) => { status: string; period: string; key: string; reason: string; items: RewardItem[]; meta: Record<string, unknown> },
): Promise<ClaimResult> {
  const player = await playerVip(tx, userId, true);
  const state = await vipState(tx, userId, settings, now, player);
  const prize = pick(state);
  if (prize.status === 'locked' || prize.items.length === 0) throw nothingToClaim();
  const grant = await claimReward(tx, {
    userId,
    source: { activityId: ActivityId.VIP, period: prize.period, reason: prize.reason },
    key: prize.key,
    items: prize.items,
    wagering: settings.wagering,
    meta: prize.meta,
    now,
  });
  return claimResult(tx, userId, [grant]);
}

export const claimLevelUp = (tx: Executor, userId: number, settings: VipSettings, level: number, now: number) =>
  claimPrize(tx, userId, settings, now, (state) => ({
    status: levelUpStatus(state, settings, level),
    ...prizeKey.levelUp(level),
    items: levelOf(settings, level)?.levelUpBonus ?? [],
    meta: { level },
  }));

export const claimDaily = (tx: Executor, userId: number, settings: VipSettings, now: number) =>
  claimPrize(tx, userId, settings, now, (state) => ({
    status: dailyStatus(state),
    ...prizeKey.daily(state.periods),
    items: state.level?.dailyAward ?? [],
    meta: { level: state.player.vip, todayValidBet: state.todayValidBet },
  }));

export const claimSignIn = (tx: Executor, userId: number, settings: VipSettings, now: number) =>
  claimPrize(tx, userId, settings, now, (state) => ({
    status: signInStatus(state),
    ...prizeKey.signIn(state.periods),
    items: state.level?.signInAward ?? [],
    meta: { level: state.player.vip },
  }));

export function claimTask(tx: Executor, userId: number, settings: VipSettings, id: number, now: number): Promise<ClaimResult> {
  const task = settings.tasks.find((t) => t.id === id);
  if (!task) throw new ApiError(Errcode.notFound, { field: 'id' });
  return claimPrize(tx, userId, settings, now, (state) => ({
    status: taskStatus(state, task),
    ...prizeKey.task(state.periods, id),
    items: task.items,
    meta: { taskId: id, kind: task.kind, progress: state.taskProgress.get(id) ?? 0 },
  }));
}
