import { and, eq, gt, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { depositOrders } from './schema.ts';
import { releaseCoupon } from '../rewards/index.ts';

export type DepositOrderRow = typeof depositOrders.$inferSelect;

export function depositsRepo(db: Executor) {
  const one = async (where: ReturnType<typeof and>) => {
    const [row] = await db.select().from(depositOrders).where(where).limit(1);
    return row;
  };
  return {
    byRequest: (userId: number, requestId: string) => one(and(eq(depositOrders.userId, userId), eq(depositOrders.requestId, requestId))),
    byOrderNo: (userId: number, orderNo: string) => one(and(eq(depositOrders.userId, userId), eq(depositOrders.orderNo, orderNo))),
    byOrderNoAny: (orderNo: string) => one(eq(depositOrders.orderNo, orderNo)),
    /** undefined when the player's request id is taken (a concurrent copy won). */
    async insert(values: typeof depositOrders.$inferInsert) {
      const [row] = await db.insert(depositOrders).values(values).onConflictDoNothing().returning();
      return row;
    },
    /** The provider's checkout for a new order: where it is paid and how the provider names it. */
    async started(id: number, fields: { providerRef?: string; providerIntent?: string; payUrl?: string }) {
      const [row] = await db
        .update(depositOrders)
        .set({ providerRef: fields.providerRef ?? null, providerIntent: fields.providerIntent ?? null, payUrl: fields.payUrl ?? null })
        .where(eq(depositOrders.id, id))
        .returning();
      return row;
    },
    /**
     * An order whose payment the provider never started (unreachable, refused): removed, so nothing
     * can pay it and the player's retry with the same request id makes a fresh one.
     */
    async discard(id: number) {
      const [row] = await db
        .delete(depositOrders)
        .where(and(eq(depositOrders.id, id), eq(depositOrders.status, 'pending'), isNull(depositOrders.providerRef)))
        .returning({ orderNo: depositOrders.orderNo, couponId: depositOrders.couponId });
      if (row?.couponId) await releaseCoupon(db, row.couponId, row.orderNo);
    },
    /** Whether the player has a paid deposit other than this order (the first-deposit offer pays only the first). */
    async paidBefore(userId: number, orderId: number) {
      const [row] = await db
        .select({ id: depositOrders.id })
        .from(depositOrders)
        .where(and(eq(depositOrders.userId, userId), eq(depositOrders.status, 'paid'), ne(depositOrders.id, orderId)))
        .limit(1);
      return row !== undefined;
    },
    /**
     * Hundredths of the player's orders created in [from, to) that are paid or still payable at `now`
     * (pending and not expired): what a deposit limit counts (docs/protection.md).
     */
    async counted(userId: number, from: Date, to: Date, now: number) {
      const [row] = await db
        .select({ sum: sql<string>`COALESCE(SUM(${depositOrders.amount}), 0)` })
        .from(depositOrders)
        .where(
          and(
            eq(depositOrders.userId, userId),
            gte(depositOrders.createdAt, from),
            lt(depositOrders.createdAt, to),
            or(eq(depositOrders.status, 'paid'), and(eq(depositOrders.status, 'pending'), gt(depositOrders.expiresAt, new Date(now)))),
          ),
        );
      return Number(row?.sum ?? 0);
    },
    /** Hundredths of the player's orders created in [from, to) that were paid: what settlement checks a deposit limit against. */
    async paidCreatedBetween(userId: number, from: Date, to: Date) {
      const [row] = await db
        .select({ sum: sql<string>`COALESCE(SUM(${depositOrders.amount}), 0)` })
        .from(depositOrders)
        .where(and(eq(depositOrders.userId, userId), eq(depositOrders.status, 'paid'), gte(depositOrders.createdAt, from), lt(depositOrders.createdAt, to)));
      return Number(row?.sum ?? 0);
    },
    /**
     * Every pending order of the player cancelled (player protection: an exclusion or a lower deposit limit
     * took effect), their coupons free again; in the caller's transaction, which holds the player's row.
     * Answers their order numbers. A payment that still arrives for one is held for a refund (settle.ts).
     */
    async cancelPending(userId: number, now: number) {
      const rows = await db
        .update(depositOrders)
        .set({ status: 'cancelled', settledAt: new Date(now) })
        .where(and(eq(depositOrders.userId, userId), eq(depositOrders.status, 'pending')))
        .returning({ orderNo: depositOrders.orderNo, couponId: depositOrders.couponId });
      for (const row of rows) if (row.couponId) await releaseCoupon(db, row.couponId, row.orderNo);
      return rows.map((row) => row.orderNo).sort();
    },
    /**
     * A pending order past its time: expired (a later callback for it is refused as late, unless the
     * provider says it was paid in time), and its coupon free again. Two statements: a stop between
     * them leaves the coupon held by an expired order, which the next order that asks for it frees.
     */
    async expire(id: number) {
      const [row] = await db
        .update(depositOrders)
        .set({ status: 'expired' })
        .where(and(eq(depositOrders.id, id), eq(depositOrders.status, 'pending')))
        .returning();
      if (row?.couponId) await releaseCoupon(db, row.couponId, row.orderNo);
      return row;
    },
  };
}
