import { and, count, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import { Errcode, kycIdTypes, type KycState, type KycStatus } from '../../contract/index.ts';
import type { AppConfig } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Db, Executor } from '../db/client.ts';
import { kycFiles, kycSubmissions } from './schema.ts';
import { users } from '../db/schema.ts';
import type { StoredImage } from './images.ts';
import { idKey } from './identity.ts';

/** Uploads a player may make in an hour: two photos a try, with room for retakes; stops a flood of rows. */
export const KYC_UPLOADS_PER_HOUR = 20;

const HOUR_MS = 3_600_000;

async function uploadsInLastHour(db: Executor, userId: number, now: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(kycFiles)
    .where(and(eq(kycFiles.userId, userId), gte(kycFiles.createdAt, new Date(now - HOUR_MS))));
  return row?.n ?? 0;
}

/** Refuses before the image is decoded when the player is over the hour's uploads (decoding costs a core). */
export async function assertUploadAllowed(db: Db, userId: number, now: number): Promise<void> {
  if ((await uploadsInLastHour(db, userId, now)) >= KYC_UPLOADS_PER_HOUR) throw new ApiError(Errcode.kycUploadLimit, { params: { max: KYC_UPLOADS_PER_HOUR } });
}

/** Stores a re-encoded image; the count is taken again under the player's row lock, so parallel uploads cannot pass the cap. */
export async function storeUpload(db: Db, userId: number, kind: 'id' | 'selfie', image: StoredImage, now: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if ((await uploadsInLastHour(tx, userId, now)) >= KYC_UPLOADS_PER_HOUR) throw new ApiError(Errcode.kycUploadLimit, { params: { max: KYC_UPLOADS_PER_HOUR } });
    const [row] = await tx
      .insert(kycFiles)
      .values({ userId, kind, mime: image.mime, width: image.width, height: image.height, bytes: image.bytes, createdAt: new Date(now) })
      .returning({ id: kycFiles.id });
    return row!.id;
  });
}

export interface Submission {
  idType: (typeof kycIdTypes)[number];
  idNumber: string;
  fullName: string;
  idFileId: number;
  selfieFileId: number;
}

async function latestSubmission(db: Executor, userId: number) {
  const [row] = await db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, userId)).orderBy(desc(kycSubmissions.id)).limit(1);
  return row;
}

/**
 * Files the submission, once: under the player's row lock, a verified player (7004) or one with a
 * submission waiting (7003) is refused, and the two files must be the player's own unused uploads of
 * the right kind (7005 naming the field). Two taps or two tabs make one submission.
 */
export async function submitKyc(db: Db, userId: number, sub: Submission, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ hasKyc: users.hasKyc }).from(users).where(eq(users.id, userId)).for('update');
    if (user?.hasKyc) throw new ApiError(Errcode.kycApproved);
    if ((await latestSubmission(tx, userId))?.status === 'pending') throw new ApiError(Errcode.kycPending);
    const files = await tx
      .select({ id: kycFiles.id, kind: kycFiles.kind })
      .from(kycFiles)
      .where(and(eq(kycFiles.userId, userId), isNull(kycFiles.submissionId), inArray(kycFiles.id, [sub.idFileId, sub.selfieFileId])));
    const has = (id: number, kind: string) => files.some((f) => f.id === id && f.kind === kind);
    if (!has(sub.idFileId, 'id')) throw new ApiError(Errcode.kycFileUnknown, { field: 'idFileId' });
    if (!has(sub.selfieFileId, 'selfie')) throw new ApiError(Errcode.kycFileUnknown, { field: 'selfieFileId' });
    const [row] = await tx
      .insert(kycSubmissions)
      .values({ userId, ...sub, idKey: idKey(sub.idType, sub.idNumber), status: 'pending', createdAt: new Date(now) })
      .returning({ id: kycSubmissions.id });
    await tx.update(kycFiles).set({ submissionId: row!.id }).where(inArray(kycFiles.id, [sub.idFileId, sub.selfieFileId]));
  });
}

/** The player's KYC state, as the page, the popup and the withdraw tab read it. */
export async function kycState(db: Executor, user: { id: number; hasKyc: boolean }, config: AppConfig): Promise<KycState> {
  const latest = await latestSubmission(db, user.id);
  const status: KycStatus = user.hasKyc ? 'approved' : ((latest?.status as KycStatus | undefined) ?? 'none');
  return {
    status,
    rejectReason: status === 'rejected' ? (latest?.rejectReason ?? '') : '',
    kycAmount: config.kycAmount,
    isAddKyc: status === 'none' || status === 'rejected',
    hasKyc: user.hasKyc,
    isNewUserForcePopKyc: config.isNewUserForcePopKyc ?? false,
    idTypes: [...kycIdTypes],
    submittedAt: latest ? latest.createdAt.getTime() : null,
    decidedAt: latest?.decidedAt ? latest.decidedAt.getTime() : null,
  };
}

/** The player's hasKyc as stored now (the session's user row may be older than a decision). */
export async function hasKycNow(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db.select({ hasKyc: users.hasKyc }).from(users).where(eq(users.id, userId));
  return row?.hasKyc ?? false;
}

