import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { MailAudience } from '../../contract/ops/index.ts';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { publishOps } from '../live/index.ts';
import { protectedAmong } from '../protection/index.ts';
import { audienceWhere } from './audience.ts';
import { inboxesChanged } from './notify.ts';
import { mailJobs } from './schema.ts';

export type MailJobRow = typeof mailJobs.$inferSelect;

/**
 * One batch of one queued job, in the caller's transaction: the next `size` players of its audience
 * after its cursor (by id), promotional mail withheld from the protected among them (one set-based
 * read), their mails written by one INSERT … SELECT (the job's unique index writes nobody twice if a
 * batch runs again), their dots and tabs told, and the cursor moved, all committed together: a
 * restart resumes at the cursor. The job row is taken with SKIP LOCKED, so processes share the work.
 * Answers whether there was a job to work on.
 */
export async function runJobBatch(tx: Executor, size: number, now: number): Promise<boolean> {
  const [job] = await tx
    .select()
    .from(mailJobs)
    .where(inArray(mailJobs.status, ['queued', 'running']))
    .orderBy(asc(mailJobs.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!job) return false;
  const at = new Date(now);
  const ids = (
    await tx
      .select({ id: users.id })
      .from(users)
      .where(and(gt(users.id, job.cursor), audienceWhere(job.audience as MailAudience)))
      .orderBy(asc(users.id))
      .limit(size)
  ).map((row) => row.id);
  if (ids.length === 0) {
    await tx.update(mailJobs).set({ status: 'done', finishedAt: at, updatedAt: at }).where(eq(mailJobs.id, job.id));
    await publishOps(tx, { type: 'queue', queue: 'mailJobs' });
    return true;
  }
  const withheld = job.promo ? await protectedAmong(tx, ids, now) : new Set<number>();
  const recipients = ids.filter((id) => !withheld.has(id));
  const written = recipients.length === 0 ? [] : await insertBatch(tx, job, recipients, now);
  await inboxesChanged(tx, new Map(written.map((row) => [row.userId, row.id])));
  await tx
    .update(mailJobs)
    .set({
      status: 'running',
      cursor: ids.at(-1)!,
      sent: sql`${mailJobs.sent} + ${written.length}`,
      skipped: sql`${mailJobs.skipped} + ${withheld.size}`,
      updatedAt: at,
    })
    .where(eq(mailJobs.id, job.id));
  await publishOps(tx, { type: 'queue', queue: 'mailJobs' });
  return true;
}

type Written = { id: number | string; user_id: number | string };

/** The batch's mails in one statement; answers the rows written (a player already written is skipped). */
async function insertBatch(tx: Executor, job: MailJobRow, recipients: number[], now: number): Promise<{ id: number; userId: number }[]> {
  const expiresAt = job.items.length > 0 ? new Date(now + job.expiresDays * 86_400_000).toISOString() : null;
  const result = await tx.execute(sql`
    INSERT INTO mail_messages (user_id, kind, promo, title, body, items, wagering, expires_at, job_id, created_at)
    SELECT u.id, 'operator', ${job.promo}, ${job.title}, ${job.body}, ${JSON.stringify(job.items)}::jsonb, ${job.wagering},
      ${expiresAt}::timestamptz, ${job.id}, ${new Date(now).toISOString()}::timestamptz
    FROM unnest(${`{${recipients.join(',')}}`}::int[]) AS u(id)
    ON CONFLICT DO NOTHING
    RETURNING id, user_id`);
  // node-postgres and PGlite both answer { rows }; some drivers answer the array itself.
  const raw = result as unknown as { rows?: Written[] } | Written[];
  return (Array.isArray(raw) ? raw : (raw.rows ?? [])).map((row) => ({ id: Number(row.id), userId: Number(row.user_id) }));
}
