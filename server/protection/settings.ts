import { Errcode, MessageKey, PESO, SESSION_LIMIT_MAX_MINUTES, type LimitKind, type SelfLimit } from '../../contract/index.ts';
import { ApiError, invalid } from '../api/errors.ts';
import type { Executor } from '../db/client.ts';
import { COOLING_OFF_MS, toSelfLimit, usageOf } from './limits.ts';
import { manilaTime, type LimitPeriod } from './periods.ts';
import { cancelDepositOrders } from './deposit-orders.ts';
import { lockPlayer, protectionRepo, type LimitRow } from './repo.ts';
import { sources } from './wiring.ts';

/**
 * Setting limits (DESIGN §8): lower (or new) at once; higher or removed only after 24 hours of
 * cooling-off and the player's confirmation. Asking again restarts the 24 hours (a small raise asked
 * yesterday cannot become a large one confirmed today). An operator may only lower, at once, and that
 * drops any raise the player had pending. Every change is a protection_events row.
 */
export interface LimitKey {
  userId: number;
  kind: LimitKind;
  period: LimitPeriod;
}

/** The form's rules: session limits are per day and at most 1440 minutes; money limits whole pesos. */
export function checkLimitInput(kind: LimitKind, period: LimitPeriod, amount: number | null): void {
  if (kind === 'session') {
    if (period !== 'day') throw invalid('period', MessageKey.limitSessionPerDay);
    if (amount !== null && amount > SESSION_LIMIT_MAX_MINUTES) throw invalid('amount', MessageKey.limitSessionMax, { max: SESSION_LIMIT_MAX_MINUTES });
  } else if (amount !== null && amount % PESO !== 0) {
    throw invalid('amount', MessageKey.wholePesos);
  }
}

async function view(tx: Executor, userId: number, row: LimitRow | undefined, now: number): Promise<SelfLimit | null> {
  return row ? toSelfLimit(row, await usageOf(tx, userId, row, now)) : null;
}

/**
 * A deposit limit that is new or lower than the one in force cancels every pending deposit order of the
 * player (docs/protection.md "Deposit orders"): the player makes a new one within the limit. Answers
 * their numbers, whose checkouts the caller closes after the commit.
 */
const tightened = (tx: Executor, key: LimitKey, before: number | undefined, amount: number, actor: string, now: number) =>
  key.kind === 'deposit' && (before === undefined || amount < before) ? cancelDepositOrders(tx, key.userId, actor, `limit_${key.period}`, now) : Promise.resolve([]);

export async function setLimit(
  tx: Executor,
  key: LimitKey,
  amount: number | null,
  now: number,
): Promise<{ limit: SelfLimit | null; applied: 'now' | 'pending'; cancelledOrders: string[] }> {
  checkLimitInput(key.kind, key.period, amount);
  await lockPlayer(tx, key.userId);
  const repo = protectionRepo(tx);
  const row = await repo.limit(key.userId, key.kind, key.period);
  const event = (action: string, detail: Record<string, unknown>) => repo.recordEvent({ userId: key.userId, action, actor: 'player', detail: { kind: key.kind, period: key.period, ...detail }, at: now });
  const at = new Date(now);
  if (!row) {
    if (amount === null) return { limit: null, applied: 'now', cancelledOrders: [] };
    await repo.insertLimit({ userId: key.userId, kind: key.kind, period: key.period, amount, setBy: 'player', updatedAt: at });
    await event('limit_set', { amount });
  } else if (amount !== null && amount <= row.amount) {
    await repo.updateLimit(row.id, { amount, pendingAmount: null, pendingRemove: false, pendingFrom: null, setBy: 'player', updatedAt: at });
    await event('limit_lowered', { from: row.amount, amount });
  } else {
    const pendingFrom = new Date(now + COOLING_OFF_MS);
    await repo.updateLimit(row.id, { pendingAmount: amount, pendingRemove: amount === null, pendingFrom, updatedAt: at });
    await event(amount === null ? 'limit_removal_asked' : 'limit_raise_asked', { from: row.amount, amount, confirmFrom: pendingFrom.getTime() });
    return { limit: await view(tx, key.userId, await repo.limit(key.userId, key.kind, key.period), now), applied: 'pending', cancelledOrders: [] };
  }
  const cancelledOrders = await tightened(tx, key, row?.amount, amount, 'player', now);
  await sources.mailPlayer(tx, key.userId, 'limitInForce', { kind: key.kind, period: key.period, amount }, now);
  return { limit: await view(tx, key.userId, await repo.limit(key.userId, key.kind, key.period), now), applied: 'now', cancelledOrders };
}

