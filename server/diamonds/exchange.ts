import { and, eq, sql } from 'drizzle-orm';
import { ActivityId, diamondCouponPrice, Errcode, PropId, type DiamondAddress, type DiamondItemKind } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Db, Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { HouseAccount, LedgerError, PlayerAccount, playerBalances, transfer } from '../ledger/ledger.ts';
import { bumpRewardState, claimReward, manilaDayPeriod, ONCE, promotionsWithheld, useDiamondCoupon } from '../rewards/index.ts';
import { boughtCounts, SOLD_KINDS } from './items.ts';
import { diamondExchanges, diamondItems, diamondOrders } from './schema.ts';

/** The ledger kind of a purchase (diamonds to `house:diamonds_issued`) and of a cancelled order's return. */
export const DIAMOND_EXCHANGE_KIND = 'diamond_exchange';
export const DIAMOND_REFUND_KIND = 'diamond_refund';

export type ExchangeRow = typeof diamondExchanges.$inferSelect;
export type OrderRow = typeof diamondOrders.$inferSelect;
export type ExchangeItemRow = typeof diamondItems.$inferSelect;

/**
 * What an area that sells through the mall issues for its item (the scratch cards: the card, its prize
 * drawn), run in the purchase's transaction after the exchange row is written: a refusal it throws
 * rolls the whole purchase back, and a retry of the request finds what it wrote by the exchange's id.
 * A hook, so this area never imports the ones above it.
 */
export type IssueHook = (tx: Executor, exchange: ExchangeRow, item: ExchangeItemRow) => Promise<void>;

export interface Purchase {
  exchange: ExchangeRow;
  /** The goods order (null for a coin item). */
  order: OrderRow | null;
}

const byRequest = async (db: Executor, userId: number, requestId: string): Promise<Purchase | undefined> => {
  const [exchange] = await db.select().from(diamondExchanges).where(and(eq(diamondExchanges.userId, userId), eq(diamondExchanges.requestId, requestId)));
  if (!exchange) return undefined;
  const [order] = await db.select().from(diamondOrders).where(eq(diamondOrders.exchangeId, exchange.id));
  return { exchange, order: order ?? null };
};

/**
 * One purchase, in one transaction holding the player's `users` row (lock order: the player, then a
 * coupon's row, the item's row by the stock update, then the ledger's accounts; a cancellation holds the
 * player's row first too, so the two never wait on each other in a circle). A request id seen before answers its purchase again, whatever the body says now. Checks, in
 * the order a player can act on them: the item (9101) and its kind (9106), protection (5004), the limits
 * (9104, 9105), a diamond coupon if named (9115–9117: used here, its percent off the price, floored,
 * at least 1 paid), the balance (9102), the stock (9103, a conditional UPDATE: never below zero however many
 * buy at once). Then the diamonds go to `house:diamonds_issued` in one ledger transfer keyed by the
 * request, and a coin item pays through the rewards engine (`claimReward`: 5003 without a top-up).
 * Every refusal throws before anything is written, or rolls back what was.
 */
