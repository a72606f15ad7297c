import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { ServerDeps } from '../deps.ts';
import { HouseAccount, transfer } from '../ledger/ledger.ts';
import { transfersByKeys } from '../ledger/statement.ts';
import { recordDepositHeld, type DepositRefusal } from '../protection/index.ts';
import { releaseCoupon } from '../rewards/index.ts';
import { depositsRepo, type DepositOrderRow } from './deposits-repo.ts';
import { depositOrders } from './schema.ts';

/**
 * Deposits player protection refused (issue 26, docs/payments.md "Refused at settlement"): a paid order
 * of a player excluded or past a deposit limit, or one we had cancelled, is never the player's coin.
 * Its money is held in `house:refunds_payable` (a liability: owed back through the provider) and the
 * order says `refund_due`; finance refunds it at the provider and marks it here (`refunded`), which
 * moves the money to `house:withdrawals_paid`, the payouts' account. Each step happens once: the
 * order's status changes under the player's row, and each transfer has its own key per order.
 */

export const heldKey = (orderNo: string) => `deposit_held:${orderNo}`;
export const refundedKey = (orderNo: string) => `deposit_refunded:${orderNo}`;

/** The statuses of a refused paid order: held, then refunded. */
export const REFUND_STATUSES = ['refund_due', 'refunded'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * In the settlement's transaction, under the player's row and the order's: the order refund_due, its
 * money held apart (deposit clearing → refunds payable), its coupon free again; no coin, no totals, no
 * bonus, no jackpot chance. Recorded in the player's protection history.
 */
export async function holdForRefund(
  tx: Executor,
  order: Pick<DepositOrderRow, 'id' | 'userId' | 'orderNo' | 'amount' | 'couponId'>,
  payment: { provider: string; providerOrderId: string },
  reason: DepositRefusal,
  now: number,
): Promise<'refund-due'> {
  // Its bonuses say what the player got: nothing (as a paid order's say what was paid).
  await tx
    .update(depositOrders)
    .set({ status: 'refund_due', providerOrderId: payment.providerOrderId, settledAt: new Date(now), bonus: 0, firstDepositBonus: 0 })
    .where(eq(depositOrders.id, order.id));
  if (order.couponId !== null) await releaseCoupon(tx, order.couponId, order.orderNo);
  await transfer(tx, {
    kind: 'deposit_held',
    idempotencyKey: heldKey(order.orderNo),
    legs: [
      { account: { house: HouseAccount.depositClearing }, amount: -order.amount },
      { account: { house: HouseAccount.refundsPayable }, amount: order.amount },
    ],
    shardKey: order.userId,
    meta: { orderNo: order.orderNo, userId: order.userId, provider: payment.provider, providerOrderId: payment.providerOrderId, reason },
  });
  await recordDepositHeld(tx, order.userId, { orderNo: order.orderNo, amount: order.amount, reason }, now);
  return 'refund-due';
}

/**
 * Finance refunded a held deposit at the provider: the order `refunded` and its money out of refunds
 * payable to withdrawals paid, once; `onDone` (the console's audit row) in the same transaction.
 * Undefined when there is no such order or it is not refund_due (already refunded: nothing moves twice).
 */
export async function markDepositRefunded(
  db: Db,
  orderNo: string,
  input: { operator: string; note: string; now: number },
  onDone?: (tx: Executor, row: DepositOrderRow) => Promise<void>,
): Promise<DepositOrderRow | undefined> {
  return db.transaction(async (tx) => {
    const found = await depositsRepo(tx).byOrderNoAny(orderNo);
    if (!found) return undefined;
    // The player's row first, as every movement of their money takes it.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, found.userId)).for('update');
    const [row] = await tx
      .update(depositOrders)
      .set({ status: 'refunded' })
      .where(and(eq(depositOrders.id, found.id), eq(depositOrders.status, 'refund_due')))
      .returning();
    if (!row) return undefined;
    await transfer(tx, {
      kind: 'deposit_refunded',
      idempotencyKey: refundedKey(row.orderNo),
      legs: [
        { account: { house: HouseAccount.refundsPayable }, amount: -row.amount },
        { account: { house: HouseAccount.withdrawalsPaid }, amount: row.amount },
      ],
      shardKey: row.userId,
      meta: { orderNo: row.orderNo, userId: row.userId, providerOrderId: row.providerOrderId, operator: input.operator, note: input.note },
    });
    await onDone?.(tx, row);
    return row;
  });
}

export interface RefundOrder {
  row: DepositOrderRow;
  /** Why protection refused it (the hold's meta). */
  reason: string;
  /** When finance marked it refunded, or null. */
  refundedAt: Date | null;
}

/** Orders in a refund status: refund_due oldest first (the queue), refunded latest first; with why each was held. */
export async function refundOrders(db: Executor, status: RefundStatus, limit: number): Promise<RefundOrder[]> {
  const order = status === 'refund_due' ? [asc(depositOrders.settledAt), asc(depositOrders.id)] : [desc(depositOrders.settledAt), desc(depositOrders.id)];
  return withMoves(db, await db.select().from(depositOrders).where(eq(depositOrders.status, status)).orderBy(...order).limit(limit));
}

/** One order held for a refund (or refunded), by its number; undefined for any other order. */
export async function refundOrder(db: Executor, orderNo: string): Promise<RefundOrder | undefined> {
  const rows = await db.select().from(depositOrders).where(and(eq(depositOrders.orderNo, orderNo), inArray(depositOrders.status, [...REFUND_STATUSES])));
  return (await withMoves(db, rows))[0];
}

async function withMoves(db: Executor, rows: DepositOrderRow[]): Promise<RefundOrder[]> {
  const moves = await transfersByKeys(db, rows.flatMap((row) => [heldKey(row.orderNo), refundedKey(row.orderNo)]));
  const byKey = new Map(moves.map((move) => [move.key, move]));
  return rows.map((row) => {
    const meta = byKey.get(heldKey(row.orderNo))?.meta as { reason?: unknown } | undefined;
    return { row, reason: typeof meta?.reason === 'string' ? meta.reason : '', refundedAt: byKey.get(refundedKey(row.orderNo))?.time ?? null };
  });
}

/**
 * After the commit that cancelled them (protection's hook): each order still cancelled has its checkout
 * closed at its provider (PayMongo: the session expired), a few at a time; a failure is logged, never
 * thrown: the order is cancelled whatever the provider says, and a payment that gets through is held.
 */
export async function closeCheckouts(deps: Pick<ServerDeps, 'db' | 'payments'>, orderNos: readonly string[], log: Pick<FastifyBaseLogger, 'warn'>): Promise<void> {
  const rows = await deps.db.select().from(depositOrders).where(inArray(depositOrders.orderNo, [...orderNos]));
  const open = rows.filter((row) => row.status === 'cancelled' && row.provider === deps.payments.name);
  for (let i = 0; i < open.length; i += 5) {
    await Promise.all(
      open.slice(i, i + 5).map((row) =>
        deps.payments.closePayment(row).catch((error: unknown) => log.warn({ err: error, provider: row.provider, orderNo: row.orderNo }, 'payment provider did not close a cancelled order\'s checkout')),
      ),
    );
  }
}
