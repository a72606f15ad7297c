import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rewardGrants } from '../db/schema.ts';

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
