import { sql, type SQL } from 'drizzle-orm';
import { startTicker } from '../api/ticker.ts';
import type { Executor } from '../db/client.ts';
import { rules } from '../config/rules.ts';
import { consoleRules } from '../console/index.ts';
import { liveRules, pruneLiveEvents } from '../live/index.ts';
import { prunePushOutbox, PUSH_OUTBOX_KEEP_DAYS } from '../push/index.ts';

/**
 * Retention of the tables anonymous traffic can fill (issue 16): client events, payment callbacks,
 * dead sessions, idle devices, the write-cap counters, failed console sign-ins (a day past their window),
 * trusted console browsers no longer trusted (one per browser a sign-in succeeded from) and
 * KYC and feedback pictures never sent, live events past their replay window and push notifications
 * sent or given up. Deletes in batches (rules.retention.batch
 * rows per statement) so a prune never holds a long lock; safe to run from several processes at once
 * (a row deleted twice is deleted once). What is kept and for how long: rules.retention, docs/operations.md.
 */
export type PruneCounts = Record<'clientEvents' | 'paymentCallbacks' | 'sessions' | 'devices' | 'writeCounters' | 'operatorSigninFailures' | 'operatorDevices' | 'kycUploads' | 'feedbackUploads' | 'liveEvents' | 'pushOutbox', number>;

const DAY_MS = 24 * 3600_000;

/** One table's prune: `pick` selects at most `limit` rows' keys (ctid: every table has one) older than the cut. */
async function pruneTable(db: Executor, table: string, pick: (limit: number) => SQL): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = (await db.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE ctid IN (${pick(rules.retention.batch)})`)) as unknown as {
      rowCount?: number | null;
      affectedRows?: number;
    };
    const n = Number(result.rowCount ?? result.affectedRows ?? 0);
    deleted += n;
    if (n < rules.retention.batch) return deleted;
  }
}

export async function pruneRetention(db: Executor, now: number): Promise<PruneCounts> {
  const r = rules.retention;
  const before = (days: number) => new Date(now - days * DAY_MS).toISOString();
  return {
    clientEvents: await pruneTable(db, 'client_events', (n) => sql`SELECT ctid FROM client_events WHERE created_at < ${before(r.clientEventsDays)}::timestamptz LIMIT ${n}`),
    paymentCallbacks: await pruneTable(
      db,
      'payment_callbacks',
      (n) => sql`SELECT ctid FROM payment_callbacks WHERE created_at < ${before(r.callbacksDays)}::timestamptz AND outcome NOT IN ('accepted', 'failed') LIMIT ${n}`,
    ),
    sessions: await pruneTable(
      db,
      'sessions',
      (n) => sql`SELECT ctid FROM sessions WHERE expires_at < ${before(r.deadSessionsDays)}::timestamptz OR revoked_at < ${before(r.deadSessionsDays)}::timestamptz LIMIT ${n}`,
    ),
    devices: await pruneTable(db, 'devices', (n) => sql`SELECT ctid FROM devices WHERE updated_at < ${before(r.idleDevicesDays)}::timestamptz LIMIT ${n}`),
    writeCounters: await pruneTable(db, 'write_counters', (n) => sql`SELECT ctid FROM write_counters WHERE window_start < ${before(r.writeCountersDays)}::timestamptz LIMIT ${n}`),
    // Anyone may try a console sign-in with any name: failures past the lockout window count for nothing.
    operatorSigninFailures: await pruneTable(
      db,
      'operator_signin_failures',
      (n) => sql`SELECT ctid FROM operator_signin_failures WHERE created_at < ${new Date(now - consoleRules.failureWindowSeconds * 1000 - DAY_MS).toISOString()}::timestamptz LIMIT ${n}`,
    ),
    // A trusted browser unused past its trust counts for nothing (console/devices.ts); a day's grace.
    operatorDevices: await pruneTable(
      db,
      'operator_devices',
      (n) => sql`SELECT ctid FROM operator_devices WHERE last_used_at < ${new Date(now - consoleRules.deviceTrustDays * DAY_MS - DAY_MS).toISOString()}::timestamptz LIMIT ${n}`,
    ),
    // Identity photos are personal data: one not part of a submission is kept no longer than the form needs.
    kycUploads: await pruneTable(db, 'kyc_files', (n) => sql`SELECT ctid FROM kyc_files WHERE submission_id IS NULL AND created_at < ${before(r.unusedKycUploadsDays)}::timestamptz LIMIT ${n}`),
    // Feedback pictures are the player's too: one never attached to a feedback goes like a KYC photo.
    feedbackUploads: await pruneTable(db, 'feedback_files', (n) => sql`SELECT ctid FROM feedback_files WHERE feedback_id IS NULL AND created_at < ${before(r.unusedKycUploadsDays)}::timestamptz LIMIT ${n}`),
    // The live channel's events, past the window a reconnect may replay (server/live/rules.ts).
    liveEvents: await pruneLiveEvents(db, new Date(now - liveRules.retentionHours * 3600_000)),
    // Push notifications sent or given up (server/push/deliver.ts); those still due stay.
    pushOutbox: await prunePushOutbox(db, new Date(now - PUSH_OUTBOX_KEEP_DAYS * DAY_MS)),
  };
}

/**
 * The server's own prune: once at start, then every rules.retention.intervalSeconds, never two at
 * once in a process. A failure is logged and retried next time (the database may be restarting).
 */
export function scheduleRetention(db: Executor, now: () => number, log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void }): { stop(): Promise<void> } {
  const stop = startTicker({
    everyMs: rules.retention.intervalSeconds * 1000,
    firstAfterMs: 5_000,
    run: async () => {
      const counts = await pruneRetention(db, now());
      if (Object.values(counts).some((n) => n > 0)) log.info({ pruned: counts }, 'retention prune');
    },
    onError: (error) => log.error({ err: error }, 'retention prune failed'),
  });
  // Its stop waits for a prune under way (start.ts calls it before the database closes).
  return { stop };
}
