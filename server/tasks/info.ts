import { ActivityId, type AppConfig } from '../../contract/index.ts';
import { activitiesRepo } from '../activity/index.ts';
import type { Executor } from '../db/client.ts';
import { promotionsWithheld } from '../rewards/index.ts';
import { taskPeriods } from './periods.ts';
import { readProgress, type TaskPlayer } from './progress.ts';
import { taskSettings, type TaskSettings } from './settings.ts';
import { chestStatus, isClaimed, livenessOf, prizeKey, taskGrants, taskStatus } from './status.ts';

/**
 * getTaskUser: every task with its progress, target, prize and status; today's and this week's
 * liveness; the chests; when today and this week end in Manila. A protected player sees where things
 * stand (a claim answers 5004), as on the VIP desk.
 */
export async function taskView(db: Executor, user: { id: number } & TaskPlayer, settings: TaskSettings, now: number) {
  const p = taskPeriods(now);
  const hasDeposit = user.totalRecharge > 0;
  const ends = { dayEndsAt: p.today.end.getTime(), weekEndsAt: p.thisWeek.end.getTime() };
  if (!(await activitiesRepo(db).isOn(ActivityId.Tasks))) return { running: false, tasks: [], chests: [], liveness: { day: 0, week: 0 }, hasDeposit, ...ends };
  const [granted, progress, liveness] = await Promise.all([taskGrants(db, user.id, p), readProgress(db, user.id, user, settings.tasks, p, settings.gameIds), livenessOf(db, user.id, p)]);
  return {
    running: true,
    tasks: settings.tasks.map((task) => {
      const done = progress.get(task.id) ?? 0;
      return { id: task.id, period: task.period, kind: task.kind, target: task.target, progress: done, items: task.items, status: taskStatus(p, granted, task, done), needsDeposit: task.needsDeposit };
    }),
    chests: settings.chests.map((chest) => ({ id: chest.id, period: chest.period, liveness: chest.liveness, items: chest.items, status: chestStatus(p, granted, chest, liveness), needsDeposit: chest.needsDeposit })),
    liveness,
    hasDeposit,
    ...ends,
  };
}

/**
 * The `task` red dot (spec §3), for refreshData: true only when a claim would pay now — a task finished
 * or a chest reached, not claimed this period, and payable to this player (a coin or diamond prize
 * needs the first top-up; nothing for a protected player or while tasks are off). Cheap: no read when
 * nothing could pay; then the task grants of today / this week / once (one read on their unique index);
 * then only the progress of the tasks not yet claimed (one read per source: docs/tasks.md) and the
 * liveness when a chest is still open; the switch and protection only once something is claimable.
 */
export async function taskRedDot(db: Executor, user: { id: number } & TaskPlayer, now: number, config: AppConfig): Promise<boolean> {
  const settings = taskSettings(config);
  const hasDeposit = user.totalRecharge > 0;
  const payable = (prize: { items: unknown[]; needsDeposit: boolean }) => prize.items.length > 0 && (hasDeposit || !prize.needsDeposit);
  const tasks = settings.tasks.filter(payable);
  const chests = settings.chests.filter(payable);
  if (tasks.length === 0 && chests.length === 0) return false;

  const p = taskPeriods(now);
  const granted = await taskGrants(db, user.id, p);
  const openTasks = tasks.filter((task) => !isClaimed(granted, prizeKey.task(p, task)));
  const openChests = chests.filter((chest) => !isClaimed(granted, prizeKey.chest(p, chest)));
  if (openTasks.length === 0 && openChests.length === 0) return false;
  const [progress, liveness] = await Promise.all([
    openTasks.length > 0 ? readProgress(db, user.id, user, openTasks, p, settings.gameIds) : new Map<number, number>(),
    openChests.length > 0 ? livenessOf(db, user.id, p) : { day: 0, week: 0 },
  ]);
  const claimable = openTasks.some((task) => (progress.get(task.id) ?? 0) >= task.target) || openChests.some((chest) => liveness[chest.period] >= chest.liveness);
  if (!claimable) return false;
  const [on, withheld] = await Promise.all([activitiesRepo(db).isOn(ActivityId.Tasks), promotionsWithheld(db, user.id, now)]);
  return on && !withheld;
}