async function pendingRow(tx: Executor, key: LimitKey): Promise<LimitRow> {
  await lockPlayer(tx, key.userId);
  const row = await protectionRepo(tx).limit(key.userId, key.kind, key.period);
  if (!row?.pendingFrom) throw new ApiError(Errcode.limitNothingPending);
  return row;
}

export async function confirmLimit(tx: Executor, key: LimitKey, now: number): Promise<SelfLimit | null> {
  const row = await pendingRow(tx, key);
  const repo = protectionRepo(tx);
  if (now < row.pendingFrom!.getTime()) {
    throw new ApiError(Errcode.limitRaiseWaiting, { params: { at: manilaTime(row.pendingFrom!.getTime()), atMs: row.pendingFrom!.getTime() } });
  }
  const detail = { kind: key.kind, period: key.period, from: row.amount };
  if (row.pendingRemove) {
    await repo.deleteLimit(row.id);
    await repo.recordEvent({ userId: key.userId, action: 'limit_removed', actor: 'player', detail, at: now });
    await sources.mailPlayer(tx, key.userId, 'limitInForce', { kind: key.kind, period: key.period, amount: 0 }, now);
    return null;
  }
  await repo.updateLimit(row.id, { amount: row.pendingAmount!, pendingAmount: null, pendingRemove: false, pendingFrom: null, setBy: 'player', updatedAt: new Date(now) });
  await repo.recordEvent({ userId: key.userId, action: 'limit_raised', actor: 'player', detail: { ...detail, amount: row.pendingAmount }, at: now });
  await sources.mailPlayer(tx, key.userId, 'limitInForce', { kind: key.kind, period: key.period, amount: row.pendingAmount! }, now);
  return view(tx, key.userId, await repo.limit(key.userId, key.kind, key.period), now);
}

export async function cancelPending(tx: Executor, key: LimitKey, now: number): Promise<SelfLimit | null> {
  const row = await pendingRow(tx, key);
  const repo = protectionRepo(tx);
  await repo.updateLimit(row.id, { pendingAmount: null, pendingRemove: false, pendingFrom: null, updatedAt: new Date(now) });
  await repo.recordEvent({ userId: key.userId, action: 'limit_pending_cancelled', actor: 'player', detail: { kind: key.kind, period: key.period }, at: now });
  return view(tx, key.userId, await repo.limit(key.userId, key.kind, key.period), now);
}

/**
 * An operator (compliance) sets a limit no higher than the one in force (or a new one): at once. A
 * higher amount is refused (400 naming `amount`): operators protect, they never loosen. A new or lower
 * deposit limit cancels the player's pending orders, as the player's own does.
 */
export async function operatorLowerLimit(tx: Executor, key: LimitKey, amount: number, operator: string, now: number): Promise<{ limit: SelfLimit; cancelledOrders: string[] }> {
  checkLimitInput(key.kind, key.period, amount);
  await lockPlayer(tx, key.userId);
  const repo = protectionRepo(tx);
  const row = await repo.limit(key.userId, key.kind, key.period);
  if (row && amount > row.amount) throw invalid('amount', MessageKey.fieldInvalid);
  const setBy = `operator:${operator}`;
  if (row) await repo.updateLimit(row.id, { amount, pendingAmount: null, pendingRemove: false, pendingFrom: null, setBy, updatedAt: new Date(now) });
  else await repo.insertLimit({ userId: key.userId, kind: key.kind, period: key.period, amount, setBy, updatedAt: new Date(now) });
  await repo.recordEvent({ userId: key.userId, action: 'limit_lowered', actor: setBy, detail: { kind: key.kind, period: key.period, from: row?.amount ?? null, amount }, at: now });
  const cancelledOrders = await tightened(tx, key, row?.amount, amount, setBy, now);
  await sources.mailPlayer(tx, key.userId, 'limitInForce', { kind: key.kind, period: key.period, amount }, now);
  return { limit: (await view(tx, key.userId, await repo.limit(key.userId, key.kind, key.period), now))!, cancelledOrders };
}

/** Every limit of the player with what is used and left now. */
export async function limitsOf(tx: Executor, userId: number, now: number): Promise<SelfLimit[]> {
  const list: SelfLimit[] = [];
  // One after another: a transaction is one connection.
  for (const row of await protectionRepo(tx).limits(userId)) list.push(toSelfLimit(row, await usageOf(tx, userId, row, now)));
  return list;
}
