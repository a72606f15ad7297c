import { createHash } from 'node:crypto';
import { and, count, eq, gte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AVATAR_UPLOAD_SIDE, Errcode, type UserOther } from '../../contract/index.ts';
import type { UserRow } from '../api/context.ts';
import { ApiError } from '../api/errors.ts';
import type { Db, Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { ServerDeps } from '../deps.ts';
import { decodeUpload, reencode, type UploadRefusals } from '../kyc/index.ts';
import { avatarFiles, userOthers } from './schema.ts';

// The profile beyond the users row (docs/profile.md): uploaded avatars and the player's other data.

/** Avatars a player may upload in an hour: a few tries; stops a flood of rows. */
export const AVATAR_UPLOADS_PER_HOUR = 10;
const HOUR_MS = 3_600_000;
const REFUSALS: UploadRefusals = { fileType: Errcode.profileAvatarFileType, fileTooLarge: Errcode.profileAvatarTooLarge };
/**
 * Where an uploaded avatar is served: its content's hash names it, so the address never needs to
 * expire. Outside /app/v1, whose answers are all no-store (plugins/answer-headers.ts).
 */
export const AVATAR_ROUTE = '/avatars';
const avatarUrl = (sha256: string) => `${AVATAR_ROUTE}/${sha256}.jpg`;

async function avatarsInLastHour(db: Executor, userId: number, now: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(avatarFiles)
    .where(and(eq(avatarFiles.userId, userId), gte(avatarFiles.createdAt, new Date(now - HOUR_MS))));
  return row?.n ?? 0;
}
const overLimit = () => new ApiError(Errcode.profileAvatarUploadLimit, { params: { max: AVATAR_UPLOADS_PER_HOUR } });

/**
 * The KYC pipeline (sniffed, pixel limit, decoded as what it claims, re-encoded without metadata),
 * cropped to a square; stored and made the player's avatar under the row lock, the hour's count taken
 * again there. A refused picture stores nothing and leaves the avatar as it was.
 */
export async function uploadAvatar(db: Db, userId: number, base64: string, now: number): Promise<UserRow> {
  const bytes = decodeUpload(base64, REFUSALS);
  if ((await avatarsInLastHour(db, userId, now)) >= AVATAR_UPLOADS_PER_HOUR) throw overLimit();
  const image = await reencode(bytes, { refusals: REFUSALS, square: AVATAR_UPLOAD_SIDE });
  const sha256 = createHash('sha256').update(image.bytes).digest('hex');
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if ((await avatarsInLastHour(tx, userId, now)) >= AVATAR_UPLOADS_PER_HOUR) throw overLimit();
    await tx.insert(avatarFiles).values({ userId, sha256, bytes: image.bytes, createdAt: new Date(now) });
    const [row] = await tx.update(users).set({ avatarOther: avatarUrl(sha256), updatedAt: new Date(now) }).where(eq(users.id, userId)).returning();
    return row!;
  });
}

/**
 * GET /avatars/<sha256>.jpg: content-addressed, so an <img> can show it without a token and every
 * cache may keep it for good (a new picture is a new address). The name is 256 bits of the bytes'
 * hash: nobody finds an avatar without being shown its address. Anything else is a 404.
 */
export function registerAvatarRoute(app: FastifyInstance, deps: ServerDeps): void {
  app.get<{ Params: { file: string } }>(`${AVATAR_ROUTE}/:file`, async (req, reply) => {
    const match = /^([0-9a-f]{64})\.jpg$/.exec(req.params.file);
    const [row] = match ? await deps.db.select({ bytes: avatarFiles.bytes }).from(avatarFiles).where(eq(avatarFiles.sha256, match[1]!)).limit(1) : [];
    if (!row) return reply.code(404).type('application/json').send({ errcode: Errcode.notFound, msg: 'errors.notFound' });
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/jpeg').send(row.bytes);
  });
}

/** A plain check: one @, something on each side, a dot in the domain, no spaces (the mail server decides the rest). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function contactEmail(db: Executor, userId: number): Promise<string> {
  const [row] = await db.select({ email: userOthers.email }).from(userOthers).where(eq(userOthers.userId, userId));
  return row?.email ?? '';
}

export async function userOther(db: Executor, user: UserRow, now: number): Promise<UserOther> {
  return {
    email: await contactEmail(db, user.id),
    hasUserOther: user.hasUserOther,
    inviteCode: user.inviteCode,
    aid: user.aid,
    registerTime: user.createdAt.getTime(),
    regPeriod: Math.max(0, Math.floor((now - user.createdAt.getTime()) / 86_400_000)),
  };
}

/** Sets the contact email ('' removes it) and `users.has_user_other` with it, in one transaction. */
export async function setUserOther(db: Db, userId: number, email: string, now: number): Promise<UserRow> {
  if (email && !EMAIL.test(email)) throw new ApiError(Errcode.profileEmailInvalid, { field: 'email' });
  return db.transaction(async (tx) => {
    const at = new Date(now);
    await tx.insert(userOthers).values({ userId, email, updatedAt: at }).onConflictDoUpdate({ target: userOthers.userId, set: { email, updatedAt: at } });
    const [row] = await tx.update(users).set({ hasUserOther: email !== '', updatedAt: at }).where(eq(users.id, userId)).returning();
    return row!;
  });
}
