import { and, asc, between, eq, sql } from 'drizzle-orm';
import { Errcode, isLotteryCoupon, lotteryCouponValue, TicketRange, type LotteryCoupon } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Executor } from '../db/client.ts';
import { rewardProps } from './schema.ts';

/**
 * Lottery coupons (110001–110005, docs/lottery.md "Coupons"): rows of `reward_props` like every coupon,
 * granted by the rewards engine, each worth a fixed amount of lines' money (contract/lottery.ts). Here
 * because the rows are the rewards area's; the lottery calls these inside its order's transaction, and
 * the account area sums them as the player's `lottery` balance (refreshData, user info).
 */
const notExpired = (now: number) => sql`(${rewardProps.expiresAt} IS NULL OR ${rewardProps.expiresAt} > ${new Date(now).toISOString()}::timestamptz)`;
const usable = (userId: number, now: number) =>
  and(eq(rewardProps.userId, userId), eq(rewardProps.status, 'active'), between(rewardProps.propId, TicketRange.lotteryCoupon.from, TicketRange.lotteryCoupon.to), notExpired(now));

/** The player's lottery coupons usable now: soonest to expire first (never last), then the smaller. */
export async function lotteryCoupons(db: Executor, userId: number, now: number): Promise<LotteryCoupon[]> {
  const rows = await db
    .select({ id: rewardProps.id, propId: rewardProps.propId, expiresAt: rewardProps.expiresAt })
    .from(rewardProps)
    .where(usable(userId, now))
    .orderBy(sql`${rewardProps.expiresAt} ASC NULLS LAST`, asc(rewardProps.propId), asc(rewardProps.id))
    .limit(100);
  return rows.map((row) => ({ id: row.id, propId: row.propId, value: lotteryCouponValue(row.propId), expiresAt: row.expiresAt?.getTime() ?? null }));
}

/**
 * The player's `lottery` balance (spec §3 user info and refreshData): the value, in hundredths, of
 * their usable lottery coupons. They are not ledger money (nothing can be withdrawn); the field says
 * what they can still play.
 */
export async function lotteryBalance(db: Executor, userId: number, now: number): Promise<number> {
  const rows = await db
    .select({ propId: rewardProps.propId, n: sql<number>`count(*)::int` })
    .from(rewardProps)
    .where(usable(userId, now))
    .groupBy(rewardProps.propId);
  return rows.reduce((sum, row) => sum + lotteryCouponValue(row.propId) * Number(row.n), 0);
}

/**
 * Uses a lottery coupon for an order, in its transaction (the row locked, so two orders naming one
 * coupon take it one after the other and the second finds it used): 9715 when it is not the player's
 * usable lottery coupon. Answers its value; the caller refuses (and so rolls back) a value that is not
 * the order's cost.
 */
export async function useLotteryCoupon(tx: Executor, p: { userId: number; couponId: number; usedBy: string; now: number }): Promise<{ id: number; propId: number; value: number }> {
  const [row] = await tx.select().from(rewardProps).where(and(eq(rewardProps.id, p.couponId), eq(rewardProps.userId, p.userId))).for('update');
  const unusable = !row || !isLotteryCoupon(row.propId) || row.status !== 'active' || (row.expiresAt !== null && row.expiresAt.getTime() <= p.now);
  if (unusable) throw new ApiError(Errcode.lotteryCouponUnavailable, { field: 'couponId' });
  await tx.update(rewardProps).set({ status: 'used', usedBy: p.usedBy, usedAt: new Date(p.now) }).where(eq(rewardProps.id, row.id));
  return { id: row.id, propId: row.propId, value: lotteryCouponValue(row.propId) };
}
