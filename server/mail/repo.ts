import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { mailMessages } from './schema.ts';

export type MailRow = typeof mailMessages.$inferSelect;
export type NewMail = typeof mailMessages.$inferInsert;

/** The inbox's rows: always one player's (every read names the owner, so another's id finds nothing). */
export function mailRepo(db: Executor) {
  return {
    /** A page, newest first, before `beforeId`; one more than asked tells whether another page follows. */
    page: (userId: number, beforeId: number | undefined, size: number) =>
      db
        .select()
        .from(mailMessages)
        .where(and(eq(mailMessages.userId, userId), beforeId === undefined ? undefined : lt(mailMessages.id, beforeId)))
        .orderBy(desc(mailMessages.id))
        .limit(size + 1),

    /** One of the player's mails; `lock` holds it until the transaction ends (claims and deletes take turns). */
    async own(userId: number, id: number, lock = false): Promise<MailRow | undefined> {
      const query = db
        .select()
        .from(mailMessages)
        .where(and(eq(mailMessages.id, id), eq(mailMessages.userId, userId)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async unread(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(mailMessages)
        .where(and(eq(mailMessages.userId, userId), isNull(mailMessages.readAt)));
      return Number(row?.n ?? 0);
    },

    /** Unread counts of several players (a job's batch), by player. */
    async unreadOf(userIds: readonly number[]): Promise<Map<number, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ userId: mailMessages.userId, n: count() })
        .from(mailMessages)
        .where(and(inArray(mailMessages.userId, [...userIds]), isNull(mailMessages.readAt)))
        .groupBy(mailMessages.userId);
      return new Map(rows.map((row) => [row.userId, Number(row.n)]));
    },

    /** Whether an attachment waits: claimable (not claimed, not expired) on some mail of the player. */
    async attachmentWaiting(userId: number, now: number): Promise<boolean> {
      const [row] = await db
        .select({ id: mailMessages.id })
        .from(mailMessages)
        .where(
          and(
            eq(mailMessages.userId, userId),
            isNull(mailMessages.claimedAt),
            sql`jsonb_array_length(${mailMessages.items}) > 0`,
            sql`(${mailMessages.expiresAt} IS NULL OR ${mailMessages.expiresAt} > ${new Date(now).toISOString()})`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async insert(values: NewMail): Promise<MailRow> {
      const [row] = await db.insert(mailMessages).values(values).returning();
      return row!;
    },

    markRead: (id: number, now: number) =>
      db
        .update(mailMessages)
        .set({ readAt: new Date(now) })
        .where(and(eq(mailMessages.id, id), isNull(mailMessages.readAt))),

    markClaimed: (id: number, grantId: number, now: number) =>
      db
        .update(mailMessages)
        .set({ claimedAt: new Date(now), grantId, readAt: sql`coalesce(${mailMessages.readAt}, ${new Date(now).toISOString()}::timestamptz)` })
        .where(eq(mailMessages.id, id)),

    remove: (id: number) => db.delete(mailMessages).where(eq(mailMessages.id, id)),

    /** The player's row, locked: every change to a player's inbox takes this lock first (docs/money.md lock order). */
    async lockPlayer(userId: number): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },
  };
}
