import { and, asc, between, eq, sql } from 'drizzle-orm';
import { diamondCouponPercent, Errcode, isDiamondCoupon, TicketRange, type DiamondCoupon } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Executor } from '../db/client.ts';
import { rewardProps } from './schema.ts';

/**
 * Diamond coupons (100001–100005, docs/diamonds.md "Coupons"): rows of `reward_props` like every coupon,
 * granted by the rewards engine, each taking its percent off one diamond-mall exchange. Here because the
 * rows are the rewards area's; the mall calls these inside its exchange's transaction.
 */
const notExpired = (now: number) => sql`(${rewardProps.expiresAt} IS NULL OR ${rewardProps.expiresAt} > ${new Date(now).toISOString()}::timestamptz)`;

/** The player's diamond coupons usable now: active and unexpired, soonest to expire first (never last), then the larger. */
export async function diamondCoupons(db: Executor, userId: number, now: number): Promise<DiamondCoupon[]> {
  const rows = await db
    .select({ id: rewardProps.id, propId: rewardProps.propId, expiresAt: rewardProps.expiresAt })
    .from(rewardProps)
    .where(and(eq(rewardProps.userId, userId), eq(rewardProps.status, 'active'), between(rewardProps.propId, TicketRange.diamondCoupon.from, TicketRange.diamondCoupon.to), notExpired(now)))
    .orderBy(sql`${rewardProps.expiresAt} ASC NULLS LAST`, asc(rewardProps.propId), asc(rewardProps.id))
    .limit(100);
  return rows.map((row) => ({ id: row.id, propId: row.propId, percent: diamondCouponPercent(row.propId), expiresAt: row.expiresAt?.getTime() ?? null }));
}

/**
 * Uses a diamond coupon for an exchange, in its transaction (the row locked, so two exchanges naming one
 * coupon take it one after the other and the second finds it used): 9115 not the player's or not a
 * diamond coupon, 9116 used (or held by a deposit order), 9117 expired. `usedBy` names the exchange.
 */
export async function useDiamondCoupon(tx: Executor, p: { userId: number; couponId: number; usedBy: string; now: number }): Promise<{ id: number; propId: number; percent: number }> {
  const [row] = await tx.select().from(rewardProps).where(and(eq(rewardProps.id, p.couponId), eq(rewardProps.userId, p.userId))).for('update');
  if (!row || !isDiamondCoupon(row.propId)) throw new ApiError(Errcode.diamondCouponNotFound, { field: 'couponId' });
  if (row.status !== 'active') throw new ApiError(Errcode.diamondCouponUsed, { field: 'couponId' });
  if (row.expiresAt && row.expiresAt.getTime() <= p.now) throw new ApiError(Errcode.diamondCouponExpired, { field: 'couponId' });
  await tx.update(rewardProps).set({ status: 'used', usedBy: p.usedBy, usedAt: new Date(p.now) }).where(eq(rewardProps.id, row.id));
  return { id: row.id, propId: row.propId, percent: diamondCouponPercent(row.propId) };
}

/** A cancelled order's coupon goes back to the player (active again; expired if its time has passed meanwhile). */
export async function returnDiamondCoupon(tx: Executor, couponId: number, usedBy: string): Promise<void> {
  await tx
    .update(rewardProps)
    .set({ status: 'active', usedBy: null, usedAt: null })
    .where(and(eq(rewardProps.id, couponId), eq(rewardProps.status, 'used'), eq(rewardProps.usedBy, usedBy)));
}
