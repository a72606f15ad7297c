import { and, desc, eq, sql } from 'drizzle-orm';
import { couponPercent, isOwnedProp, type OwnedProp } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { rewardProps } from './schema.ts';

export { isOwnedProp };

/**
 * Coupons and tickets as rows the player owns (DESIGN §7). A grant's item of count n makes n rows,
 * each used on its own (one coupon per deposit). Expiry is a time on the row: an active row past it
 * is expired when read, so nothing has to run for a coupon to expire.
 */
export const DEFAULT_PROP_DAYS = 30;
/** A grant gives at most this many of one coupon or ticket: a larger count is a caller's mistake. */
export const MAX_PROPS_PER_ITEM = 100;
/** Used and expired rows stay in the player's list this long. */
const HISTORY_MS = 30 * 86_400_000;
const LIST_LIMIT = 200;

export type PropRow = typeof rewardProps.$inferSelect;

export async function giveProps(tx: Executor, p: { userId: number; grantId: number; propId: number; count: number; expiresAt: number | null; now: number }): Promise<void> {
  const row = { userId: p.userId, grantId: p.grantId, propId: p.propId, expiresAt: p.expiresAt === null ? null : new Date(p.expiresAt), createdAt: new Date(p.now) };
  await tx.insert(rewardProps).values(Array.from({ length: p.count }, () => row));
}

/** What the player sees: a reserved coupon is shown as used (a pending deposit holds it; if that order fails it is active again). */
export function propStatus(row: Pick<PropRow, 'status' | 'expiresAt'>, now: number): OwnedProp['status'] {
  if (row.status !== 'active') return 'used';
  return row.expiresAt && row.expiresAt.getTime() <= now ? 'expired' : 'active';
}

const toOwned = (row: PropRow, now: number): OwnedProp => ({
  id: row.id,
  propId: row.propId,
  percent: couponPercent(row.propId),
  expiresAt: row.expiresAt?.getTime() ?? null,
  status: propStatus(row, now),
  createdAt: row.createdAt.getTime(),
});

/**
 * The player's coupons and tickets: active first, soonest to expire first (never-expiring last), then
 * used and expired ones of the last 30 days, most recent first.
 */
export async function listOwnedProps(db: Executor, userId: number, now: number): Promise<OwnedProp[]> {
  const since = new Date(now - HISTORY_MS).toISOString();
  const rows = await db
    .select()
    .from(rewardProps)
    .where(
      and(
        eq(rewardProps.userId, userId),
        sql`(${rewardProps.status} <> 'used' OR ${rewardProps.usedAt} >= ${since}::timestamptz) AND (${rewardProps.expiresAt} IS NULL OR ${rewardProps.expiresAt} >= ${since}::timestamptz OR ${rewardProps.status} <> 'active')`,
      ),
    )
    .orderBy(desc(rewardProps.id))
    .limit(LIST_LIMIT);
  const owned = rows.map((row) => toOwned(row, now));
  const ended = (p: OwnedProp, row: PropRow) => (p.status === 'used' ? (row.usedAt?.getTime() ?? 0) : (p.expiresAt ?? 0));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return owned.sort((a, b) => {
    if ((a.status === 'active') !== (b.status === 'active')) return a.status === 'active' ? -1 : 1;
    if (a.status === 'active') return (a.expiresAt ?? Infinity) - (b.expiresAt ?? Infinity) || a.id - b.id;
    return ended(b, byId.get(b.id)!) - ended(a, byId.get(a.id)!) || b.id - a.id;
  });
}
