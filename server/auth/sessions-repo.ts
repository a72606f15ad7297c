import { and, desc, eq, gt, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { rules } from '../config/rules.ts';
import type { Executor } from '../db/client.ts';
import { sessions } from './schema.ts';
import { users } from '../db/schema.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type SessionScope = 'full' | 'withdraw';

/** How long a session of this scope may stay unused (a withdraw-only one: 30 minutes). */
export const idleSecondsOf = (scope: string): number => (scope === 'withdraw' ? rules.token.withdrawOnlyIdleSeconds : rules.token.idleSeconds);

/**
 * Signed-in devices: one row per token (only its hash). A token is live while it is not revoked, not
 * past its 30-day life, and used within the idle limit of its scope (rules.token.idleSeconds; a withdraw-only
 * session withdrawOnlyIdleSeconds).
 */
export function sessionsRepo(db: Executor) {
  const usedSince = (scope: SessionScope, now: Date) =>
    and(eq(sessions.scope, scope), gt(sessions.lastUsedAt, new Date(now.getTime() - idleSecondsOf(scope) * 1000)));
  const live = (now: Date) => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), or(usedSince('full', now), usedSince('withdraw', now)));
  return {
    async create(values: { userId: number; tokenHash: string; expiresAt: Date; ip: string; userAgent: string; now: Date; scope?: SessionScope; scopeUntil?: Date | null }) {
      const { now, ...rest } = values;
      const [row] = await db
        .insert(sessions)
        .values({ ...rest, createdAt: now, lastUsedAt: now })
        .returning({ id: sessions.id });
      return row!.id;
    },
    /** Revokes the player's live tokens beyond the `keep` most recently used (the newest stays). */
    async revokeBeyond(userId: number, keep: number, now: Date) {
      const kept = db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), live(now)))
        .orderBy(desc(sessions.lastUsedAt), desc(sessions.id))
        .limit(keep);
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), live(now), sql`${sessions.id} NOT IN (${kept})`));
    },
    /** Which of these sessions are still live (the live channel closes the streams of the others: server/live/). */
    async liveIds(ids: number[], now: Date): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: sessions.id }).from(sessions).where(and(sql`${sessions.id} = ANY(${`{${ids.join(',')}}`}::int[])`, live(now)));
      return new Set(rows.map((r) => r.id));
    },
    /** The live session for a token hash, with its user. */
    async findLive(tokenHash: string, now: Date) {
      const [row] = await db
        .select({
          sessionId: sessions.id,
          user: users,
          lastUsedAt: sessions.lastUsedAt,
          stepUpUntil: sessions.stepUpUntil,
          scope: sessions.scope,
          scopeUntil: sessions.scopeUntil,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), live(now)))
        .limit(1);
      return row;
    },
    /**
     * Records that the token was used, at most once per rules.token.touchSeconds: the condition makes
     * parallel calls of one token write once, and a call within the minute write nothing.
     */
    async touch(sessionId: number, now: Date) {
      await db
        .update(sessions)
        .set({ lastUsedAt: now })
        .where(and(eq(sessions.id, sessionId), lt(sessions.lastUsedAt, new Date(now.getTime() - rules.token.touchSeconds * 1000))));
    },
    /** The player's live sessions, most recently used first. */
    listLive(userId: number, now: Date) {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), live(now)))
        .orderBy(desc(sessions.lastUsedAt), desc(sessions.id));
    },
    /**
     * The player's sessions, ended ones too, newest first (the console's player page): each with when
     * it ended (revoked, past its life, or idle too long), null while live.
     */
    async history(userId: number, now: Date, limit: number) {
      const rows = await db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt), desc(sessions.id)).limit(limit);
      return rows.map((row) => {
        const lapsed = Math.min(row.expiresAt.getTime(), row.lastUsedAt.getTime() + idleSecondsOf(row.scope) * 1000);
        const ends = [row.revokedAt?.getTime(), lapsed <= now.getTime() ? lapsed : undefined].filter((t): t is number => t !== undefined);
        return { ...row, endedAt: ends.length ? new Date(Math.min(...ends)) : null };
      });
    },
    /** Players whose token was last used in [start, end) (a session keeps only its last use). */
    async usersUsedBetween(start: Date, end: Date): Promise<number[]> {
      const rows = await db
        .selectDistinct({ userId: sessions.userId })
        .from(sessions)
        .where(and(gte(sessions.lastUsedAt, start), lt(sessions.lastUsedAt, end)));
      return rows.map((row) => row.userId);
    },
    /** Gives the token a step-up grant until `until`. */
    async grantStepUp(sessionId: number, until: Date) {
      await db.update(sessions).set({ stepUpUntil: until }).where(eq(sessions.id, sessionId));
    },
    /** True when this call revoked it (of two tabs signing out at once, one does). */
    async revoke(sessionId: number) {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length === 1;
    },
    async revokeAllForUser(userId: number) {
      await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
    /** Revokes every token of the player but `keep`; answers how many were still live. */
    async revokeOthers(userId: number, keep: number, now: Date) {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keep), live(now)))
        .returning({ id: sessions.id });
      // Dead ones (expired, idle) are revoked too, so none can come back; they are not counted.
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keep), isNull(sessions.revokedAt)));
      return rows.length;
    },
  };
}
