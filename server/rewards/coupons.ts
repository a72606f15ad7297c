import { and, eq, sql } from 'drizzle-orm';
import { ActivityId, couponPercent, Errcode, isCoupon, PropId } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Executor } from '../db/client.ts';
import { rewardProps } from './schema.ts';
import { grantReward, RewardWithheld } from './grant.ts';
import { ONCE } from './periods.ts';

/**
 * A deposit coupon's life (docs/rewards.md "Coupons"): checked and reserved when a deposit order is
 * made with it (the wallet, in the order's transaction), used when that order is paid (in the credit's
 * transaction: the bonus is its own grant and transfer), released when the order fails or expires.
 * A coupon is reserved by one order at a time: the reservation is a conditional update of its row.
 */
export interface DepositCoupon {
  id: number;
  propId: number;
  percent: number;
}

const unavailable = () => new ApiError(Errcode.couponUnavailable, { field: 'couponId' });
const notExpired = (now: number) => sql`(${rewardProps.expiresAt} IS NULL OR ${rewardProps.expiresAt} > ${new Date(now).toISOString()}::timestamptz)`;

// The bonus a coupon gives on a deposit (its percent of the amount, floored, at most `cap`): the arithmetic lives in the contract, so the deposit form shows exactly what will be paid.
export { couponBonus } from '../../contract/index.ts';

/** The player's own active, unexpired deposit coupon; 5005 (field couponId) otherwise: someone else's, unknown, a ticket, used, held by an order, expired. */
export async function depositCoupon(db: Executor, userId: number, couponId: number, now: number): Promise<DepositCoupon> {
  const [row] = await db
    .select({ id: rewardProps.id, propId: rewardProps.propId })
    .from(rewardProps)
    .where(and(eq(rewardProps.id, couponId), eq(rewardProps.userId, userId), eq(rewardProps.status, 'active'), notExpired(now)));
  if (!row || !isCoupon(row.propId)) throw unavailable();
  return { id: row.id, propId: row.propId, percent: couponPercent(row.propId) };
}

/** The order no holding a coupon of the player's, if one does (a pending order that may have expired). */
export async function couponHolder(db: Executor, userId: number, couponId: number): Promise<string | null> {
  const [row] = await db
    .select({ usedBy: rewardProps.usedBy })
    .from(rewardProps)
    .where(and(eq(rewardProps.id, couponId), eq(rewardProps.userId, userId), eq(rewardProps.status, 'reserved')));
  return row?.usedBy ?? null;
}

/**
 * Reserves the coupon for an order, in the order's transaction; 5005 when it is no longer free. Two
 * orders at once: the second update waits for the first's row and finds it reserved.
 */
export async function reserveCoupon(tx: Executor, p: { userId: number; couponId: number; orderNo: string; now: number }): Promise<void> {
  const rows = await tx
    .update(rewardProps)
    .set({ status: 'reserved', usedBy: p.orderNo, usedAt: new Date(p.now) })
    .where(and(eq(rewardProps.id, p.couponId), eq(rewardProps.userId, p.userId), eq(rewardProps.status, 'active'), notExpired(p.now)))
    .returning({ id: rewardProps.id });
  if (rows.length !== 1) throw unavailable();
}

/** An order that failed, expired or was never started gives its coupon back (active again; expired if its time has passed). */
export async function releaseCoupon(tx: Executor, couponId: number, orderNo: string): Promise<void> {
  await tx
    .update(rewardProps)
    .set({ status: 'active', usedBy: null, usedAt: null })
    .where(and(eq(rewardProps.id, couponId), eq(rewardProps.status, 'reserved'), eq(rewardProps.usedBy, orderNo)));
}

/**
 * The paid order's coupon: used, and its bonus granted (activity Deposit, period once, key
 * `coupon:<id>`, its own `coupon_bonus` transfer, locked by `wagering` × the bonus), in the credit's
 * transaction. The coupon is this order's if the order still holds it, or if it is free again (the
 * order expired unpaid, then its payment came in time after all) and unexpired; otherwise (another
 * order took it meanwhile) the deposit is credited without a bonus. Answers the bonus paid.
 */
export async function redeemCoupon(
  tx: Executor,
  p: { userId: number; couponId: number; orderNo: string; bonus: number; wagering: number; now: number },
): Promise<number> {
  const [row] = await tx
    .select()
    .from(rewardProps)
    .where(and(eq(rewardProps.id, p.couponId), eq(rewardProps.userId, p.userId)))
    .for('update');
  if (!row || !isCoupon(row.propId)) return 0;
  const held = row.status === 'reserved' && row.usedBy === p.orderNo;
  const free = row.status === 'active' && (!row.expiresAt || row.expiresAt.getTime() > p.now);
  if (!held && !free) return 0;
  if (p.bonus > 0) {
    try {
      await grantReward(tx, {
        userId: p.userId,
        source: { activityId: ActivityId.Deposit, period: ONCE, reason: 'coupon_bonus' },
        key: `coupon:${p.couponId}`,
        items: [{ propId: PropId.coin, count: p.bonus }],
        wagering: p.wagering,
        transfer: { kind: 'coupon_bonus', key: `coupon_bonus:${p.couponId}`, meta: { orderNo: p.orderNo, couponId: p.couponId } },
        meta: { orderNo: p.orderNo, couponId: p.couponId, propId: row.propId },
        now: p.now,
      });
    } catch (error) {
      // A protected player (§8) gets the deposit, not the bonus; the coupon stays theirs.
      if (!(error instanceof RewardWithheld)) throw error;
      if (held) await releaseCoupon(tx, p.couponId, p.orderNo);
      return 0;
    }
  }
  await tx.update(rewardProps).set({ status: 'used', usedBy: p.orderNo, usedAt: new Date(p.now) }).where(eq(rewardProps.id, p.couponId));
  return p.bonus;
}
