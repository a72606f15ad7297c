import { and, asc, count, desc, eq, gte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { withdrawals } from './schema.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export function withdrawalsRepo(db: Executor) {
  return {
    async byRequest(userId: number, requestId: string) {
      const [row] = await db
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.userId, userId), eq(withdrawals.requestId, requestId)))
        .limit(1);
      return row;
    },
    async countSince(userId: number, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(withdrawals)
        .where(and(eq(withdrawals.userId, userId), gte(withdrawals.createdAt, since)));
      return row?.n ?? 0;
    },
    async pendingOnCard(cardId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(withdrawals)
        .where(and(eq(withdrawals.cardId, cardId), eq(withdrawals.status, 'pending')));
      return row?.n ?? 0;
    },
    /**
     * The player took money out since `since`, or has a request still waiting (which a rejection would
     * return): the bankruptcy gift reads it (a player who cashed out did not run out). Not rejected ones.
     */
    async cashingOutSince(userId: number, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(and(eq(withdrawals.userId, userId), or(eq(withdrawals.status, 'pending'), and(eq(withdrawals.status, 'paid'), gte(withdrawals.createdAt, since)))))
        .limit(1);
      return row !== undefined;
    },
    recent: (userId: number, limit: number) => db.select().from(withdrawals).where(eq(withdrawals.userId, userId)).orderBy(desc(withdrawals.id)).limit(limit),
    pending: (limit: number) => db.select().from(withdrawals).where(eq(withdrawals.status, 'pending')).orderBy(asc(withdrawals.id)).limit(limit),
    async insert(values: typeof withdrawals.$inferInsert) {
      const [row] = await db.insert(withdrawals).values(values).returning();
      return row!;
    },
    /** A pending request, its row locked until the transaction ends (a decision reads it first); undefined otherwise. */
    async pendingForUpdate(id: number) {
      const [row] = await db
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
        .for('update');
      return row;
    },
    /** Moves a pending request to paid or rejected; undefined when it was not pending (decided already). */
    async decide(id: number, status: 'paid' | 'rejected', reason: string, now: Date, decidedBy: string) {
      const [row] = await db
        .update(withdrawals)
        .set({ status, reason, decidedAt: now, decidedBy })
        .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
        .returning();
      return row;
    },
    /** Serialises one player's withdrawal requests: the daily count and the balance are checked under it. */
    async lockPlayer(userId: number) {
      await db.execute(sql`SELECT id FROM ${users} WHERE ${users.id} = ${userId} FOR UPDATE`);
    },
  };
}
