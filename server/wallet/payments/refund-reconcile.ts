import { and, asc, eq, gte, isNotNull, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { startTicker } from '../../api/ticker.ts';
import type { ServerDeps } from '../../deps.ts';
import { clip } from '../../plugins/input-guard.ts';
import { recordedRefunds } from '../reversals.ts';
import { depositOrders, depositRefundChecks } from '../schema.ts';
import { applyPolledRefunds, EXPECTED_REFUND_OUTCOMES, type RefundOutcome } from './refund-events.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * How long after a payment PayMongo lets the merchant refund it, by how it was paid (the order's
 * `payment_method`, PayMongo's `source.type`): cards 60 days, GCash 180, GrabPay 90, Maya 365
 * (https://developers.paymongo.com/docs/refunding-transactions, "Eligibility for refund processing").
 * A refund after that is refused by PayMongo (`allowed_date_exceeded`,
 * https://developers.paymongo.com/docs/refund-errors), so nobody need ask about an older deposit.
 */
export const REFUND_WINDOW_DAYS: Readonly<Record<string, number>> = { card: 60, gcash: 180, grab_pay: 90, paymaya: 365 };
/** A method the page does not name (online banking, one PayMongo adds) or none recorded: the longest it names. */
export const DEFAULT_REFUND_WINDOW_DAYS = 365;
/**
 * Deposits are still asked about this long after their window: a refund made on its last day may stay
 * pending a while (cards take up to 30 days to reach the cardholder, the same page says).
 */
export const REFUND_GRACE_DAYS = 30;

/**
 * How often a paid deposit is asked about, by its age since it was credited: refunds mostly come early,
 * and a missed one matters most while the money may still be withdrawn. The first question comes one
 * interval after the credit (the webhook normally comes within seconds).
 */
export const REFUND_CHECK_SCHEDULE: readonly { youngerThan: number; every: number }[] = [
  { youngerThan: DAY, every: 2 * HOUR },
  { youngerThan: 7 * DAY, every: 12 * HOUR },
  { youngerThan: 30 * DAY, every: 2 * DAY },
  { youngerThan: Infinity, every: 7 * DAY },
];
/** A deposit whose provider could not be asked, or whose answer could not be read, is asked again after this, whatever its age. */
export const REFUND_RETRY_AFTER_ERROR_MS = HOUR;
/** Deposits asked per run (the due ones, oldest-checked first; the next run takes the rest). */
export const REFUND_CHECK_BATCH = 200;
/** The periodic job's interval in the server (start.ts). */
export const REFUND_RECONCILE_EVERY_MS = 5 * 60_000;

export const refundCheckInterval = (ageMs: number) => (REFUND_CHECK_SCHEDULE.find((tier) => ageMs < tier.youngerThan) ?? REFUND_CHECK_SCHEDULE.at(-1)!).every;

export interface RefundReconcileReport {
  ok: boolean;
  /** Deposits whose provider was asked this run. */
  checked: number;
  /** Succeeded refunds not recorded before, and what applying them did (refund-events.ts outcomes). */
  applied: { orderNo: string; refunds: string[]; outcome: RefundOutcome }[];
  /** Refunds the provider reports not yet succeeded: nothing moves until they do. */
  pending: { orderNo: string; refunds: string[] }[];
  /** Deposits the provider could not be asked about this time (network, an answer we could not read). */
  errors: { orderNo: string; error: string }[];
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Finds the refunds whose webhook never came (PayMongo does not replay missed events): each paid deposit
 * of the running provider inside its refund window whose question is due (REFUND_CHECK_SCHEDULE; one with
 * no check yet counts as checked when it was credited) is asked for its payment's refunds (`fetchRefunds`,
 * PayMongo `GET /v1/payments/{id}`), at most `batch` a run, oldest-checked first. Each succeeded refund not
 * recorded yet goes through refund-events.ts, the webhook's own path: applied once whoever comes first,
 * poll or webhook; a second run, or the webhook after it, changes nothing. An error for one deposit is
 * reported and that deposit asked again after REFUND_RETRY_AFTER_ERROR_MS; the others go on. A gateway
 * with no provider to ask (the sandbox) asks nothing. `signal`: stop between deposits (shutdown).
 */
export async function reconcileRefunds(deps: Pick<ServerDeps, 'db' | 'now' | 'payments'>, opts: { batch?: number; signal?: AbortSignal } = {}): Promise<RefundReconcileReport> {
  const report: RefundReconcileReport = { ok: true, checked: 0, applied: [], pending: [], errors: [] };
  const gateway = deps.payments;
  if (!gateway.fetchRefunds) return report;
  const now = deps.now();
  const since = (days: number) => new Date(now - (days + REFUND_GRACE_DAYS) * DAY);
  const named = Object.keys(REFUND_WINDOW_DAYS);
  const inWindow = or(
    ...Object.entries(REFUND_WINDOW_DAYS).map(([method, days]) => and(eq(depositOrders.paymentMethod, method), gte(depositOrders.settledAt, since(days)))),
    and(or(isNull(depositOrders.paymentMethod), notInArray(depositOrders.paymentMethod, named)), gte(depositOrders.settledAt, since(DEFAULT_REFUND_WINDOW_DAYS))),
  );
  const due = or(
    and(isNull(depositRefundChecks.orderId), lte(depositOrders.settledAt, new Date(now - REFUND_CHECK_SCHEDULE[0]!.every))),
    lte(depositRefundChecks.nextCheckAt, new Date(now)),
  );
  const rows = await deps.db
    .select({ id: depositOrders.id, orderNo: depositOrders.orderNo, paymentId: depositOrders.providerOrderId, settledAt: depositOrders.settledAt, failures: depositRefundChecks.failures })
    .from(depositOrders)
    .leftJoin(depositRefundChecks, eq(depositRefundChecks.orderId, depositOrders.id))
    .where(and(eq(depositOrders.provider, gateway.name), eq(depositOrders.status, 'paid'), isNotNull(depositOrders.providerOrderId), isNotNull(depositOrders.settledAt), inWindow, due))
    .orderBy(sql`coalesce(${depositRefundChecks.checkedAt}, ${depositOrders.settledAt})`, asc(depositOrders.id))
    .limit(opts.batch ?? REFUND_CHECK_BATCH);

  for (const row of rows) {
    if (opts.signal?.aborted) break;
    const paymentId = row.paymentId!;
    let failure: string | undefined;
    report.checked++;
    try {
      const refunds = await gateway.fetchRefunds(paymentId);
      const stray = refunds.find((refund) => refund.paymentId !== paymentId);
      if (stray) throw new Error(`the provider listed refund ${stray.id} of payment ${stray.paymentId} under ${paymentId}`);
      const pending = refunds.filter((refund) => refund.status === 'pending');
      if (pending.length > 0) report.pending.push({ orderNo: row.orderNo, refunds: pending.map((refund) => refund.id) });
      const succeeded = refunds.filter((refund) => refund.status === 'succeeded');
      // Those recorded already (by a webhook or an earlier run) are not taken again: no transaction, no callback row.
      const known = await recordedRefunds(deps.db, gateway.name, succeeded.map((refund) => refund.id));
      const fresh = succeeded.filter((refund) => !known.has(refund.id));
      if (fresh.length > 0) {
        const body = JSON.stringify({ source: 'refund-reconcile', payment: paymentId, refunds: fresh.map(({ id, amount, currency, status }) => ({ id, amount, currency, status })) });
        report.applied.push({ orderNo: row.orderNo, refunds: fresh.map((refund) => refund.id), outcome: await applyPolledRefunds(deps.db, gateway.name, fresh, body, now) });
      }
    } catch (error) {
      failure = message(error);
      report.errors.push({ orderNo: row.orderNo, error: failure });
    }
    const nextCheckAt = new Date(now + (failure === undefined ? refundCheckInterval(now - row.settledAt!.getTime()) : REFUND_RETRY_AFTER_ERROR_MS));
    const check = { checkedAt: new Date(now), nextCheckAt, failures: failure === undefined ? 0 : (row.failures ?? 0) + 1, lastError: failure === undefined ? null : clip(failure, 300) };
    await deps.db
      .insert(depositRefundChecks)
      .values({ orderId: row.id, ...check })
      .onConflictDoUpdate({ target: depositRefundChecks.orderId, set: check });
  }
  report.ok = report.errors.length === 0;
  return report;
}

/**
 * The server's periodic refund reconciliation (every REFUND_RECONCILE_EVERY_MS): one run at a time,
 * logged when it applied something or could not ask about some deposits. Returns the stop function:
 * no run starts after it, and the run in progress ends after its current deposit (awaited).
 */
export function startRefundReconciler(
  deps: Pick<ServerDeps, 'db' | 'now' | 'payments'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  everyMs = REFUND_RECONCILE_EVERY_MS,
): () => Promise<void> {
  const stopping = new AbortController();
  const stop = startTicker({
    everyMs,
    run: async () => {
      // A gateway that cannot list refunds has nothing to reconcile (the sandbox without them, tests).
      if (!deps.payments.fetchRefunds) return;
      const report = await reconcileRefunds(deps, { signal: stopping.signal });
      const odd = report.applied.filter((found) => !EXPECTED_REFUND_OUTCOMES.has(found.outcome));
      if (report.applied.length > 0) log.info({ applied: report.applied, checked: report.checked }, 'refunds reconciled: refunds whose webhook never came');
      if (odd.length > 0) log.warn({ refunds: odd }, 'refunds reconciliation found refunds that moved nothing');
      if (!report.ok) log.warn({ failed: report.errors.length, checked: report.checked, errors: report.errors }, 'refunds reconciliation could not ask about some deposits');
    },
    onError: (error) => log.warn({ err: error }, 'refunds reconciliation failed'),
  });
  return async () => {
    // The run under way ends after its current deposit instead of asking about the rest.
    stopping.abort();
    await stop();
  };
}
