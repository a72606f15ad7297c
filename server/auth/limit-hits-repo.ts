import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { authLimitHits } from './schema.ts';

/** Hits of a sliding-window limit, by key (`register:<address key>`…). */
export function limitHitsRepo(db: Executor) {
  return {
    async countSince(key: string, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(authLimitHits)
        .where(and(eq(authLimitHits.key, key), gte(authLimitHits.createdAt, since)));
      return row?.n ?? 0;
    },
    async insert(key: string, at: Date) {
      await db.insert(authLimitHits).values({ key, createdAt: at });
    },
    /** Drops the key's hits that no window reaches any more, so an active key keeps a bounded history. */
    async forgetBefore(key: string, before: Date) {
      await db.delete(authLimitHits).where(and(eq(authLimitHits.key, key), lt(authLimitHits.createdAt, before)));
    },
  };
}
