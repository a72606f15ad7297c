import { and, count, desc, eq, inArray, lt } from 'drizzle-orm';
import { Errcode, PropId } from '../../contract/index.ts';
import type { MailAudience, MailJobView } from '../../contract/ops/index.ts';
import { ApiError } from '../api/errors.ts';
import { startTicker } from '../api/ticker.ts';
import type { Db, Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { audienceWhere } from './audience.ts';
import { runJobBatch, type MailJobRow } from './jobs-batch.ts';
import { mailJobs, type MailItem } from './schema.ts';

/** Players a batch writes to in one transaction: small enough to hold few locks briefly, large enough to be quick. */
export const MAIL_BATCH_SIZE = 1000;

export interface NewMailJob {
  audience: MailAudience;
  title: string;
  body: string;
  items: MailItem[];
  promo: boolean;
  wagering: number;
  expiresDays: number;
  reason: string;
  operatorId: number | null;
  operator: string;
}

/** Coin attached per player (hundredths): what the approval amount compares. */
export const coinValue = (items: readonly MailItem[]) => items.filter((item) => item.propId === PropId.coin).reduce((sum, item) => sum + item.count, 0);

export const mailJobView = (row: MailJobRow): MailJobView => ({
  id: row.id,
  status: row.status as MailJobView['status'],
  audience: row.audience as MailAudience,
  title: row.title,
  body: row.body,
  items: row.items,
  promo: row.promo,
  wagering: row.wagering,
  expiresDays: row.expiresDays,
  value: row.value,
  operator: row.operator,
  reason: row.reason,
  approvedBy: row.approvedBy,
  decisionReason: row.decisionReason,
  total: row.total,
  sent: row.sent,
  skipped: row.skipped,
  createdAt: row.createdAt.getTime(),
  finishedAt: row.finishedAt?.getTime() ?? null,
});

/**
 * A console send, in the caller's transaction (with its audit row): the audience checked (8014 ids
 * that are not players, 8013 nobody in it) and counted, then the job queued, or left awaiting an admin
 * when the coin attached per player is above `approvalAmount`. The batches write the mail (runJobBatch).
 */
export async function createMailJob(tx: Executor, job: NewMailJob, approvalAmount: number, now: number): Promise<MailJobRow> {
  if (job.audience.kind === 'players') {
    const wanted = [...new Set(job.audience.ids)];
    const found = new Set((await tx.select({ id: users.id }).from(users).where(inArray(users.id, wanted))).map((row) => row.id));
    const missing = wanted.filter((id) => !found.has(id));
    if (missing.length > 0) throw new ApiError(Errcode.mailUnknownPlayers, { field: 'audience', params: { ids: missing.slice(0, 5).join(', '), count: missing.length } });
  }
  const [matched] = await tx.select({ n: count() }).from(users).where(audienceWhere(job.audience));
  const total = Number(matched?.n ?? 0);
  if (total === 0) throw new ApiError(Errcode.mailAudienceEmpty, { field: 'audience' });
  const value = coinValue(job.items);
  const at = new Date(now);
  const [row] = await tx
    .insert(mailJobs)
    .values({
      status: value > approvalAmount ? 'awaiting_approval' : 'queued',
      audience: job.audience,
      title: job.title,
      body: job.body,
      items: job.items,
      wagering: job.wagering,
      expiresDays: job.expiresDays,
      promo: job.promo,
      value,
      operatorId: job.operatorId,
      operator: job.operator,
      reason: job.reason,
      total,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return row!;
}

/**
 * An admin's decision on a send awaiting approval, in the caller's transaction (with its audit row):
 * 8010 no such job, 8011 not awaiting (decided already: two admins take turns on the row's lock),
 * 8012 the admin who sent it (maker and checker are two people).
 */
export async function decideMailJob(tx: Executor, id: number, decision: { approve: boolean; by: { id: number; name: string }; reason: string }, now: number): Promise<{ before: MailJobRow; after: MailJobRow }> {
  const [job] = await tx.select().from(mailJobs).where(eq(mailJobs.id, id)).for('update');
  if (!job) throw new ApiError(Errcode.mailJobNotFound);
  if (job.status !== 'awaiting_approval') throw new ApiError(Errcode.mailJobNotAwaiting);
  if (job.operatorId === decision.by.id || job.operator === decision.by.name) throw new ApiError(Errcode.mailJobOwnApproval);
  const at = new Date(now);
  const [after] = await tx
    .update(mailJobs)
    .set({ status: decision.approve ? 'queued' : 'rejected', approvedBy: decision.by.name, decidedAt: at, decisionReason: decision.reason, updatedAt: at, ...(decision.approve ? {} : { finishedAt: at }) })
    .where(eq(mailJobs.id, id))
    .returning();
  return { before: job, after: after! };
}

/** The latest sends, newest first, a page before `before`. */
export async function listMailJobs(db: Executor, before: number | undefined, limit: number) {
  const rows = await db
    .select()
    .from(mailJobs)
    .where(and(before === undefined ? undefined : lt(mailJobs.id, before)))
    .orderBy(desc(mailJobs.id))
    .limit(limit + 1);
  return { jobs: rows.slice(0, limit).map(mailJobView), hasMore: rows.length > limit };
}

export async function mailJob(db: Executor, id: number): Promise<MailJobRow | undefined> {
  const [row] = await db.select().from(mailJobs).where(eq(mailJobs.id, id));
  return row;
}

/**
 * Works the queued jobs batch by batch, each batch its own transaction, until none is left or
 * `maxBatches` ran. Answers the batches run.
 */
export async function drainMailJobs(db: Db, now: () => number, opts: { batchSize?: number; maxBatches?: number } = {}): Promise<number> {
  let batches = 0;
  while (batches < (opts.maxBatches ?? Number.POSITIVE_INFINITY)) {
    const worked = await db.transaction((tx) => runJobBatch(tx, opts.batchSize ?? MAIL_BATCH_SIZE, now()));
    if (!worked) break;
    batches += 1;
  }
  return batches;
}

/**
 * Runs the queue in the background: every `everyMs` this process drains what is queued (a job queued
 * before a restart resumes at its cursor). Every process of a cluster may run it: a batch takes its job
 * row with SKIP LOCKED. A failed batch (a deadlock, a lost connection) is logged and tried again next
 * time: it committed nothing. Answers the stopper, which waits for a batch under way.
 */
export function startMailJobs(db: Db, now: () => number, log: { error: (obj: unknown, msg: string) => void }, everyMs = 1000): () => Promise<void> {
  return startTicker({ everyMs, run: () => drainMailJobs(db, now), onError: (error) => log.error({ err: error }, 'mail jobs: a batch failed (it will be tried again)') });
}
