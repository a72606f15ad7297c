import { and, count, eq, gte } from 'drizzle-orm';
import { Errcode } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Db, Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { decodeUpload, reencode, type UploadRefusals } from '../kyc/index.ts';
import { feedbackFiles } from './schema.ts';

/** Pictures a player may upload in an hour: a few feedbacks' worth with retakes; stops a flood of rows. */
export const FEEDBACK_UPLOADS_PER_HOUR = 20;
const HOUR_MS = 3_600_000;

/** The KYC pipeline's refusals, in feedback's words (errors.feedback.*). */
const REFUSALS: UploadRefusals = { fileType: Errcode.feedbackFileType, fileTooLarge: Errcode.feedbackFileTooLarge };

async function uploadsInLastHour(db: Executor, userId: number, now: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(feedbackFiles)
    .where(and(eq(feedbackFiles.userId, userId), gte(feedbackFiles.createdAt, new Date(now - HOUR_MS))));
  return row?.n ?? 0;
}

const overLimit = () => new ApiError(Errcode.feedbackUploadLimit, { params: { max: FEEDBACK_UPLOADS_PER_HOUR } });

/**
 * Size checked, count checked (before decoding, which costs a core), then sniffed, decoded and
 * re-encoded by the KYC pipeline; stored under the player's row lock with the count taken again, so
 * parallel uploads cannot pass the cap. A refused picture stores nothing.
 */
export async function uploadFeedbackImage(db: Db, userId: number, base64: string, now: number): Promise<number> {
  const bytes = decodeUpload(base64, REFUSALS);
  if ((await uploadsInLastHour(db, userId, now)) >= FEEDBACK_UPLOADS_PER_HOUR) throw overLimit();
  const image = await reencode(bytes, { refusals: REFUSALS });
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if ((await uploadsInLastHour(tx, userId, now)) >= FEEDBACK_UPLOADS_PER_HOUR) throw overLimit();
    const [row] = await tx
      .insert(feedbackFiles)
      .values({ userId, mime: image.mime, width: image.width, height: image.height, bytes: image.bytes, createdAt: new Date(now) })
      .returning({ id: feedbackFiles.id });
    return row!.id;
  });
}
