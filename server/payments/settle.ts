import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { PgCode, pgCode } from '../db/errors.ts';
import { depositOrders, paymentCallbacks, users } from '../db/schema.ts';
import { earnFromDeposit } from '../activities/jackpot/chances.ts';
import { HouseAccount, transfer } from '../ledger/ledger.ts';
import type { CallbackPayload } from './gateway.ts';

/** A callback older than this (or this far in the future) is a replay or a broken clock: refused. */
export const CALLBACK_MAX_AGE_MS = 10 * 60_000;

export type Outcome = 'accepted' | 'duplicate' | 'failed' | 'unknown-order' | 'amount-mismatch' | 'stale' | 'late' | 'not-pending';

/**
 * Applies a verified callback to its order, once. A paid order credits the player in the same
 * transaction that marks it paid (and updates totalRecharge and the first-deposit time); a repeat
 * of the same payment is a no-op; a callback for another amount, an unknown or expired order, or an
 * old timestamp changes nothing. Every outcome is recorded with the callback.
 */
export async function settleCallback(db: Db, provider: string, payload: CallbackPayload, rawBody: string, ip: string, now: number): Promise<Outcome> {
  const outcome = await retryOnConflict(() => decide(db, provider, payload, now));
  await db.insert(paymentCallbacks).values({ provider, orderNo: payload.orderNo.slice(0, 64), outcome, body: rawBody.slice(0, 4000), ip });
  return outcome;
}

const RETRYABLE = new Set<string>([PgCode.deadlock, PgCode.serializationFailure]);


/** PostgreSQL may pick this transaction as a deadlock's victim: it changed nothing, so it runs again. */
async function retryOnConflict<R>(run: () => Promise<R>, attempts = 3): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !RETRYABLE.has(pgCode(error) ?? '')) throw error;
    }
  }
}

async function decide(db: Db, provider: string, payload: CallbackPayload, now: number): Promise<Outcome> {
  if (Math.abs(now - payload.timestamp) > CALLBACK_MAX_AGE_MS) return 'stale';
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(depositOrders)
      .where(and(eq(depositOrders.orderNo, payload.orderNo), eq(depositOrders.provider, provider)))
      .for('update');
    if (!order) return 'unknown-order';
    if (payload.amount !== order.amount) return 'amount-mismatch';
    if (order.status === 'paid') return order.providerOrderId === payload.providerOrderId ? 'duplicate' : 'not-pending';
    if (order.status !== 'pending') return order.status === 'expired' ? 'late' : 'not-pending';
    if (now > order.expiresAt.getTime()) {
      await tx.update(depositOrders).set({ status: 'expired' }).where(eq(depositOrders.id, order.id));
      return 'late';
    }
    // The player's row first, as every movement of their money takes it (withdrawals, decisions):
    // one lock order everywhere, so a deposit and a withdrawal never wait on each other in a circle.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, order.userId)).for('update');
    const settledAt = new Date(now);
    if (payload.status === 'failed') {
      await tx.update(depositOrders).set({ status: 'failed', providerOrderId: payload.providerOrderId, settledAt }).where(eq(depositOrders.id, order.id));
      return 'failed';
    }
    await tx.update(depositOrders).set({ status: 'paid', providerOrderId: payload.providerOrderId, settledAt }).where(eq(depositOrders.id, order.id));
    await transfer(tx, {
      kind: 'deposit',
      idempotencyKey: `deposit:${order.orderNo}`,
      legs: [
        { account: { house: HouseAccount.depositClearing }, amount: -order.amount },
        { account: { ownerId: order.userId, kind: 'coin' }, amount: order.amount },
      ],
      meta: { orderNo: order.orderNo, provider, providerOrderId: payload.providerOrderId },
    });
    await tx
      .update(users)
      .set({ totalRecharge: sql`${users.totalRecharge} + ${order.amount}`, firstRechargeAt: sql`coalesce(${users.firstRechargeAt}, ${settledAt.toISOString()}::timestamptz)` })
      .where(eq(users.id, order.userId));
    // Lucky Jackpot chances are earned in the same transaction: a chance exists exactly when the credit does.
    await earnFromDeposit(tx, order.userId, order.amount, now);
    return 'accepted';
  });
}
