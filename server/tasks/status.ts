import { eq } from 'drizzle-orm';
import { ActivityId, PropId, type ClaimStatus } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { grantedKey, grantedKeys, grantedTally, ONCE } from '../rewards/index.ts';
import { grantPeriod, type TaskPeriods } from './periods.ts';
import type { TaskPlayer } from './progress.ts';
import type { Chest, Task } from './settings.ts';

/**
 * Where each task and chest stands for one player (docs/tasks.md): what getTaskUser shows, the red dot
 * asks and a claim checks (inside its transaction, after locking the player). The natural keys of the
 * grants are built here only, so a status and its claim always agree: activity Tasks (12), the task's
 * Manila period (today, this ISO week or once), `task:<id>` or `chest:<id>`.
 */
export const prizeKey = {
  task: (p: TaskPeriods, task: Task) => ({ period: grantPeriod(p, task.period), key: `task:${task.id}`, reason: 'task' }),
  chest: (p: TaskPeriods, chest: Chest) => ({ period: grantPeriod(p, chest.period), key: `chest:${chest.id}`, reason: 'task_chest' }),
};

/** The player row's part tasks read; `lock` takes it FOR UPDATE (every claim, first). */
export async function taskPlayer(db: Executor, userId: number, lock = false): Promise<TaskPlayer> {
  const query = db.select({ totalRecharge: users.totalRecharge, mobile: users.mobile, hasKyc: users.hasKyc }).from(users).where(eq(users.id, userId));
  const [row] = lock ? await query.for('update') : await query;
  return { totalRecharge: Number(row?.totalRecharge ?? 0), mobile: row?.mobile ?? null, hasKyc: row?.hasKyc ?? false };
}

/** The task grants of today, this week and once (one read on their unique index). */
export const taskGrants = (db: Executor, userId: number, p: TaskPeriods) => grantedKeys(db, userId, ActivityId.Tasks, [p.day, p.week, ONCE]);

export interface Liveness {
  day: number;
  week: number;
}

/**
 * The player's liveness of today and of this week: the liveness items (4001) of their task grants made
 * in that Manila day or week, whatever the task's own period (a daily task claimed on Tuesday counts
 * for Tuesday and for its week; a one-time task for the day and week it was claimed). One read.
 */
export async function livenessOf(db: Executor, userId: number, p: TaskPeriods): Promise<Liveness> {
  const [day, week] = await grantedTally(db, {
    userId,
    activityId: ActivityId.Tasks,
    propId: PropId.liveness,
    // Every period a grant made this week can carry: this week's days, the week, once.
    periods: [...p.weekDays, p.week, ONCE],
    windows: [p.today, p.thisWeek],
  });
  return { day: day ?? 0, week: week ?? 0 };
}

export const isClaimed = (granted: Set<string>, k: { period: string; key: string }) => granted.has(grantedKey(k.period, k.key));

export function taskStatus(p: TaskPeriods, granted: Set<string>, task: Task, progress: number): ClaimStatus {
  if (isClaimed(granted, prizeKey.task(p, task))) return 'claimed';
  return task.items.length > 0 && progress >= task.target ? 'claimable' : 'locked';
}

export function chestStatus(p: TaskPeriods, granted: Set<string>, chest: Chest, liveness: Liveness): ClaimStatus {
  if (isClaimed(granted, prizeKey.chest(p, chest))) return 'claimed';
  return chest.items.length > 0 && liveness[chest.period] >= chest.liveness ? 'claimable' : 'locked';
}
