import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db, Executor } from '../db/client.ts';
import { vapidKeys } from './keys.ts';
import { pushRepo } from './repo.ts';
import { pushOutbox, pushSubscriptions } from './schema.ts';

/** Waits before each retry of a failed send (ms); after the last, the notification is given up. */
export const RETRY_WAITS_MS = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000] as const;
/** A claimed row is due again after this if its process dies mid-send. */
const LEASE_MS = 2 * 60_000;
const BATCH = 50;
const SEND_TIMEOUT_MS = 10_000;

/** What sending one did, for the caller's count and the tests. */
export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
  /** Subscriptions the push service answered 404 or 410 for: removed with their queued rows. */
  removed: number;
}

/**
 * One push: web-push makes the request (the payload encrypted for the browser, RFC 8291 aes128gcm, and
 * the VAPID signature, RFC 8292), fetch sends it (web-push's own sender speaks https only, and the
 * local fake the tests and development use is plain http on this machine). Answers the HTTP status,
 * 0 for a network failure or a time-out.
 */
async function sendPush(subscription: webpush.PushSubscription, payload: string, options: webpush.RequestOptions): Promise<{ status: number; error: string }> {
  const request = webpush.generateRequestDetails(subscription, payload, options);
  try {
    const res = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body === null ? null : new Uint8Array(request.body),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      redirect: 'manual',
    });
    const text = res.ok ? '' : (await res.text().catch(() => '')).slice(0, 200);
    return { status: res.status, error: text };
  } catch (error) {
    return { status: 0, error: error instanceof Error ? error.message.slice(0, 200) : 'unknown failure' };
  }
}

/**
 * Sends what is due, after the transactions that queued it committed (notify.ts). Rows are claimed
 * first (attempts + 1 and a lease, in one short statement, skipping rows another process holds), then
 * sent with no transaction open: a slow push service holds no lock and not PGlite's one connection.
 * 2xx: sent. 404/410: the browser unsubscribed, so the subscription goes (and its queue with it). 429,
 * 5xx, a time-out or a network failure: retried after RETRY_WAITS_MS. Other 4xx: given up.
 */
export async function deliverPush(db: Db, now: number): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0, removed: 0 };
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: pushOutbox.id })
      .from(pushOutbox)
      .where(and(isNull(pushOutbox.sentAt), isNull(pushOutbox.failedAt), lte(pushOutbox.nextAt, new Date(now))))
      .orderBy(asc(pushOutbox.nextAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(pushOutbox)
      .set({ attempts: sql`${pushOutbox.attempts} + 1`, nextAt: new Date(now + LEASE_MS) })
      .where(inArray(pushOutbox.id, due.map((row) => row.id)))
      .returning();
  });
  if (claimed.length === 0) return report;
  const subscriptions = await db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.id, [...new Set(claimed.map((row) => row.subscriptionId))]));
  const byId = new Map(subscriptions.map((s) => [s.id, s]));
  const keys = vapidKeys();
  for (const row of claimed) {
    const subscription = byId.get(row.subscriptionId);
    if (!subscription) continue; // removed meanwhile: its rows went with it
    const { status, error } = await sendPush({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(row.payload), {
      vapidDetails: keys,
      TTL: row.ttl,
      urgency: 'normal',
      topic: row.kind,
    });
    if (status >= 200 && status < 300) {
      await db.update(pushOutbox).set({ sentAt: new Date(now), lastError: '' }).where(eq(pushOutbox.id, row.id));
      report.sent++;
    } else if (status === 404 || status === 410) {
      await pushRepo(db).remove(subscription.id);
      report.removed++;
    } else if ((status === 0 || status === 429 || status >= 500) && row.attempts <= RETRY_WAITS_MS.length) {
      const wait = RETRY_WAITS_MS[Math.min(row.attempts, RETRY_WAITS_MS.length) - 1] ?? 60_000;
      await db.update(pushOutbox).set({ nextAt: new Date(now + wait), lastError: `${status} ${error}`.trim() }).where(eq(pushOutbox.id, row.id));
      report.retried++;
    } else {
      await db.update(pushOutbox).set({ failedAt: new Date(now), lastError: `${status} ${error}`.trim() }).where(eq(pushOutbox.id, row.id));
      report.failed++;
    }
  }
  return report;
}

/** How often each process looks for due notifications. */
export const DELIVERY_INTERVAL_MS = 5_000;

/**
 * The background loop (server/start.ts): every DELIVERY_INTERVAL_MS, until stopped. Claims are skip-
 * locked, so every process of a cluster may run it without sending anything twice.
 */
export function startPushDelivery(db: Db, now: () => number, log: { warn(obj: object, msg: string): void }): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const state = { stopped: false };
  const timer = setInterval(() => {
    running = running.then(async () => {
      if (state.stopped) return;
      try {
        // A full batch may mean more are due: keep going until a batch comes back short.
        for (let i = 0; i < 20 && !state.stopped; i++) {
          const report = await deliverPush(db, now());
          if (report.sent + report.retried + report.failed + report.removed < BATCH) break;
        }
      } catch (error) {
        log.warn({ err: error }, 'push delivery failed; it runs again shortly');
      }
    });
  }, DELIVERY_INTERVAL_MS);
  timer.unref();
  return async () => {
    state.stopped = true;
    clearInterval(timer);
    await running;
  };
}

/** Sent and given-up notifications are kept this long (what was pushed, for support), then pruned. */
export const PUSH_OUTBOX_KEEP_DAYS = 30;
const PRUNE_BATCH = 1000;

/**
 * Deletes sent and given-up notifications written before `before`, a batch at a time (no long lock);
 * rows still due are never touched. For the retention prune (server/ops/retention.ts); answers the count.
 */
export async function prunePushOutbox(db: Executor, before: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const batch = db
      .select({ id: pushOutbox.id })
      .from(pushOutbox)
      .where(and(lt(pushOutbox.createdAt, before), or(isNotNull(pushOutbox.sentAt), isNotNull(pushOutbox.failedAt))))
      .limit(PRUNE_BATCH);
    const gone = await db.delete(pushOutbox).where(inArray(pushOutbox.id, batch)).returning({ id: pushOutbox.id });
    total += gone.length;
    if (gone.length < PRUNE_BATCH) return total;
  }
}
