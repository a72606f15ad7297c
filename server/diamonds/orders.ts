import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { ActivityId, Errcode, type DiamondAddress, type DiamondOrder, type DiamondOrderStatus } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Db, Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { HouseAccount, PlayerAccount, playerBalances, transfer } from '../ledger/ledger.ts';
import { publishLive } from '../live/index.ts';
import { bumpRewardState, returnDiamondCoupon } from '../rewards/index.ts';
import { DIAMOND_EXCHANGE_KIND, DIAMOND_REFUND_KIND, type OrderRow } from './exchange.ts';
import { imageOf } from './items.ts';
import { diamondExchanges, diamondItems, diamondOrders } from './schema.ts';

const orderColumns = {
  id: diamondOrders.id,
  userId: diamondOrders.userId,
  itemId: diamondOrders.itemId,
  name: diamondItems.name,
  image: diamondItems.image,
  diamonds: diamondExchanges.diamonds,
  discount: diamondExchanges.discount,
  status: diamondOrders.status,
  address: diamondOrders.address,
  trackingNo: diamondOrders.trackingNo,
  createdAt: diamondOrders.createdAt,
  updatedAt: diamondOrders.updatedAt,
};
type OrderLine = { [K in keyof typeof orderColumns]: (typeof orderColumns)[K]['_']['data'] };

export const orderView = (row: OrderLine): DiamondOrder & { userId: number } => ({
  id: row.id,
  userId: row.userId,
  itemId: row.itemId,
  name: row.name,
  image: imageOf(row.image),
  diamonds: row.diamonds,
  discount: row.discount,
  status: row.status as DiamondOrderStatus,
  address: row.address,
  trackingNo: row.trackingNo,
  createdAt: row.createdAt.getTime(),
  updatedAt: row.updatedAt.getTime(),
});

/** Orders with their item and price, newest first, a page before `beforeId`. */
export async function orderPage(db: Executor, where: SQL | undefined, beforeId: number | undefined, size: number) {
  const rows = await db
    .select(orderColumns)
    .from(diamondOrders)
    .innerJoin(diamondItems, eq(diamondItems.id, diamondOrders.itemId))
    .innerJoin(diamondExchanges, eq(diamondExchanges.id, diamondOrders.exchangeId))
    .where(and(where, beforeId === undefined ? undefined : lt(diamondOrders.id, beforeId)))
    .orderBy(desc(diamondOrders.id))
    .limit(size + 1);
  const page = rows.slice(0, size).map(orderView);
  return { list: page, nextBeforeId: rows.length > size ? page.at(-1)!.id : null };
}

/** The console's list: orders in one state (absent: all), newest first. */
export const ordersByStatus = (db: Executor, status: DiamondOrderStatus | undefined, beforeId: number | undefined, size: number) =>
  orderPage(db, status ? eq(diamondOrders.status, status) : undefined, beforeId, size);

export const playerOrders = (db: Executor, userId: number, beforeId: number | undefined, size: number) => orderPage(db, eq(diamondOrders.userId, userId), beforeId, size);

export async function orderById(db: Executor, id: number) {
  const { list } = await orderPage(db, eq(diamondOrders.id, id), undefined, 1);
  return list[0];
}

/** The player changes a pending order's address (9107 not theirs, 9108 it has left pending); the row is locked so a shipment cannot cross it. */
export async function updateAddress(db: Db, userId: number, orderId: number, address: DiamondAddress, now: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(diamondOrders).where(and(eq(diamondOrders.id, orderId), eq(diamondOrders.userId, userId))).for('update');
    if (!row) throw new ApiError(Errcode.diamondOrderNotFound, { field: 'orderId' });
    if (row.status !== 'pending') throw new ApiError(Errcode.diamondOrderNotPending);
    await tx.update(diamondOrders).set({ address, updatedAt: new Date(now) }).where(eq(diamondOrders.id, orderId));
  });
  return (await orderById(db, orderId))!;
}

