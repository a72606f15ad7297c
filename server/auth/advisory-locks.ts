import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/** A stable signed 64-bit lock id for a text key (PostgreSQL's advisory locks take a bigint). */
const lockId = (key: string) => BigInt.asIntN(64, BigInt(`0x${createHash('sha256').update(key).digest('hex').slice(0, 16)}`));

/**
 * Takes a transaction-scoped advisory lock on each key, in one global order (sorted ids), so two
 * transactions locking overlapping keys wait for each other instead of deadlocking. Used to make a
 * "count the recent rows, then insert one" cap atomic: whoever holds the lock counts rows that no
 * one else can add to until it commits. (PGlite runs one transaction at a time; the lock is what
 * makes it hold on PostgreSQL.)
 */
export async function lockKeys(tx: Executor, keys: string[]): Promise<void> {
  const ids = [...new Set(keys.map(lockId))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const id of ids) await tx.execute(sql`SELECT pg_advisory_xact_lock(${id.toString()}::bigint)`);
}
