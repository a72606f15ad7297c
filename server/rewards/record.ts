import { and, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { RewardGrantView } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { rewardGrantItems, rewardGrants, rewardWagering } from './schema.ts';

export const RECORD_PAGE_SIZE = 20;

/**
 * The player's reward record (/reward/record): every grant ever made to them (sign-up, jackpot prizes,
 * coupon bonuses, VIP…), newest first, a page before `beforeId` (the grant id: a keyset, so a grant
 * made while the player pages shifts nothing), with its items and the coin still locked by wagering.
 * Three indexed reads per page.
 */
export async function rewardRecord(
  db: Executor,
  p: { userId: number; totalRecharge: number; activityId?: number; beforeId?: number; pageSize?: number },
): Promise<{ list: RewardGrantView[]; nextBeforeId: number | null }> {
  const size = p.pageSize ?? RECORD_PAGE_SIZE;
  const where: SQL[] = [eq(rewardGrants.userId, p.userId)];
  if (p.activityId !== undefined) where.push(eq(rewardGrants.activityId, p.activityId));
  if (p.beforeId !== undefined) where.push(lt(rewardGrants.id, p.beforeId));
  const rows = await db
    .select()
    .from(rewardGrants)
    .where(and(...where))
    .orderBy(desc(rewardGrants.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const ids = page.map((row) => row.id);
  if (ids.length === 0) return { list: [], nextBeforeId: null };
  const [items, locks] = await Promise.all([
    db
      .select({ grantId: rewardGrantItems.grantId, propId: rewardGrantItems.propId, count: rewardGrantItems.count })
      .from(rewardGrantItems)
      .where(inArray(rewardGrantItems.grantId, ids))
      .orderBy(rewardGrantItems.id),
    db.select().from(rewardWagering).where(inArray(rewardWagering.grantId, ids)),
  ]);
  // Locked as wageringState counts it: the bonus balance while turnover is left, or a top-up the bonus waits for.
  const locked = new Map(locks.map((w) => [w.grantId, w.turnoverLeft > 0 || (w.needsDeposit && p.totalRecharge < w.qualifyingDeposit) ? w.balance : 0]));
  const list = page.map((row) => ({
    id: row.id,
    activityId: row.activityId,
    reason: row.reason,
    period: row.period,
    items: items.filter((i) => i.grantId === row.id).map((i) => ({ propId: i.propId, count: i.count })),
    locked: locked.get(row.id) ?? 0,
    createdAt: row.createdAt.getTime(),
  }));
  return { list, nextBeforeId: rows.length > size ? page[page.length - 1]!.id : null };
}
