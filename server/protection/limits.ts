import { Errcode, MessageKey, PESO, type LimitKind, type SelfLimit } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Executor } from '../db/client.ts';
import { daysOf, manilaDay, manilaTime, periodBounds, type LimitPeriod } from './periods.ts';
import { protectionRepo, type LimitRow } from './repo.ts';
import { sources } from './wiring.ts';

/**
 * What each limit counts in its Manila period (docs/protection.md):
 * - deposit: deposit orders created in the period that are paid or still payable (an expired or
 *   failed order frees its amount again);
 * - wager: stakes of real rounds settled in the period;
 * - loss: net loss, stakes − wins of those rounds (winnings earlier in the period leave more room);
 * - session: minutes of play on the Manila day (play.ts).
 * A money or stake call that would take the count past the limit is refused; a stake is checked at
 * its full amount, the most it can lose, so the loss limit holds whatever the reels show.
 */
export const COOLING_OFF_MS = 24 * 3600_000;

export interface Usage {
  used: number;
  left: number;
  resetsAt: number;
}

/** Counts of the period that holds `now`: deposited, staked, won, seconds played (this Manila day for session). */
async function counted(tx: Executor, userId: number, row: Pick<LimitRow, 'kind' | 'period'>, now: number) {
  const bounds = periodBounds(row.period as LimitPeriod, now);
  if (row.kind === 'deposit') return { bounds, used: await sources.deposited(tx, userId, new Date(bounds.start), new Date(bounds.end), now) };
  const { from, to } = daysOf(bounds.start, bounds.end);
  const play = await protectionRepo(tx).playBetween(userId, from, to);
  if (row.kind === 'wager') return { bounds, used: play.staked };
  if (row.kind === 'loss') return { bounds, used: play.staked - play.won };
  return { bounds, used: Math.floor(play.seconds / 60), seconds: play.seconds };
}

export async function usageOf(tx: Executor, userId: number, row: LimitRow, now: number): Promise<Usage> {
  const { bounds, used } = await counted(tx, userId, row, now);
  return { used: Math.max(0, used), left: Math.max(0, row.amount - used), resetsAt: bounds.end };
}

export const toSelfLimit = (row: LimitRow, usage: Usage): SelfLimit => ({
  kind: row.kind as LimitKind,
  period: row.period as LimitPeriod,
  amount: row.amount,
  pendingAmount: row.pendingAmount,
  pendingRemove: row.pendingRemove,
  pendingFrom: row.pendingFrom?.getTime() ?? null,
  ...usage,
});

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const messageOf = (kind: string, period: string) => MessageKey[`limit${capitalised(kind)}${capitalised(period)}` as keyof typeof MessageKey] ?? 'errors.protection.limitReached';

/** 6001 naming the limit: money in pesos, session in minutes; `resetsAt` in Manila time. */
export function limitReached(row: Pick<LimitRow, 'kind' | 'period' | 'amount'>, left: number, resetsAt: number, field?: string): ApiError {
  const money = row.kind !== 'session';
  return new ApiError(Errcode.selfLimitReached, {
    msg: messageOf(row.kind, row.period),
    ...(field ? { field } : {}),
    params: {
      kind: row.kind,
      period: row.period,
      limit: money ? row.amount / PESO : row.amount,
      left: money ? Math.floor(Math.max(0, left) / PESO) : Math.max(0, left),
      resetsAt: manilaTime(resetsAt),
      resetsAtMs: resetsAt,
    },
  });
}

/**
 * Of the limits a request would break, the one with the least left is named (the lowest active limit
 * wins; on a tie the shorter period, which resets first).
 */
export function firstBroken(broken: { row: LimitRow; left: number; resetsAt: number }[], field?: string): ApiError | undefined {
  const order = { day: 0, week: 1, month: 2 } as Record<string, number>;
  const [worst] = broken.sort((a, b) => a.left - b.left || order[a.row.period]! - order[b.row.period]!);
  return worst ? limitReached(worst.row, worst.left, worst.resetsAt, field) : undefined;
}

/** Deposit limits for an order of `amount` (exclusion is checked first by the caller, assertMayDeposit). */
export async function checkDepositLimits(tx: Executor, userId: number, amount: number, now: number): Promise<void> {
  const rows = (await protectionRepo(tx).limits(userId)).filter((row) => row.kind === 'deposit');
  const broken = [];
  for (const row of rows) {
    const { bounds, used } = await counted(tx, userId, row, now);
    const left = row.amount - used;
    if (amount > left) broken.push({ row, left, resetsAt: bounds.end });
  }
  const error = firstBroken(broken, 'amount');
  if (error) throw error;
}

/** A player asked for a raise or removal within the last 24 hours (promotions are withheld meanwhile). */
export async function isCoolingOff(tx: Executor, userId: number, now: number): Promise<boolean> {
  return (await protectionRepo(tx).limits(userId)).some((row) => row.pendingFrom !== null && row.pendingFrom.getTime() > now);
}

export { manilaDay };
