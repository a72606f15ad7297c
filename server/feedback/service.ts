import { and, count, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import { Errcode, type FeedbackCategory, type FeedbackImage, type FeedbackRow, type FeedbackStatus } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Db, Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { publishOps } from '../live/index.ts';
import { feedbackFiles, feedbacks } from './schema.ts';

/** Feedbacks a player may send in a day: plenty for a real problem, a stop for a script. */
export const FEEDBACKS_PER_DAY = 10;
export const FEEDBACK_PAGE_SIZE = 20;
const DAY_MS = 86_400_000;

type Row = typeof feedbacks.$inferSelect;

export const toFeedbackRow = (row: Row, imageCount: number): FeedbackRow => ({
  id: row.id,
  category: row.category as FeedbackCategory,
  text: row.text,
  status: row.status as FeedbackStatus,
  reply: row.reply,
  imageCount,
  createdAt: row.createdAt.getTime(),
  repliedAt: row.repliedAt?.getTime() ?? null,
  closedAt: row.closedAt?.getTime() ?? null,
});

export async function imageCounts(db: Executor, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ feedbackId: feedbackFiles.feedbackId, n: count() })
    .from(feedbackFiles)
    .where(inArray(feedbackFiles.feedbackId, ids))
    .groupBy(feedbackFiles.feedbackId);
  return new Map(rows.map((r) => [r.feedbackId!, r.n]));
}

export async function feedbackImages(db: Executor, feedbackId: number): Promise<FeedbackImage[]> {
  const rows = await db.select().from(feedbackFiles).where(eq(feedbackFiles.feedbackId, feedbackId)).orderBy(feedbackFiles.id);
  return rows.map((r) => ({ id: r.id, mime: 'image/jpeg', width: r.width, height: r.height, base64: r.bytes.toString('base64') }));
}

export interface NewFeedback {
  category: FeedbackCategory;
  text: string;
  imageIds: number[];
}

/**
 * Files a feedback under the player's row lock: at most `imagesLimit` pictures (config, read on each
 * call), each the player's own unused upload, and FEEDBACKS_PER_DAY a day. A second tap with the same
 * pictures finds them used (8104): one feedback.
 */
export async function addFeedback(db: Db, userId: number, input: NewFeedback, imagesLimit: number, now: number): Promise<FeedbackRow> {
  const imageIds = [...new Set(input.imageIds)];
  if (imageIds.length > imagesLimit) throw new ApiError(Errcode.feedbackTooManyImages, { field: 'imageIds', params: { max: imagesLimit } });
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [sent] = await tx
      .select({ n: count() })
      .from(feedbacks)
      .where(and(eq(feedbacks.userId, userId), gte(feedbacks.createdAt, new Date(now - DAY_MS))));
    if ((sent?.n ?? 0) >= FEEDBACKS_PER_DAY) throw new ApiError(Errcode.feedbackSendLimit, { params: { max: FEEDBACKS_PER_DAY } });
    if (imageIds.length) {
      const usable = await tx
        .select({ id: feedbackFiles.id })
        .from(feedbackFiles)
        .where(and(inArray(feedbackFiles.id, imageIds), eq(feedbackFiles.userId, userId), isNull(feedbackFiles.feedbackId)));
      if (usable.length !== imageIds.length) throw new ApiError(Errcode.feedbackFileUnknown, { field: 'imageIds' });
    }
    const [row] = await tx
      .insert(feedbacks)
      .values({ userId, category: input.category, text: input.text, createdAt: new Date(now) })
      .returning();
    if (imageIds.length) await tx.update(feedbackFiles).set({ feedbackId: row!.id }).where(inArray(feedbackFiles.id, imageIds));
    // Support's queue page updates without a reload.
    await publishOps(tx, { type: 'queue', queue: 'feedback' }, { roles: ['support', 'admin'] });
    return toFeedbackRow(row!, imageIds.length);
  });
}

export async function listFeedback(db: Executor, userId: number, pageNum: number): Promise<{ list: FeedbackRow[]; hasMore: boolean }> {
  const rows = await db
    .select()
    .from(feedbacks)
    .where(eq(feedbacks.userId, userId))
    .orderBy(desc(feedbacks.id))
    .limit(FEEDBACK_PAGE_SIZE + 1)
    .offset((pageNum - 1) * FEEDBACK_PAGE_SIZE);
  const page = rows.slice(0, FEEDBACK_PAGE_SIZE);
  const counts = await imageCounts(db, page.map((r) => r.id));
  return { list: page.map((r) => toFeedbackRow(r, counts.get(r.id) ?? 0)), hasMore: rows.length > FEEDBACK_PAGE_SIZE };
}

/** The player's own feedback with its pictures; another player's id is refused exactly like an unknown one. */
export async function feedbackDetail(db: Executor, userId: number, id: number): Promise<{ feedback: FeedbackRow; images: FeedbackImage[] }> {
  const [row] = await db
    .select()
    .from(feedbacks)
    .where(and(eq(feedbacks.id, id), eq(feedbacks.userId, userId)));
  if (!row) throw new ApiError(Errcode.feedbackNotFound);
  const images = await feedbackImages(db, row.id);
  return { feedback: toFeedbackRow(row, images.length), images };
}
