import { Errcode, MessageKey } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Executor } from '../db/client.ts';
import { cancelDepositOrders } from './deposit-orders.ts';
import { manilaTime } from './periods.ts';
import { lockPlayer, protectionRepo, type ExclusionRow } from './repo.ts';
import { sources } from './wiring.ts';

/**
 * Time-out, self-exclusion and operator exclusion (DESIGN §8). Each takes effect in the transaction
 * that records it: every session of the player revoked, and from then on sign-in, deposits, stakes,
 * draws and promotions refused until its end. Withdrawals are never refused for it. Nothing lifts it
 * but time: each check compares with now, so no job has to run at the end.
 */
export type ExclusionKind = 'timeout' | 'self_exclusion' | 'operator';

const DAY_MS = 24 * 3600_000;
const OFFSET_MS = 8 * 3600_000;

/** `months` calendar months after `now` (Manila calendar; a 31st lands on the month's last day). */
export function addMonths(now: number, months: number): number {
  const local = new Date(now + OFFSET_MS);
  const day = local.getUTCDate();
  local.setUTCDate(1);
  local.setUTCMonth(local.getUTCMonth() + months);
  const last = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 0)).getUTCDate();
  local.setUTCDate(Math.min(day, last));
  return local.getTime() - OFFSET_MS;
}

/** A self-exclusion cannot be ended during its first 6 months. */
export const IRREVOCABLE_MONTHS = 6;

export const activeExclusion = (tx: Executor, userId: number, now: number) => protectionRepo(tx).activeExclusion(userId, now);

const exclusionMessage = (row: ExclusionRow) => (row.kind === 'timeout' ? MessageKey.protectionTimeOut : MessageKey.protectionSelfExcluded);

/** Refuses (6002) a player in a time-out or exclusion: deposits, stakes, draws. */
export async function assertNotExcluded(tx: Executor, userId: number, now: number): Promise<void> {
  const row = await activeExclusion(tx, userId, now);
  if (row) throw new ApiError(Errcode.playerExcluded, { msg: exclusionMessage(row), params: { until: manilaTime(row.endsAt.getTime()), untilMs: row.endsAt.getTime() } });
}

/**
 * Every sign-in path (password, SMS, registration) asks this before a session is made (6003 with the
 * end). With `withdrawOnly`, an excluded player is answered the end instead of refused: the session made
 * is withdraw-only. Null when nothing is in force.
 */
export async function assertMaySignIn(tx: Executor, userId: number, now: number, opts: { withdrawOnly?: boolean } = {}): Promise<number | null> {
  const row = await activeExclusion(tx, userId, now);
  if (!row) return null;
  if (opts.withdrawOnly) return row.endsAt.getTime();
  throw new ApiError(Errcode.signInExcluded, {
    msg: row.kind === 'timeout' ? MessageKey.signInTimeOut : MessageKey.signInSelfExcluded,
    params: { until: manilaTime(row.endsAt.getTime()), untilMs: row.endsAt.getTime() },
  });
}

/**
 * Records an exclusion, signs the player out everywhere and cancels their pending deposit orders, in the
 * caller's transaction (which holds the player's row). Answers the row and the cancelled orders, whose
 * checkouts the caller closes after the commit (closeCancelledCheckouts).
 */
export async function exclude(
  tx: Executor,
  input: { userId: number; kind: ExclusionKind; endsAt: number; irrevocableUntil?: number; operator?: string; reason?: string; now: number },
): Promise<ExclusionRow & { cancelledOrders: string[] }> {
  // The player's row (the caller's lock again, or the first): the orders cancelled below and a payment
  // settling at the same moment take it first, so one sees the other (docs/money.md, lock order).
  await lockPlayer(tx, input.userId);
  const repo = protectionRepo(tx);
  const [row] = await repo.insertExclusion({
    userId: input.userId,
    kind: input.kind,
    startsAt: new Date(input.now),
    endsAt: new Date(input.endsAt),
    irrevocableUntil: input.irrevocableUntil ? new Date(input.irrevocableUntil) : null,
    operator: input.operator ?? null,
    reason: input.reason ?? '',
    createdAt: new Date(input.now),
  });
  await sources.revokeSessions(tx, input.userId);
  await sources.mailPlayer(tx, input.userId, 'exclusionStarted', { kind: input.kind, until: input.endsAt }, input.now);
  const actor = input.operator ? `operator:${input.operator}` : 'player';
  const action = input.kind === 'operator' ? 'operator_exclusion' : input.kind;
  await repo.recordEvent({
    userId: input.userId,
    action,
    actor,
    detail: { until: input.endsAt, ...(input.reason ? { reason: input.reason } : {}) },
    at: input.now,
  });
  const cancelledOrders = await cancelDepositOrders(tx, input.userId, actor, action, input.now);
  return { ...row!, cancelledOrders };
}

export const timeOutEnd = (now: number, days: number) => now + days * DAY_MS;
