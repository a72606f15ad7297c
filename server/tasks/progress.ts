import { ActivityId, type TaskKind, type TaskPeriod } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { grantedKeys } from '../rewards/index.ts';
import { windowOf, type TaskPeriods } from './periods.ts';
import type { Task } from './settings.ts';

/**
 * The games' bet totals and rounds and the wallet's deposits, loaded when first read rather than at
 * import (as VIP does): the account area imports this one for the red dot, and the wallet reaches
 * the account area through auth, so a static import would make a cycle.
 */
const games = () => import('../games/index.ts');
const wallet = () => import('../wallet/index.ts');

/** What the player row already says (no read needed): the first deposit's sum, a linked number, a verified identity. */
export interface TaskPlayer {
  totalRecharge: number;
  mobile: string | null;
  hasKyc: boolean;
}

/**
 * Each task's progress (docs/tasks.md "Kinds"), read from the read models the other areas keep, never
 * from counters of our own that could drift: the wallet's paid deposits, the games' bet totals (by
 * Manila day) and rounds, the sign-in grants of the rewards engine, the player row. One read per
 * (kind, period) asked for, in parallel; none for the player row's kinds or a deposit before any.
 */
export async function readProgress(db: Executor, userId: number, player: TaskPlayer, tasks: readonly Task[], p: TaskPeriods, gameIds: readonly number[]): Promise<Map<number, number>> {
  const reads = new Map<string, Promise<number>>();
  const read = (kind: TaskKind, period: TaskPeriod) => {
    const key = `${kind}:${period}`;
    let value = reads.get(key);
    if (!value) {
      value = progressOf(db, userId, player, kind, period, p, gameIds);
      reads.set(key, value);
    }
    return value;
  };
  const values = await Promise.all(tasks.map((task) => read(task.kind, task.period)));
  return new Map(tasks.map((task, i) => [task.id, values[i]!]));
}

async function progressOf(db: Executor, userId: number, player: TaskPlayer, kind: TaskKind, period: TaskPeriod, p: TaskPeriods, gameIds: readonly number[]): Promise<number> {
  const window = windowOf(p, period);
  switch (kind) {
    case 'bindMobile':
      return player.mobile ? 1 : 0;
    case 'kyc':
      return player.hasKyc ? 1 : 0;
    case 'deposit':
      if (player.totalRecharge <= 0) return 0;
      if (period === 'once') return player.totalRecharge;
      return (await wallet()).depositsPaidBetween(db, userId, window.start, window.end);
    case 'validBet': {
      const g = await games();
      if (period === 'day') return (await g.betTotals(db, userId, p.day)).validBet;
      if (period === 'week') return g.validBetBetween(db, userId, p.weekDays[0]!, p.weekDays[6]!);
      return (await g.betTotals(db, userId)).validBet;
    }
    case 'gamesPlayed':
      return (await games()).gamesPlayedBetween(db, userId, gameIds, window.start, window.end);
    case 'signIn': {
      // The daily sign-in is a grant of FreeSign (36) whose period is its Manila day: count the days.
      const days = period === 'day' ? [p.day] : p.weekDays;
      const granted = await grantedKeys(db, userId, ActivityId.FreeSign, days);
      return new Set([...granted].map((key) => key.slice(0, key.indexOf('|')))).size;
    }
  }
}
