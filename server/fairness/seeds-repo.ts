import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FairSeed, RevealedSeed } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { seedSealer } from './keys.ts';
import { fairDraws, fairSeeds } from './schema.ts';

/**
 * Seed pairs (fair_seeds). Every write here runs under the player's row lock (`SELECT … FOR UPDATE`
 * on users), which every draw also holds: a rotation and a draw of one player never overlap, so a
 * seed is revealed only after the last draw that used it has committed.
 */
export type SeedRow = typeof fairSeeds.$inferSelect;

/** SHA-256 of the server seed's 64-character hex text (UTF-8), lowercase hex: the commitment shown before play. */
export const seedHashOf = (serverSeed: string) => createHash('sha256').update(serverSeed, 'utf8').digest('hex');

/** A client seed for a player who has not chosen one: 16 characters of base64url (the contract's alphabet). */
export const randomClientSeed = () => randomBytes(12).toString('base64url');

/** The sealed value is bound to its player and its hash: copied into another row it does not open. */
const binding = (userId: number, seedHash: string) => `fair_seeds.server_seed:${userId}:${seedHash}`;

export async function activeSeed(db: Executor, userId: number): Promise<SeedRow | undefined> {
  const [row] = await db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.userId, userId), isNull(fairSeeds.revealedAt)))
    .limit(1);
  return row;
}

/** A new active pair: 32 random bytes as the server seed, sealed; the caller holds the player's row and has revealed any active pair. */
export async function createSeed(tx: Executor, userId: number, clientSeed: string, now: number): Promise<SeedRow> {
  const serverSeed = randomBytes(32).toString('hex');
  const serverSeedHash = seedHashOf(serverSeed);
  const [row] = await tx
    .insert(fairSeeds)
    .values({ userId, serverSeedSealed: seedSealer().seal(binding(userId, serverSeedHash), serverSeed), serverSeedHash, clientSeed, nonce: 0, createdAt: new Date(now) })
    .returning();
  return row!;
}

/** The server seed of a pair (unsealed; checked against its hash). */
export function openSeed(row: SeedRow): string {
  const serverSeed = seedSealer().open(binding(row.userId, row.serverSeedHash), row.serverSeedSealed);
  if (seedHashOf(serverSeed) !== row.serverSeedHash) throw new Error(`fairness: seed ${row.id} does not match its hash`);
  return serverSeed;
}

/** Takes the active pair's next nonce (the update refuses a revealed pair), or undefined when it is no longer active. */
export async function takeNonce(tx: Executor, seedId: number): Promise<number | undefined> {
  const [row] = await tx
    .update(fairSeeds)
    .set({ nonce: sql`${fairSeeds.nonce} + 1` })
    .where(and(eq(fairSeeds.id, seedId), isNull(fairSeeds.revealedAt)))
    .returning({ nonce: fairSeeds.nonce });
  return row ? row.nonce - 1 : undefined;
}

/**
 * Reveals an active pair: its server seed written in plain, revealed_at stamped no earlier than 1 ms
 * after its last draw (so the record shows every draw of the seed before its reveal, even if the
 * clock stepped back). The caller holds the player's row lock.
 */
export async function revealSeed(tx: Executor, row: SeedRow, now: number): Promise<SeedRow> {
  const [last] = await tx
    .select({ at: fairDraws.createdAt })
    .from(fairDraws)
    .where(eq(fairDraws.seedId, row.id))
    .orderBy(desc(fairDraws.nonce))
    .limit(1);
  const revealedAt = new Date(Math.max(now, (last?.at.getTime() ?? 0) + 1));
  const [revealed] = await tx
    .update(fairSeeds)
    .set({ revealedAt, serverSeed: openSeed(row) })
    .where(and(eq(fairSeeds.id, row.id), isNull(fairSeeds.revealedAt)))
    .returning();
  if (!revealed) throw new Error(`fairness: seed ${row.id} was revealed already`);
  return revealed;
}

/** The player's revealed pairs, newest first. */
export async function revealedSeeds(db: Executor, userId: number, limit: number): Promise<SeedRow[]> {
  return db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.userId, userId), isNotNull(fairSeeds.revealedAt)))
    .orderBy(desc(fairSeeds.id))
    .limit(limit);
}

export const toFairSeed = (row: SeedRow): FairSeed => ({ seedHash: row.serverSeedHash, clientSeed: row.clientSeed, nonce: row.nonce, createdAt: row.createdAt.getTime() });

export const toRevealedSeed = (row: SeedRow): RevealedSeed => ({ ...toFairSeed(row), serverSeed: row.serverSeed!, revealedAt: row.revealedAt!.getTime() });
