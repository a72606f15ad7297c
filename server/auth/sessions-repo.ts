import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';

export function sessionsRepo(db: Executor) {
  return {
    async create(values: { userId: number; tokenHash: string; expiresAt: Date; ip: string; userAgent: string }) {
      const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
      return row!.id;
    },
    /** The live session for a token hash, with its user. */
    async findLive(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ sessionId: sessions.id, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .limit(1);
      return row;
    },
    async revoke(sessionId: number) {
      await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },
    async revokeAllForUser(userId: number) {
      await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
  };
}
