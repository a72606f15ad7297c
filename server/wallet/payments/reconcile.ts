import { and, asc, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { startTicker } from '../../api/ticker.ts';
import { depositOrders } from '../schema.ts';
import type { ServerDeps } from '../../deps.ts';
import { depositsRepo } from '../deposits-repo.ts';
import { settleCallback, type Outcome } from './settle.ts';

/** An order younger than this is left to its webhook, which normally comes within seconds. */
export const RECONCILE_AFTER_MS = 5 * 60_000;
/**
 * How far back orders are asked about: the order's 30 minutes, plus PayMongo's whole webhook retry
 * cycle (up to 136.5 minutes, https://developers.paymongo.com/docs/webhook-retry-logic), with room.
 * An order we marked expired stays in view that long, since a payment made before its expiry may
 * only now be known.
 */
export const RECONCILE_LOOKBACK_MS = 6 * 60 * 60_000;
/** Orders asked about per run, oldest first; the next run takes the rest. */
const BATCH = 200;
/** The periodic job's interval in the server (start.ts). */
export const RECONCILE_EVERY_MS = 5 * 60_000;

export interface ReconcileReport {
  ok: boolean;
  checked: number;
  /** Orders the provider holds a paid payment for, and what settling it did (accepted or refund-due once; then duplicate). */
  settled: { orderNo: string; outcome: Outcome }[];
  /** Pending orders past their time with nothing paid: marked expired. */
  expired: string[];
  /** Orders the provider could not be asked about this time (network, answer we could not read). */
  errors: { orderNo: string; error: string }[];
}

/**
 * Finds what a missed webhook would have said (PayMongo does not replay missed events): for each of
 * the provider's orders still pending (or marked expired or cancelled in the last hours) and older than
 * `olderThanMs`, asks the provider (`fetchPayment`, PayMongo `GET /v1/checkout_sessions/{id}`) and
 * settles a paid one through settle.ts, the webhook's own path: credited once, whoever comes first,
 * poll or webhook; a second run, or a webhook after it, changes nothing (`duplicate`).
 * Orders the provider never started (the sandbox: no provider reference) are not asked about.
 */
export async function reconcilePayments(
  deps: Pick<ServerDeps, 'db' | 'now' | 'payments'>,
  opts: { olderThanMs?: number; lookbackMs?: number } = {},
): Promise<ReconcileReport> {
  const now = deps.now();
  const gateway = deps.payments;
  const rows = await deps.db
    .select()
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.provider, gateway.name),
        // Cancelled (player protection): a payment that got through on its closed checkout is found and held.
        inArray(depositOrders.status, ['pending', 'expired', 'cancelled']),
        isNotNull(depositOrders.providerRef),
        lte(depositOrders.createdAt, new Date(now - (opts.olderThanMs ?? RECONCILE_AFTER_MS))),
        gte(depositOrders.createdAt, new Date(now - (opts.lookbackMs ?? RECONCILE_LOOKBACK_MS))),
      ),
    )
    .orderBy(asc(depositOrders.createdAt))
    .limit(BATCH);
  const report: ReconcileReport = { ok: true, checked: rows.length, settled: [], expired: [], errors: [] };
  for (const row of rows) {
    let payload;
    try {
      payload = await gateway.fetchPayment(row, now);
    } catch (error) {
      report.errors.push({ orderNo: row.orderNo, error: error instanceof Error ? error.message : String(error) });
      continue;
    }
    if (payload) {
      const body = JSON.stringify({ source: 'reconcile', providerRef: row.providerRef, payment: payload.providerOrderId, amount: payload.amount, paidAt: payload.paidAt });
      report.settled.push({ orderNo: row.orderNo, outcome: await settleCallback(deps.db, gateway.name, payload, body, 'reconcile', now) });
    } else if (row.status === 'pending' && now > row.expiresAt.getTime() && (await depositsRepo(deps.db).expire(row.id))) {
      report.expired.push(row.orderNo);
    }
  }
  report.ok = report.errors.length === 0;
  return report;
}

/**
 * The server's periodic reconciliation (every RECONCILE_EVERY_MS): one run at a time, logged when it
 * found something. Returns the stop function (graceful shutdown calls it).
 */
export function startReconciler(deps: Pick<ServerDeps, 'db' | 'now' | 'payments'>, log: Pick<FastifyBaseLogger, 'info' | 'warn'>, everyMs = RECONCILE_EVERY_MS): () => void {
  const stop = startTicker({
    everyMs,
    run: async () => {
      const report = await reconcilePayments(deps);
      if (report.settled.length > 0 || report.expired.length > 0) log.info({ settled: report.settled, expired: report.expired.length }, 'payments reconciled');
      if (!report.ok) log.warn({ errors: report.errors }, 'payments reconciliation could not ask about some orders');
    },
    onError: (error) => log.warn({ err: error }, 'payments reconciliation failed'),
  });
  // The stopper keeps its shape (start.ts calls it without waiting): the timer stops at once.
  return () => void stop();
}