/** Where an operator may move an order from each state; delivered and cancelled are final. */
export const NEXT_STATES: Record<DiamondOrderStatus, readonly DiamondOrderStatus[]> = {
  pending: ['shipped', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

/**
 * An operator's change of an order's state, in one transaction holding the player's row, then the
 * order's (the purchase's lock order): 9107 no such order, 9109 not a move from where it is (a second
 * cancel among them). Cancelling returns the diamonds in one ledger transfer keyed by the order (so
 * once), marks the exchange refunded (limits and the add-up total leave it out) and, from pending, puts
 * the good back in stock, and gives a diamond coupon it used back. `after` writes the audit row and the
 * player's mail in the same transaction; then a live `diamondOrder` event is published in it too.
 */
export async function setOrderStatus(
  db: Db,
  input: { orderId: number; status: Exclude<DiamondOrderStatus, 'pending'>; trackingNo?: string; now: number },
  after: (tx: Executor, before: OrderRow, changed: OrderRow) => Promise<void>,
) {
  const { orderId, status, now } = input;
  await db.transaction(async (tx) => {
    const [peek] = await tx.select({ userId: diamondOrders.userId }).from(diamondOrders).where(eq(diamondOrders.id, orderId));
    if (!peek) throw new ApiError(Errcode.diamondOrderNotFound, { field: 'id' });
    await tx.select({ id: users.id }).from(users).where(eq(users.id, peek.userId)).for('update');
    const [before] = await tx.select().from(diamondOrders).where(eq(diamondOrders.id, orderId)).for('update');
    if (!before || !NEXT_STATES[before.status as DiamondOrderStatus].includes(status)) {
      throw new ApiError(Errcode.diamondOrderTransition, { params: { from: before?.status ?? '', to: status } });
    }
    let refundTransferId: number | null = null;
    if (status === 'cancelled') {
      const [exchange] = await tx.select().from(diamondExchanges).where(eq(diamondExchanges.id, before.exchangeId)).for('update');
      ({ transferId: refundTransferId } = await transfer(tx, {
        kind: DIAMOND_REFUND_KIND,
        idempotencyKey: `${DIAMOND_REFUND_KIND}:${orderId}`,
        legs: [
          { account: { house: HouseAccount.diamondsIssued }, amount: -exchange!.diamonds },
          { account: { ownerId: before.userId, kind: PlayerAccount.diamond }, amount: exchange!.diamonds },
        ],
        meta: { activityId: ActivityId.DiamondMall, orderId, itemId: before.itemId },
      }));
      await tx.update(diamondExchanges).set({ refunded: true }).where(eq(diamondExchanges.id, exchange!.id));
      // The coupon comes back with the diamonds: the player lost nothing by an order the operator could not fill.
      if (exchange!.couponId !== null) await returnDiamondCoupon(tx, exchange!.couponId, `${DIAMOND_EXCHANGE_KIND}:${exchange!.userId}:${exchange!.requestId}`);
      if (before.status === 'pending') {
        await tx.update(diamondItems).set({ stock: sql`${diamondItems.stock} + 1` }).where(and(eq(diamondItems.id, before.itemId), sql`${diamondItems.stock} IS NOT NULL`));
      }
      await bumpRewardState(tx, before.userId);
    }
    const [changed] = await tx
      .update(diamondOrders)
      .set({
        status,
        updatedAt: new Date(now),
        ...(refundTransferId !== null ? { refundTransferId } : {}),
        ...(input.trackingNo !== undefined ? { trackingNo: input.trackingNo } : {}),
      })
      .where(eq(diamondOrders.id, orderId))
      .returning();
    await after(tx, before, changed!);
    // The player's open orders page (and balance, after a cancellation) follow live; a rollback sends nothing (docs/live.md).
    await publishLive(tx, before.userId, { type: 'diamondOrder', orderId, status, diamonds: (await playerBalances(tx, before.userId)).diamond });
  });
  return (await orderById(db, orderId))!;
}
