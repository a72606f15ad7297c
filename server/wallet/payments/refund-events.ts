import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { clip } from '../../plugins/input-guard.ts';
import { applyRefund } from '../reversals.ts';
import { depositOrders, paymentCallbacks, paymentEvents } from '../schema.ts';
import type { ProviderEvent, ProviderRefund } from './gateway.ts';
import { ORDER_CURRENCY, retryOnConflict, takeEvent } from './settle.ts';

/**
 * What a refund event did (recorded with it in payment_events and payment_callbacks):
 * - `refund-applied`: a succeeded refund left the player's coin (reversals.ts), once per refund id;
 * - `refund-pending`: nothing succeeded yet (PayMongo reports `pending` first): nothing moves; its
 *   `payment.refund.updated` with `succeeded` does it;
 * - `duplicate`: every refund it names was taken before (by another event of the same refund);
 * - `held-deposit`: the payment's order was held for a refund by player protection (never the player's
 *   coin): this is finance's refund of it, which finance marks refunded in the console as before;
 * - `unknown-payment`, `not-credited` (an order never paid), `exceeds-deposit` (more than the deposit
 *   brought, refunds and disputes together), `currency-mismatch`: nothing moves, logged.
 */
export type RefundOutcome = 'refund-applied' | 'refund-pending' | 'duplicate' | 'duplicate-event' | 'unknown-payment' | 'not-credited' | 'held-deposit' | 'exceeds-deposit' | 'currency-mismatch';

/** Refund outcomes that are the normal course of things (the callback route logs the others). */
export const EXPECTED_REFUND_OUTCOMES: ReadonlySet<string> = new Set(['refund-applied', 'refund-pending', 'duplicate', 'held-deposit']);

async function one(tx: Executor, provider: string, refund: ProviderRefund, now: number): Promise<RefundOutcome> {
  if (refund.status !== 'succeeded') return 'refund-pending';
  if (refund.currency !== ORDER_CURRENCY) return 'currency-mismatch';
  return (await applyRefund(tx, provider, refund, now)).outcome as RefundOutcome;
}

/** One outcome for the event: any refund applied; else the first problem; else a duplicate; else pending. */
function summary(outcomes: RefundOutcome[]): RefundOutcome {
  if (outcomes.includes('refund-applied')) return 'refund-applied';
  const problem = outcomes.find((outcome) => outcome !== 'duplicate' && outcome !== 'refund-pending');
  if (problem) return problem;
  return outcomes.includes('duplicate') ? 'duplicate' : 'refund-pending';
}

/**
 * A signed refund event (PayMongo `payment.refunded` or `payment.refund.updated`), in one transaction with
 * its event id (payment_events): a redelivered or replayed copy is `duplicate-event`; 20 copies at once
 * take it once (the second insert of the event's id waits for the first and then finds it taken). Two
 * events naming the same refund move it once: the refund's id is the reversal's key.
 */
export function applyRefundEvent(db: Db, provider: string, verified: { refunds: ProviderRefund[]; event: ProviderEvent }, rawBody: string, ip: string, now: number): Promise<RefundOutcome> {
  return applyRefunds(db, provider, verified.refunds, verified.event, rawBody, ip, now);
}

/**
 * Refunds the refund reconciliation found by asking the provider (refund-reconcile.ts), all of one
 * payment: the same transaction as a webhook's, without an event id. The refund's id (the reversal's key,
 * under the player's row) keeps each to once, whichever of the poll and the webhook comes first.
 */
export function applyPolledRefunds(db: Db, provider: string, refunds: ProviderRefund[], rawBody: string, now: number): Promise<RefundOutcome> {
  return applyRefunds(db, provider, refunds, undefined, rawBody, 'reconcile', now);
}

function applyRefunds(db: Db, provider: string, refunds: ProviderRefund[], event: ProviderEvent | undefined, rawBody: string, ip: string, now: number): Promise<RefundOutcome> {
  return retryOnConflict(() =>
    db.transaction(async (tx) => {
      const paymentId = refunds[0]?.paymentId;
      const [order] = paymentId
        ? await tx
            .select({ orderNo: depositOrders.orderNo })
            .from(depositOrders)
            .where(and(eq(depositOrders.provider, provider), eq(depositOrders.providerOrderId, paymentId)))
            .limit(1)
        : [];
      const orderNo = order?.orderNo;
      const seen = event ? await takeEvent(tx, provider, event, orderNo) : undefined;
      let outcome: RefundOutcome;
      if (seen) outcome = seen;
      else {
        const outcomes: RefundOutcome[] = [];
        for (const refund of refunds) outcomes.push(await one(tx, provider, refund, now));
        outcome = summary(outcomes);
        if (event) await tx.update(paymentEvents).set({ outcome }).where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, event.id)));
      }
      await tx.insert(paymentCallbacks).values({ provider, orderNo: orderNo === undefined ? null : clip(orderNo, 64), outcome, body: clip(rawBody, 4000), ip });
      return outcome;
    }),
  );
}
