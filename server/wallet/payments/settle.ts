import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { PgCode, pgCode } from '../../db/errors.ts';
import { queryNamed } from '../../db/named.ts';
import { depositOrders, paymentCallbacks, paymentEvents } from '../schema.ts';
import { users } from '../../db/schema.ts';
import { HouseAccount, transfer } from '../../ledger/ledger.ts';
import { clip } from '../../plugins/input-guard.ts';
import { depositRefusal } from '../../protection/index.ts';
import { redeemCoupon, releaseCoupon } from '../../rewards/index.ts';
import { depositsRepo } from '../deposits-repo.ts';
import { depositHooks } from '../deposit-hooks.ts';
import { holdForRefund } from '../refunds.ts';
import type { CallbackPayload, ProviderEvent } from './gateway.ts';

/** A callback older than this is a replay: refused. */
export const CALLBACK_MAX_AGE_MS = 10 * 60_000;
/**
 * How far ahead of our clock a callback may be dated: two servers' clocks differ by a little, never
 * by minutes. A callback from further ahead is forged or from a broken clock, and would outlive the
 * age window by that much if accepted: refused.
 */
export const CALLBACK_MAX_SKEW_MS = 60_000;

export type Outcome =
  | 'accepted'
  | 'duplicate'
  | 'duplicate-event'
  | 'failed'
  | 'unknown-order'
  | 'amount-mismatch'
  | 'currency-mismatch'
  | 'stale'
  | 'future'
  | 'late'
  | 'not-pending'
  | 'refund-due';

/** The only currency an order is in. */
export const ORDER_CURRENCY = 'PHP';

/**
 * Applies a verified callback to its order, once. A paid order credits the player in the same
 * transaction that marks it paid (and updates totalRecharge and the first-deposit time); a repeat
 * of the same payment is a no-op; a callback for another amount or currency, an unknown or expired
 * order, or an old timestamp changes nothing. Every outcome is recorded with the callback.
 *
 * A paid order is asked about by player protection first (depositRefusal, under the player's row):
 * a cancelled order, a player in a time-out or exclusion, or a deposit past a limit is `refund-due`:
 * its money held for a refund (refunds.ts), never the player's coin (issue 26).
 *
 * With a provider `event` (PayMongo's `evt_…`), the event's id is written in the same transaction:
 * an event seen before is `duplicate-event` and changes nothing, whatever it says, so a replayed,
 * redelivered or reordered copy can never move money twice. Reconciliation (reconcile.ts) comes
 * here too, without an event: the order's own state keeps it to once.
 */
export async function settleCallback(db: Db, provider: string, payload: CallbackPayload, rawBody: string, ip: string, now: number, event?: ProviderEvent): Promise<Outcome> {
  const record = (tx: Executor, outcome: Outcome) =>
    tx.insert(paymentCallbacks).values({ provider, orderNo: clip(payload.orderNo, 64), outcome, body: clip(rawBody, 4000), ip });
  const early = payload.timestamp > now + CALLBACK_MAX_SKEW_MS ? 'future' : now - payload.timestamp > CALLBACK_MAX_AGE_MS ? 'stale' : undefined;
  if (early) {
    await record(db, early);
    return early;
  }
  // Recorded in the transaction that applies it: one commit, and the record says what was committed.
  return retryOnConflict(() =>
    db.transaction(async (tx) => {
      const seen = event ? await takeEvent(tx, provider, event, payload.orderNo) : undefined;
      const outcome = seen ?? (await settle(tx, provider, payload, now));
      if (event && !seen) await tx.update(paymentEvents).set({ outcome }).where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, event.id)));
      await record(tx, outcome);
      return outcome;
    }),
  );
}

/**
 * Writes the event's id, or says it was taken before (`duplicate-event`). Two copies at once: the
 * second insert waits on the first's row and, once that commits, finds it taken.
 */
export async function takeEvent(tx: Executor, provider: string, event: ProviderEvent, orderNo: string | undefined, outcome = 'taken'): Promise<'duplicate-event' | undefined> {
  const [row] = await tx
    .insert(paymentEvents)
    .values({ provider, eventId: event.id, type: clip(event.type, 64), orderNo: orderNo === undefined ? null : clip(orderNo, 64), outcome })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return row ? undefined : 'duplicate-event';
}

/** When the money was paid, for the expiry check: the provider's word, never later than our clock. */
const paidAt = (payload: CallbackPayload, now: number) => Math.min(payload.paidAt ?? now, now);
const wrongCurrency = (payload: CallbackPayload) => payload.currency !== undefined && payload.currency !== ORDER_CURRENCY;

const RETRYABLE = new Set<string>([PgCode.deadlock, PgCode.serializationFailure]);

/** PostgreSQL may pick this transaction as a deadlock's victim: it changed nothing, so it runs again. */
export async function retryOnConflict<R>(run: () => Promise<R>, attempts = 3): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !RETRYABLE.has(pgCode(error) ?? '')) throw error;
    }
  }
}

