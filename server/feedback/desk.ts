import { asc, desc, eq, ne, sql } from 'drizzle-orm';
import { Errcode, type FeedbackCategory, type FeedbackImage, type FeedbackStatus } from '../../contract/index.ts';
import { ConsoleMessageKey, type ConsoleFeedbackRow } from '../../contract/ops/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Db, Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { feedbacks } from './schema.ts';
import { feedbackImages, imageCounts } from './service.ts';

// Support's side of feedback (contract/ops/feedback.ts): the queue, a view with the pictures, taking
// a feedback, the reply and closing. The console writes the audit row inside each change's transaction.

const QUEUE_LIMIT = 100;

type Joined = { row: typeof feedbacks.$inferSelect; account: string };

const toConsoleRow = ({ row, account }: Joined, imageCount: number): ConsoleFeedbackRow => ({
  id: row.id,
  userId: row.userId,
  account,
  category: row.category as FeedbackCategory,
  text: row.text,
  status: row.status as FeedbackStatus,
  reply: row.reply,
  repliedBy: row.repliedBy,
  assignedTo: row.assignedTo,
  imageCount,
  createdAt: row.createdAt.getTime(),
  repliedAt: row.repliedAt?.getTime() ?? null,
  closedAt: row.closedAt?.getTime() ?? null,
});

const notFound = () => new ApiError(Errcode.notFound, { msg: ConsoleMessageKey.feedbackNotFound });
const closed = () => new ApiError(Errcode.conflict, { msg: ConsoleMessageKey.feedbackClosed });
const heldBy = (operator: string) => new ApiError(Errcode.conflict, { msg: ConsoleMessageKey.feedbackHeldByOther, params: { operator } });

async function withCounts(db: Executor, rows: Joined[]): Promise<ConsoleFeedbackRow[]> {
  const counts = await imageCounts(db, rows.map((r) => r.row.id));
  return rows.map((r) => toConsoleRow(r, counts.get(r.row.id) ?? 0));
}

/** Unanswered first (oldest first: the longest wait on top), then answered; or the latest closed ones. */
export async function feedbackQueue(db: Executor, showClosed: boolean): Promise<ConsoleFeedbackRow[]> {
  const base = db.select({ row: feedbacks, account: users.account }).from(feedbacks).innerJoin(users, eq(users.id, feedbacks.userId));
  const rows = showClosed
    ? await base.where(eq(feedbacks.status, 'closed')).orderBy(desc(feedbacks.id)).limit(QUEUE_LIMIT)
    : await base
        .where(ne(feedbacks.status, 'closed'))
        .orderBy(sql`case when ${feedbacks.status} = 'open' then 0 else 1 end`, asc(feedbacks.id))
        .limit(QUEUE_LIMIT);
  return withCounts(db, rows);
}

async function joined(db: Executor, id: number, lock = false): Promise<Joined> {
  const query = db.select({ row: feedbacks, account: users.account }).from(feedbacks).innerJoin(users, eq(users.id, feedbacks.userId)).where(eq(feedbacks.id, id));
  const [found] = lock ? await query.for('update', { of: feedbacks }) : await query;
  if (!found) throw notFound();
  return found;
}

/** One feedback and its pictures (the console audits the read and adds the player's contact email). */
export async function feedbackView(db: Executor, id: number): Promise<{ feedback: ConsoleFeedbackRow; images: FeedbackImage[] }> {
  const found = await joined(db, id);
  const images = await feedbackImages(db, id);
  return { feedback: toConsoleRow(found, images.length), images };
}

/** What the console does inside a change's transaction: its audit row, and after a reply the player's live event. */
export type AfterChange = (tx: Executor, before: ConsoleFeedbackRow, after: ConsoleFeedbackRow) => Promise<void>;

async function change(db: Db, id: number, apply: (found: Joined) => Partial<typeof feedbacks.$inferInsert> | null, after: AfterChange): Promise<ConsoleFeedbackRow> {
  return db.transaction(async (tx) => {
    const found = await joined(tx, id, true);
    const count = (await imageCounts(tx, [id])).get(id) ?? 0;
    const before = toConsoleRow(found, count);
    const set = apply(found);
    if (!set) return before;
    const [row] = await tx.update(feedbacks).set(set).where(eq(feedbacks.id, id)).returning();
    const next = toConsoleRow({ row: row!, account: found.account }, count);
    await after(tx, before, next);
    return next;
  });
}

/** Takes the feedback for `operator`, or hands it back (`release`). Taking one another operator holds is refused. */
export function assignFeedback(db: Db, id: number, operator: string, release: boolean, after: AfterChange): Promise<ConsoleFeedbackRow> {
  return change(
    db,
    id,
    ({ row }) => {
      if (row.status === 'closed') throw closed();
      if (release) return row.assignedTo === operator ? { assignedTo: null } : null;
      if (row.assignedTo && row.assignedTo !== operator) throw heldBy(row.assignedTo);
      return row.assignedTo === operator ? null : { assignedTo: operator };
    },
    after,
  );
}

/** The reply the player reads; answered from now on (a second reply replaces the first). Not once closed. */
export function replyFeedback(db: Db, id: number, operator: string, reply: string, now: number, after: AfterChange): Promise<ConsoleFeedbackRow> {
  return change(
    db,
    id,
    ({ row }) => {
      if (row.status === 'closed') throw closed();
      if (row.assignedTo && row.assignedTo !== operator) throw heldBy(row.assignedTo);
      return { reply, status: 'answered', repliedBy: operator, repliedAt: new Date(now), assignedTo: operator };
    },
    after,
  );
}

export function closeFeedback(db: Db, id: number, now: number, after: AfterChange): Promise<ConsoleFeedbackRow> {
  return change(
    db,
    id,
    ({ row }) => {
      if (row.status === 'closed') throw closed();
      return { status: 'closed', closedAt: new Date(now) };
    },
    after,
  );
}
