import { and, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { smsCodeAttempts, smsCodes } from './schema.ts';

export function smsCodesRepo(db: Executor) {
  const countWhere = async (...conditions: Parameters<typeof and>) => {
    const [row] = await db
      .select({ n: count() })
      .from(smsCodes)
      .where(and(...conditions));
    return row?.n ?? 0;
  };
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
    countForMobileSince: (mobile: string, since: Date) => countWhere(eq(smsCodes.mobile, mobile), gte(smsCodes.createdAt, since)),
    countForMobileFromAddressSince: (mobile: string, addressKey: string, since: Date) =>
      countWhere(eq(smsCodes.mobile, mobile), eq(smsCodes.addressKey, addressKey), gte(smsCodes.createdAt, since)),
    countForAddressSince: (addressKey: string, since: Date) => countWhere(eq(smsCodes.addressKey, addressKey), gte(smsCodes.createdAt, since)),
    async insert(values: typeof smsCodes.$inferInsert) {
      const [row] = await db.insert(smsCodes).values(values).returning({ id: smsCodes.id });
      return row!.id;
    },
    /** Forgets a code the provider did not send: it must not hold the number's cooldown or caps. */
    async remove(id: number) {
      await db.delete(smsCodes).where(eq(smsCodes.id, id));
    },
    /** Takes one of an address's guesses at a code unless `limit` are used up; true when this call got one. */
    async takeAddressAttempt(codeId: number, addressKey: string, limit: number) {
      const rows = await db
        .insert(smsCodeAttempts)
        .values({ codeId, addressKey, attempts: 1 })
        .onConflictDoUpdate({
          target: [smsCodeAttempts.codeId, smsCodeAttempts.addressKey],
          set: { attempts: sql`${smsCodeAttempts.attempts} + 1` },
          setWhere: lt(smsCodeAttempts.attempts, limit),
        })
        .returning({ attempts: smsCodeAttempts.attempts });
      return rows.length === 1;
    },
    /** Takes one guess from the pool shared by addresses other than the requester's; true when this call got one. */
    async takeOthersAttempt(id: number, limit: number) {
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