/**
 * The player's row is taken first, as every movement of their money takes it and as an exclusion or a
 * lower limit does before cancelling their orders: so a payment settling and an order being cancelled
 * queue one after the other, and protection's answer holds until the commit. Then the usual case (a
 * paid callback, protection content, for a pending order of that amount in time) is settlePaid's two
 * statements; anything else is for decide(), which reads the order and says why.
 */
async function settle(tx: Executor, provider: string, payload: CallbackPayload, now: number): Promise<Outcome> {
  const [order] = await queryNamed(tx, 'settle_lock_player', sql`
    SELECT o.user_id, o.amount, (extract(epoch FROM o.created_at) * 1000)::bigint AS created_ms FROM deposit_orders o JOIN users u ON u.id = o.user_id
    WHERE o.order_no = ${payload.orderNo} AND o.provider = ${provider} FOR UPDATE OF u`);
  const fast =
    order !== undefined &&
    payload.status === 'paid' &&
    !wrongCurrency(payload) &&
    Number(order.amount) === payload.amount &&
    (await depositRefusal(tx, Number(order.user_id), { amount: payload.amount, createdAt: new Date(Number(order.created_ms)) }, now)) === null;
  return (fast ? await settlePaid(tx, provider, payload, now) : undefined) ?? decide(tx, provider, payload, now);
}

/**
 * The usual case in two statements, once the player's row is held and protection has no objection: a
 * paid callback for a pending order of that amount, in time. The first marks the order paid and adds
 * to the player's totals (the order's row, then the player's, already ours); the second is the
 * transfer. Anything else (undefined) is for decide().
 */
async function settlePaid(tx: Executor, provider: string, payload: CallbackPayload, now: number): Promise<Outcome | undefined> {
  const settledAt = new Date(now).toISOString();
  // An order we marked expired only because nobody had paid it yet is still payable by a payment
  // the provider made before its expiry (paidAt); for the sandbox paidAt is now, so never.
  const [row] = await queryNamed(tx, 'settle_paid_callback', sql`
    WITH paid AS (
      UPDATE deposit_orders SET status = 'paid', provider_order_id = ${payload.providerOrderId}, settled_at = ${settledAt}::timestamptz, payment_method = ${payload.method ?? null}::text
      WHERE order_no = ${payload.orderNo} AND provider = ${provider} AND status IN ('pending', 'expired')
        AND amount = ${payload.amount}::bigint AND expires_at >= ${new Date(paidAt(payload, now)).toISOString()}::timestamptz
      RETURNING id, user_id, type_id, amount, order_no, coupon_id, bonus, bonus_wagering, first_deposit_bonus, first_deposit_wagering),
    player AS (
      UPDATE users SET total_recharge = users.total_recharge + paid.amount, first_recharge_at = coalesce(users.first_recharge_at, ${settledAt}::timestamptz)
      FROM paid WHERE users.id = paid.user_id RETURNING users.id)
    SELECT paid.id, paid.user_id, paid.type_id, paid.amount, paid.order_no, paid.coupon_id, paid.bonus, paid.bonus_wagering, paid.first_deposit_bonus, paid.first_deposit_wagering
    FROM paid JOIN player ON player.id = paid.user_id`);
  if (!row) return undefined;
  const order = {
    id: Number(row.id),
    userId: Number(row.user_id),
    typeId: Number(row.type_id),
    amount: Number(row.amount),
    orderNo: String(row.order_no),
    couponId: row.coupon_id === null ? null : Number(row.coupon_id),
    bonus: Number(row.bonus),
    bonusWagering: Number(row.bonus_wagering),
    firstDepositBonus: Number(row.first_deposit_bonus),
    firstDepositWagering: Number(row.first_deposit_wagering),
  };
  await credit(tx, order, provider, payload.providerOrderId);
  await payCouponBonus(tx, order, now);
  await payOfferBonus(tx, order, now);
  // The bank promotion's bonus when the order came through a bank channel (bankpromo, docs/bankpromo.md).
  await depositHooks.payBankBonus(tx, { userId: order.userId, orderNo: order.orderNo, typeId: order.typeId, amount: order.amount, now });
  // Lucky Jackpot chances are earned in the same transaction: a chance exists exactly when the credit does.
  await depositHooks.earnJackpotChances(tx, order.userId, order.amount, now);
  return 'accepted';
}

function credit(tx: Executor, order: { userId: number; amount: number; orderNo: string }, provider: string, providerOrderId: string) {
  return transfer(tx, {
    kind: 'deposit',
    idempotencyKey: `deposit:${order.orderNo}`,
    legs: [
      { account: { house: HouseAccount.depositClearing }, amount: -order.amount },
      { account: { ownerId: order.userId, kind: 'coin' }, amount: order.amount },
    ],
    meta: { orderNo: order.orderNo, provider, providerOrderId },
  });
}

/**
 * A paid order's coupon, in the credit's transaction: used, and its bonus paid as its own grant and
 * transfer (rewards' redeemCoupon). When the coupon was no longer this order's to use (the order had
 * expired and another order took it), the order says bonus 0: what the player got.
 */
