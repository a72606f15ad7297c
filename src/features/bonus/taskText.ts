import type { TFunction } from 'i18next';
import type { TaskChestView, TaskKind, TaskView } from '../../../contract/calls/tasks.ts';
import { formatPeso } from '../../shared/format/amount.ts';

/**
 * How a task reads (docs/tasks.md): its title from its kind and period (`rewards:tasks.kind.<kind>.<period>`),
 * its progress in pesos for money kinds and as a count otherwise, and where the player goes to do it.
 * The server says what is done and what can be claimed; this only words it.
 */
const MONEY_KINDS: ReadonlySet<TaskKind> = new Set(['deposit', 'validBet']);

export function taskTitle(t: TFunction<'rewards'>, task: Pick<TaskView, 'kind' | 'period' | 'target'>): string {
  const amount = MONEY_KINDS.has(task.kind) ? formatPeso(task.target) : String(task.target);
  return t(`tasks.kind.${task.kind}.${task.period}`, { target: amount, count: task.target });
}

/** "₱120 of ₱200", "1 of 3": the progress shown never above the target (the server may count past it). */
export function taskProgress(task: Pick<TaskView, 'kind' | 'progress' | 'target'>): { progress: string; target: string; percent: number } {
  const shown = Math.min(task.progress, task.target);
  const money = MONEY_KINDS.has(task.kind);
  return {
    progress: money ? formatPeso(shown) : String(shown),
    target: money ? formatPeso(task.target) : String(task.target),
    percent: task.target > 0 ? Math.floor((shown / task.target) * 100) : 100,
  };
}

/** Where each kind is done: the games, the deposit tab, the sign-in calendar, linking a number, the identity check. */
export const taskPlace: Readonly<Record<TaskKind, string>> = {
  validBet: '/',
  gamesPlayed: '/',
  deposit: '/wallets?name=deposit',
  signIn: '/activity/sign-in',
  bindMobile: '/auth/bind',
  kyc: '/member/profile/kyc',
};

/** The liveness bar's end: the period's biggest chest (at least the liveness reached, so the bar is never past its end). */
export function livenessScale(chests: readonly Pick<TaskChestView, 'liveness'>[], reached: number): number {
  return Math.max(reached, ...chests.map((chest) => chest.liveness), 1);
}