export async function purchase(
  db: Db,
  input: { userId: number; itemId: number; requestId: string; kind: DiamondItemKind; address?: DiamondAddress; couponId?: number; issue?: IssueHook; now: number },
): Promise<Purchase> {
  const { userId, itemId, requestId, now } = input;
  const earlier = await byRequest(db, userId, requestId);
  if (earlier) return earlier;
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    // A copy of this request may have bought while this one waited for the lock.
    const again = await byRequest(tx, userId, requestId);
    if (again) return again;

    const [item] = await tx.select().from(diamondItems).where(eq(diamondItems.id, itemId));
    if (!item || !item.active || !SOLD_KINDS.includes(item.kind as DiamondItemKind)) throw new ApiError(Errcode.diamondItemNotFound, { field: 'itemId' });
    if (item.kind !== input.kind) throw new ApiError(Errcode.diamondWrongKind, { field: 'itemId' });
    if (await promotionsWithheld(tx, userId, now)) throw new ApiError(Errcode.rewardWithheld);

    const day = manilaDayPeriod(now);
    const bought = (await boughtCounts(tx, userId, day)).get(item.id) ?? { today: 0, total: 0 };
    if (item.dailyLimit !== null && bought.today >= item.dailyLimit) throw new ApiError(Errcode.diamondDailyLimit, { params: { max: item.dailyLimit } });
    if (item.totalLimit !== null && bought.total >= item.totalLimit) throw new ApiError(Errcode.diamondTotalLimit, { params: { max: item.totalLimit } });
    // A diamond coupon (docs/diamonds.md "Coupons"): used here, in this transaction, so a refusal below gives it back by rolling back.
    const key = `${DIAMOND_EXCHANGE_KIND}:${userId}:${requestId}`;
    const coupon = input.couponId === undefined ? null : await useDiamondCoupon(tx, { userId, couponId: input.couponId, usedBy: key, now });
    const { discount, paid: price } = coupon ? diamondCouponPrice(item.price, coupon.percent) : { discount: 0, paid: item.price };
    const held = (await playerBalances(tx, userId)).diamond;
    if (held < price) throw new ApiError(Errcode.diamondNotEnough, { params: { diamonds: held, price } });

    if (item.stock !== null) {
      const taken = await tx
        .update(diamondItems)
        .set({ stock: sql`${diamondItems.stock} - 1` })
        .where(and(eq(diamondItems.id, item.id), sql`${diamondItems.stock} > 0`))
        .returning({ id: diamondItems.id });
      if (taken.length === 0) throw new ApiError(Errcode.diamondOutOfStock);
    }

    let transferId: number;
    try {
      ({ transferId } = await transfer(tx, {
        kind: DIAMOND_EXCHANGE_KIND,
        idempotencyKey: key,
        legs: [
          { account: { ownerId: userId, kind: PlayerAccount.diamond }, amount: -price },
          { account: { house: HouseAccount.diamondsIssued }, amount: price },
        ],
        meta: { activityId: ActivityId.DiamondMall, requestId, itemId: item.id, itemKind: item.kind, ...(coupon ? { couponId: coupon.id, discount } : {}) },
      }));
    } catch (error) {
      // Read under the player's lock; the non-negative constraint is the last word all the same.
      if (error instanceof LedgerError && error.reason === 'insufficient-funds') throw new ApiError(Errcode.diamondNotEnough, { params: { diamonds: held, price } });
      throw error;
    }
    let grantId: number | null = null;
    if (item.kind === 'coin') {
      const grant = await claimReward(tx, {
        userId,
        source: { activityId: ActivityId.DiamondMall, period: ONCE, reason: 'diamond_exchange' },
        key: `exchange:${requestId}`,
        items: [{ propId: PropId.coin, count: item.coin }],
        wagering: item.wagering,
        meta: { requestId, itemId: item.id, diamonds: price },
        now,
      });
      grantId = grant.id;
    } else {
      // The add-up awards and the red dot follow what was spent (refreshData's cache key).
      await bumpRewardState(tx, userId);
    }
    const [exchange] = await tx
      .insert(diamondExchanges)
      .values({ userId, itemId: item.id, requestId, kind: item.kind, day, diamonds: price, coin: item.kind === 'coin' ? item.coin : 0, transferId, grantId, couponId: coupon?.id ?? null, discount, createdAt: new Date(now) })
      .returning();
    let order: OrderRow | null = null;
    if (item.kind === 'goods') {
      const [row] = await tx
        .insert(diamondOrders)
        .values({ exchangeId: exchange!.id, userId, itemId: item.id, address: input.address!, createdAt: new Date(now), updatedAt: new Date(now) })
        .returning();
      order = row!;
    }
    if (input.issue) await input.issue(tx, exchange!, item);
    return { exchange: exchange!, order };
  });
}
