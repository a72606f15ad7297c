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

/** What the player row already says (no read needed): the deposits' sum, a linked number, a verified identity. */
export interface TaskPlayer {
  totalRecharge: number;
  mobile: string | null;
  hasKyc: boolean;
}

/** A read made at most once per call, and only when some task asks for it. */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= read());
}

/**
 * Each task's progress (docs/tasks.md "Kinds"), read from the read models the other areas keep, never
 * from counters of our own that could drift: the wallet's paid deposits, the games' bet totals (by
 * Manila day) and rounds, the sign-in grants of the rewards engine, the player row. Each source is read
 * once for all the tasks that need it — this week's bet days serve the day's and the week's bets and
 * say whether any round was played at all (no rounds: no games to look for), the week's sign-in grants
 * serve the day's and the week's sign-in — and not at all for the player row's kinds, nor for deposits
 * before the first one.
 */
export async function readProgress(db: Executor, userId: number, player: TaskPlayer, tasks: readonly Task[], p: TaskPeriods, gameIds: readonly number[]): Promise<Map<number, number>> {
  const weekBets = once(async () => (await games()).betDaysBetween(db, userId, p.weekDays[0]!, p.weekDays[6]!));
  const allBets = once(async () => (await games()).betTotals(db, userId));
  const signIns = once(async () => {
    // The daily sign-in is a grant of FreeSign (36) whose period is its Manila day: the days signed in this week.
    const granted = await grantedKeys(db, userId, ActivityId.FreeSign, p.weekDays);
    return new Set([...granted].map((key) => key.slice(0, key.indexOf('|'))));
  });
  const rounds = async (period: TaskPeriod) => {
    if (period === 'once') return (await allBets()).count;
    const days = await weekBets();
    return period === 'day' ? (days.get(p.day)?.count ?? 0) : [...days.values()].reduce((sum, d) => sum + d.count, 0);
  };

  const progressOf = async (kind: TaskKind, period: TaskPeriod): Promise<number> => {
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
        if (period === 'once') return (await allBets()).validBet;
        const days = await weekBets();
        return period === 'day' ? (days.get(p.day)?.validBet ?? 0) : [...days.values()].reduce((sum, d) => sum + d.validBet, 0);
      }
      case 'gamesPlayed':
        if ((await rounds(period)) === 0) return 0;
        return (await games()).gamesPlayedBetween(db, userId, gameIds, window.start, window.end);
      case 'signIn': {
        const days = await signIns();
        return period === 'day' ? (days.has(p.day) ? 1 : 0) : days.size;
      }
    }
  };

  const reads = new Map<string, Promise<number>>();
  const values = await Promise.all(
    tasks.map((task) => {
      const key = `${task.kind}:${task.period}`;
      if (!reads.has(key)) reads.set(key, progressOf(task.kind, task.period));
      return reads.get(key)!;
    }),
  );
  return new Map(tasks.map((task, i) => [task.id, values[i]!]));
}
