import { eq } from 'drizzle-orm';
import { Errcode } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { takeWriteQuota } from '../db/write-caps.ts';
import { activeSeed, createSeed, randomClientSeed, revealSeed, type SeedRow } from './seeds-repo.ts';

/**
 * The player's active pair, made now if they have none (the hash must be shown before the first
 * draw). Under the player's row lock, so it cannot race a first draw making one too.
 */
export async function ensureActiveSeed(db: Db, userId: number, now: () => number): Promise<SeedRow> {
  const existing = await activeSeed(db, userId);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    return (await activeSeed(tx, userId)) ?? (await createSeed(tx, userId, randomClientSeed(), now()));
  });
}

/** Rotations a player may make in a clock hour: far above any hand's need. */
export const ROTATIONS_PER_HOUR = 30;

/**
 * Rotation: under the player's row lock (which every draw holds until it commits), the active pair
 * is revealed and a new one made. A draw that started first finishes first; one that comes after
 * draws from the new pair. The clock is read after the lock is taken.
 */
export async function rotateSeed(db: Db, userId: number, clientSeed: string | undefined, now: () => number): Promise<{ revealed: SeedRow; active: SeedRow }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const at = now();
    // Each rotation keeps a row for ever (its draws verify by it): a player who scripts rotations
    // gets a 429 past ROTATIONS_PER_HOUR, and nothing changes.
    if ((await takeWriteQuota(tx, { key: `fair-rotate:${userId}`, cap: ROTATIONS_PER_HOUR, windowSeconds: 3600, want: 1, now: at })) === 0) {
      throw new ApiError(Errcode.tooMany);
    }
    const current = (await activeSeed(tx, userId)) ?? (await createSeed(tx, userId, randomClientSeed(), at));
    const revealed = await revealSeed(tx, current, at);
    const active = await createSeed(tx, userId, clientSeed ?? randomClientSeed(), Math.max(at, revealed.revealedAt!.getTime()));
    return { revealed, active };
  });
}