async function payCouponBonus(tx: Executor, order: { id: number; userId: number; orderNo: string; couponId: number | null; bonus: number; bonusWagering: number }, now: number) {
  if (order.couponId === null) return;
  const paid = await redeemCoupon(tx, { userId: order.userId, couponId: order.couponId, orderNo: order.orderNo, bonus: order.bonus, wagering: order.bonusWagering, now });
  if (paid !== order.bonus) await tx.update(depositOrders).set({ bonus: paid }).where(eq(depositOrders.id, order.id));
}

/**
 * A paid order that opted in to the first-deposit offer, in the credit's transaction, after the coupon:
 * its promised bonus when it is the player's first paid deposit (the offers area grants it; the player's
 * row is held, so two orders paid at once take turns and the second sees the first). Otherwise, or when
 * promotions are withheld, the order says 0: what the player got.
 */
async function payOfferBonus(tx: Executor, order: { id: number; userId: number; orderNo: string; firstDepositBonus: number; firstDepositWagering: number }, now: number) {
  if (order.firstDepositBonus <= 0) return;
  const first = !(await depositsRepo(tx).paidBefore(order.userId, order.id));
  const paid = first ? await depositHooks.payFirstDepositBonus(tx, { userId: order.userId, orderNo: order.orderNo, bonus: order.firstDepositBonus, wagering: order.firstDepositWagering, now }) : 0;
  if (paid !== order.firstDepositBonus) await tx.update(depositOrders).set({ firstDepositBonus: paid }).where(eq(depositOrders.id, order.id));
}

async function decide(tx: Executor, provider: string, payload: CallbackPayload, now: number): Promise<Outcome> {
  const [order] = await tx
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.orderNo, payload.orderNo), eq(depositOrders.provider, provider)))
    .for('update');
  if (!order) return 'unknown-order';
  if (wrongCurrency(payload)) return 'currency-mismatch';
  if (payload.amount !== order.amount) return 'amount-mismatch';
  // Only an exact repeat of the callback that settled the order (same payment, same outcome) is a
  // duplicate, answered 200 so the provider stops; a different payment, or another outcome, for an
  // order already settled is refused, so it reaches the operator's log instead of being swallowed.
  const samePayment = order.providerOrderId === payload.providerOrderId;
  if (order.status === 'paid' || order.status === 'failed') return samePayment && order.status === payload.status ? 'duplicate' : 'not-pending';
  // Held for a refund (refunds.ts): its payment again is a duplicate, anything else changes nothing.
  if (order.status === 'refund_due' || order.status === 'refunded') return samePayment && payload.status === 'paid' ? 'duplicate' : 'not-pending';
  // Cancelled by player protection: a payment that got through anyway is held for a refund, whenever it was made.
  if (order.status === 'cancelled') return payload.status === 'paid' ? holdForRefund(tx, order, { provider, providerOrderId: payload.providerOrderId }, 'order_cancelled', now) : 'not-pending';
  if (order.status !== 'pending' && order.status !== 'expired') return 'not-pending';
  if (paidAt(payload, now) > order.expiresAt.getTime()) {
    if (order.status === 'pending') {
      await tx.update(depositOrders).set({ status: 'expired' }).where(eq(depositOrders.id, order.id));
      if (order.couponId !== null) await releaseCoupon(tx, order.couponId, order.orderNo);
    }
    return 'late';
  }
  // An order we marked expired is payable only by a payment made in time (above); its failure is news of nothing.
  if (order.status === 'expired' && payload.status === 'failed') return 'late';
  // settle() holds the player's row already (taken before the order's); this is the same lock again.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, order.userId)).for('update');
  const settledAt = new Date(now);
  if (payload.status === 'failed') {
    await tx.update(depositOrders).set({ status: 'failed', providerOrderId: payload.providerOrderId, settledAt }).where(eq(depositOrders.id, order.id));
    if (order.couponId !== null) await releaseCoupon(tx, order.couponId, order.orderNo);
    return 'failed';
  }
  const refusal = await depositRefusal(tx, order.userId, order, now);
  if (refusal) return holdForRefund(tx, order, { provider, providerOrderId: payload.providerOrderId }, refusal, now);
  // settlePaid has already applied a paid callback that passes these checks; this is the same credit
  // in the long form, kept so that every outcome can be read in one place and none depends on a race.
  await tx.update(depositOrders).set({ status: 'paid', providerOrderId: payload.providerOrderId, settledAt, paymentMethod: payload.method ?? null }).where(eq(depositOrders.id, order.id));
  await credit(tx, order, provider, payload.providerOrderId);
  await tx
    .update(users)
    .set({ totalRecharge: sql`${users.totalRecharge} + ${order.amount}`, firstRechargeAt: sql`coalesce(${users.firstRechargeAt}, ${settledAt.toISOString()}::timestamptz)` })
    .where(eq(users.id, order.userId));
  await payCouponBonus(tx, order, now);
  await payOfferBonus(tx, order, now);
  await depositHooks.payBankBonus(tx, { userId: order.userId, orderNo: order.orderNo, typeId: order.typeId, amount: order.amount, now });
  await depositHooks.earnJackpotChances(tx, order.userId, order.amount, now);
  return 'accepted';
}
