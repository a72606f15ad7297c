import { ActivityId, Errcode } from '../../contract/index.ts';
import { activitiesRepo } from '../activity/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Executor } from '../db/client.ts';
import { playerBalances } from '../ledger/ledger.ts';
import { claimReward, grantedKeys, type Grant, type RewardItem } from '../rewards/index.ts';
import { taskPeriods } from './periods.ts';
import { readProgress } from './progress.ts';
import type { Chest, Task, TaskSettings } from './settings.ts';
import { isClaimed, livenessOf, prizeKey, taskPlayer } from './status.ts';

/** What a claim answers (contract claimResultSchema): the items, the coin after, the coin of this claim locked by wagering. */
export interface ClaimResult {
  items: RewardItem[];
  coin: number;
  locked: number;
}

async function claimResult(tx: Executor, userId: number, grant: Grant): Promise<ClaimResult> {
  const { coin } = await playerBalances(tx, userId);
  // Coin prizes need a first top-up, so the grant's lock is its turnover (none at wagering 0).
  const locked = grant.wagering && grant.wagering.turnoverLeft > 0 ? grant.wagering.amount : 0;
  return { items: grant.items.map(({ propId, count }) => ({ propId, count })), coin, locked };
}

const nothingToClaim = () => new ApiError(Errcode.rewardNothingToClaim);

async function assertRunning(tx: Executor): Promise<void> {
  if (!(await activitiesRepo(tx).isOn(ActivityId.Tasks))) throw new ApiError(Errcode.activityNotRunning);
}

/**
 * Pays a prize through claimReward (5004 protected, 5003 a coin or diamond prize before the first
 * top-up, 5002 claimed already: a double tap, a second tab, 50 at once) once `ready` said it can be
 * claimed (5001 otherwise, nothing changed). The player's row is locked first, so concurrent claims of
 * one player take turns and each sees the grants of the ones before.
 */
async function claimPrize(
  tx: Executor,
  userId: number,
  settings: TaskSettings,
  now: number,
  prize: { period: string; key: string; reason: string; items: RewardItem[]; needsDeposit: boolean; meta: Record<string, unknown> },
  ready: () => Promise<boolean>,
): Promise<ClaimResult> {
  const claimed = isClaimed(await grantedKeys(tx, userId, ActivityId.Tasks, [prize.period]), prize);
  // A claimed prize goes on to the engine, which answers 5004 or 5002 as for any repeat.
  if (!claimed && (prize.items.length === 0 || !(await ready()))) throw nothingToClaim();
  const grant = await claimReward(tx, {
    userId,
    source: { activityId: ActivityId.Tasks, period: prize.period, reason: prize.reason },
    key: prize.key,
    items: prize.items,
    wagering: settings.wagering,
    freeBonus: prize.needsDeposit,
    meta: prize.meta,
    now,
  });
  return claimResult(tx, userId, grant);
}

/** finishTask: a finished task's prize, once per its period. 404 for a task not offered. */
export async function claimTask(tx: Executor, userId: number, settings: TaskSettings, id: number, now: number): Promise<ClaimResult> {
  const task: Task | undefined = settings.tasks.find((t) => t.id === id);
  if (!task) throw new ApiError(Errcode.notFound, { field: 'id' });
  await assertRunning(tx);
  const player = await taskPlayer(tx, userId, true);
  const p = taskPeriods(now);
  return claimPrize(tx, userId, settings, now, { ...prizeKey.task(p, task), items: task.items, needsDeposit: task.needsDeposit, meta: { taskId: id, kind: task.kind, target: task.target } }, async () => {
    const progress = (await readProgress(tx, userId, player, [task], p, settings.gameIds)).get(task.id) ?? 0;
    return progress >= task.target;
  });
}

/** receiveTaskAward: a liveness chest whose period's liveness is reached, once per period. 404 for a chest not offered. */
export async function claimChest(tx: Executor, userId: number, settings: TaskSettings, id: number, now: number): Promise<ClaimResult> {
  const chest: Chest | undefined = settings.chests.find((c) => c.id === id);
  if (!chest) throw new ApiError(Errcode.notFound, { field: 'id' });
  await assertRunning(tx);
  await taskPlayer(tx, userId, true);
  const p = taskPeriods(now);
  return claimPrize(tx, userId, settings, now, { ...prizeKey.chest(p, chest), items: chest.items, needsDeposit: chest.needsDeposit, meta: { chestId: id, liveness: chest.liveness } }, async () => {
    const liveness = await livenessOf(tx, userId, p);
    return liveness[chest.period] >= chest.liveness;
  });
}
