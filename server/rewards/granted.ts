import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { PropId } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { rewardGrantItems, rewardGrants, rewardWagering } from './schema.ts';
import { users } from '../db/schema.ts';

/**
 * Which of an activity's grants a player already has in the given periods, as `period|key`
 * strings: what a claimable status and a red dot ask ("claimed already?"). One read on the natural
 * key's unique index (player, activity, period, key).
 */
export async function grantedKeys(db: Executor, userId: number, activityId: number, periods: string[]): Promise<Set<string>> {
  if (periods.length === 0) return new Set();
  const rows = await db
    .select({ period: rewardGrants.period, key: rewardGrants.key })
    .from(rewardGrants)
    .where(and(eq(rewardGrants.userId, userId), eq(rewardGrants.activityId, activityId), inArray(rewardGrants.period, periods)));
  return new Set(rows.map((row) => grantedKey(row.period, row.key)));
}

export const grantedKey = (period: string, key: string) => `${period}|${key}`;

/**
 * A player's latest grant of an activity in a period at or before `upTo` (a Manila day: periods of
 * one kind sort in time order), with its meta: what an activity that builds on the previous claim
 * (the sign-in calendar's day and streak) reads. One read, backwards on the natural key's index.
 */
export async function latestGrant(db: Executor, userId: number, activityId: number, upTo: string): Promise<{ id: number; period: string; key: string; meta: unknown } | undefined> {
  const [row] = await db
    .select({ id: rewardGrants.id, period: rewardGrants.period, key: rewardGrants.key, meta: rewardGrants.meta })
    .from(rewardGrants)
    .where(and(eq(rewardGrants.userId, userId), eq(rewardGrants.activityId, activityId), lte(rewardGrants.period, upTo)))
    .orderBy(desc(rewardGrants.period), desc(rewardGrants.id))
    .limit(1);
  return row;
}

/** A grant's coin and what of it wagering still locks (docs/offers.md: the welcome and first-deposit bonuses as the player follows them). */
export interface GrantStanding {
  amount: number;
  locked: number;
  turnoverLeft: number;
  needsDeposit: boolean;
}

/**
 * One grant of the player's by its natural key, as the player follows it: its coin, locked as
 * wageringState counts it (turnover left, or a top-up it waits for), the turnover left. Null when no
 * such grant exists. One read on the natural key's index, joined to its wagering row and the player.
 */
export async function grantStanding(db: Executor, userId: number, activityId: number, period: string, key: string): Promise<GrantStanding | null> {
  const [row] = await db
    .select({
      id: rewardGrants.id,
      amount: sql<string>`coalesce((SELECT sum(${rewardGrantItems.count}) FROM ${rewardGrantItems} WHERE ${rewardGrantItems.grantId} = ${rewardGrants.id} AND ${rewardGrantItems.propId} = ${PropId.coin}), 0)`,
      turnoverLeft: rewardWagering.turnoverLeft,
      needsDeposit: rewardWagering.needsDeposit,
      wageredAmount: rewardWagering.amount,
      balance: rewardWagering.balance,
      totalRecharge: users.totalRecharge,
      qualifyingDeposit: rewardWagering.qualifyingDeposit,
    })
    .from(rewardGrants)
    .innerJoin(users, eq(users.id, rewardGrants.userId))
    .leftJoin(rewardWagering, eq(rewardWagering.grantId, rewardGrants.id))
    .where(and(eq(rewardGrants.userId, userId), eq(rewardGrants.activityId, activityId), eq(rewardGrants.period, period), eq(rewardGrants.key, key)));
  if (!row) return null;
  const turnoverLeft = Number(row.turnoverLeft ?? 0);
  const waitsDeposit = row.needsDeposit === true && Number(row.totalRecharge) < Number(row.qualifyingDeposit ?? 1);
  return {
    amount: Number(row.amount),
    locked: row.wageredAmount !== null && (turnoverLeft > 0 || waitsDeposit) ? Number(row.balance) : 0,
    turnoverLeft,
    needsDeposit: waitsDeposit,
  };
}

/**
 * The sum of one tally item (liveness 4001: items.ts TALLY_ITEMS) over a player's grants of an
 * activity in `periods`, counted by when each grant was made: one sum per window [start, end). One
 * read on the natural key's index (player, activity, period), whatever the number of windows.
 */
export async function grantedTally(
  db: Executor,
  q: { userId: number; activityId: number; propId: number; periods: string[]; windows: { start: Date; end: Date }[] },
): Promise<number[]> {
  if (q.periods.length === 0 || q.windows.length === 0) return q.windows.map(() => 0);
  const sums = q.windows.map(
    (w, i) =>
      sql<string>`coalesce(sum(${rewardGrantItems.count}) filter (where ${rewardGrants.createdAt} >= ${w.start.toISOString()}::timestamptz and ${rewardGrants.createdAt} < ${w.end.toISOString()}::timestamptz), 0)`.as(
        `w${i}`,
      ),
  );
  const [row] = await db
    .select(Object.fromEntries(sums.map((s, i) => [`w${i}`, s])))
    .from(rewardGrants)
    .innerJoin(rewardGrantItems, and(eq(rewardGrantItems.grantId, rewardGrants.id), eq(rewardGrantItems.propId, q.propId)))
    .where(and(eq(rewardGrants.userId, q.userId), eq(rewardGrants.activityId, q.activityId), inArray(rewardGrants.period, q.periods)));
  return q.windows.map((_, i) => Number((row as Record<string, unknown> | undefined)?.[`w${i}`] ?? 0));
}
