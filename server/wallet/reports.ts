import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { depositOrders, withdrawals } from './schema.ts';

/**
 * What the operator's console reads of the wallet: a day's paid deposits and withdrawals by hour, the
 * queue, who used the wallet, and one player's latest orders. Reads only.
 */

/** Count and sum (hundredths) of one UTC hour, named by its hour number since the epoch (Manila hours are whole UTC hours). */
export interface HourTotal {
  epochHour: number;
  count: number;
  sum: number;
}

const epochHour = (column: typeof depositOrders.settledAt | typeof withdrawals.decidedAt) => sql<number>`floor(extract(epoch from ${column}) / 3600)::int`;

/** Deposit orders paid in [start, end), by the hour they were paid (settled). */
export async function depositsPaidByHour(db: Executor, start: Date, end: Date): Promise<HourTotal[]> {
  const hour = epochHour(depositOrders.settledAt);
  const rows = await db
    .select({ epochHour: hour, count: count(), sum: sql<string>`coalesce(sum(${depositOrders.amount}), 0)` })
    .from(depositOrders)
    .where(and(eq(depositOrders.status, 'paid'), gte(depositOrders.settledAt, start), lt(depositOrders.settledAt, end)))
    .groupBy(hour);
  return rows.map((r) => ({ epochHour: Number(r.epochHour), count: Number(r.count), sum: Number(r.sum) }));
}

/** Withdrawals paid in [start, end), by the hour the operator paid them; the sum is the amounts requested (fees included). */
export async function withdrawalsPaidByHour(db: Executor, start: Date, end: Date): Promise<HourTotal[]> {
  const hour = epochHour(withdrawals.decidedAt);
  const rows = await db
    .select({ epochHour: hour, count: count(), sum: sql<string>`coalesce(sum(${withdrawals.amount}), 0)` })
    .from(withdrawals)
    .where(and(eq(withdrawals.status, 'paid'), gte(withdrawals.decidedAt, start), lt(withdrawals.decidedAt, end)))
    .groupBy(hour);
  return rows.map((r) => ({ epochHour: Number(r.epochHour), count: Number(r.count), sum: Number(r.sum) }));
}

/** Withdrawals waiting for an operator now. */
export async function pendingWithdrawalCount(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.status, 'pending'));
  return Number(row?.n ?? 0);
}

/** Players who had a deposit paid or asked for a withdrawal in [start, end). */
export async function walletPlayersBetween(db: Executor, start: Date, end: Date): Promise<number[]> {
  const paid = await db
    .selectDistinct({ userId: depositOrders.userId })
    .from(depositOrders)
    .where(and(eq(depositOrders.status, 'paid'), gte(depositOrders.settledAt, start), lt(depositOrders.settledAt, end)));
  const asked = await db
    .selectDistinct({ userId: withdrawals.userId })
    .from(withdrawals)
    .where(and(gte(withdrawals.createdAt, start), lt(withdrawals.createdAt, end)));
  return [...paid, ...asked].map((row) => row.userId);
}

/** The player's latest deposit orders, newest first. */
export const recentDeposits = (db: Executor, userId: number, limit: number) =>
  db.select().from(depositOrders).where(eq(depositOrders.userId, userId)).orderBy(desc(depositOrders.id)).limit(limit);

/** Sum (hundredths) of a player's deposits paid in [start, end): a VIP deposit task's week. */
export async function depositsPaidBetween(db: Executor, userId: number, start: Date, end: Date): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${depositOrders.amount}), 0)` })
    .from(depositOrders)
    .where(and(eq(depositOrders.userId, userId), eq(depositOrders.status, 'paid'), gte(depositOrders.settledAt, start), lt(depositOrders.settledAt, end)));
  return Number(row?.sum ?? 0);
}

/** Several players' paid deposits (when each was paid), oldest first: an agent's funnel and a referee's validity. */
export async function paidDepositTimes(db: Executor, userIds: readonly number[]): Promise<{ userId: number; paidAt: Date }[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: depositOrders.userId, paidAt: depositOrders.settledAt })
    .from(depositOrders)
    .where(and(inArray(depositOrders.userId, [...userIds]), eq(depositOrders.status, 'paid')))
    .orderBy(asc(depositOrders.settledAt));
  return rows.flatMap((row) => (row.paidAt ? [{ userId: row.userId, paidAt: row.paidAt }] : []));
}
