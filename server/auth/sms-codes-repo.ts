import { and, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { smsCodes } from '../db/schema.ts';

export function smsCodesRepo(db: Executor) {
  return {
    async latest(mobile: string, purpose: number) {
      const [row] = await db
        .select()
        .from(smsCodes)
        .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose)))
        .orderBy(desc(smsCodes.id))
        .limit(1);
      return row;
    },
    async countForMobileSince(mobile: string, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(smsCodes)
        .where(and(eq(smsCodes.mobile, mobile), gte(smsCodes.createdAt, since)));
      return row?.n ?? 0;
    },
    async countForAddressSince(ip: string, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(smsCodes)
        .where(and(eq(smsCodes.ip, ip), gte(smsCodes.createdAt, since)));
      return row?.n ?? 0;
    },
    async insert(values: typeof smsCodes.$inferInsert) {
      await db.insert(smsCodes).values(values);
    },
    /** Takes one attempt unless `limit` are used up; true when this call got one. */
    async addAttempt(id: number, limit: number) {
      const rows = await db
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + 1` })
        .where(and(eq(smsCodes.id, id), lt(smsCodes.attempts, limit)))
        .returning({ id: smsCodes.id });
      return rows.length === 1;
    },
    /** Marks the code used unless it already was; true when this call spent it. */
    async consumeOnce(id: number, at: Date) {
      const rows = await db
        .update(smsCodes)
        .set({ consumedAt: at })
        .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
        .returning({ id: smsCodes.id });
      return rows.length === 1;
    },
  };
}
