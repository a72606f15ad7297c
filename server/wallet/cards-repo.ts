import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { PgCode, pgCode } from '../db/errors.ts';
import { userBanks } from './schema.ts';

export type CardRow = typeof userBanks.$inferSelect;
export interface CardFields {
  type: number;
  bankId: number;
  accountName: string;
  accountNo: string;
}


/** A player's withdrawal accounts. Deleted cards stay (withdrawals point at them) but are never listed. */
export function cardsRepo(db: Executor) {
  const live = (userId: number) => and(eq(userBanks.userId, userId), isNull(userBanks.deletedAt));
  return {
    list: (userId: number) => db.select().from(userBanks).where(live(userId)).orderBy(asc(userBanks.id)),
    async count(userId: number) {
      const [row] = await db.select({ n: count() }).from(userBanks).where(live(userId));
      return row?.n ?? 0;
    },
    async byId(userId: number, id: number) {
      const [row] = await db
        .select()
        .from(userBanks)
        .where(and(live(userId), eq(userBanks.id, id)))
        .limit(1);
      return row;
    },
    /** undefined when the player already has this account. */
    async insert(userId: number, fields: CardFields, now: Date) {
      try {
        const [row] = await db
          .insert(userBanks)
          .values({ userId, ...fields, createdAt: now, updatedAt: now })
          .returning();
        return row;
      } catch (error) {
        if (pgCode(error) === PgCode.uniqueViolation) return undefined;
        throw error;
      }
    },
    /** 'duplicate' when the new number is another of the player's cards. */
    async update(userId: number, id: number, fields: CardFields, now: Date) {
      try {
        const [row] = await db
          .update(userBanks)
          .set({ ...fields, updatedAt: now })
          .where(and(live(userId), eq(userBanks.id, id)))
          .returning();
        return row;
      } catch (error) {
        if (pgCode(error) === PgCode.uniqueViolation) return 'duplicate' as const;
        throw error;
      }
    },
    async remove(userId: number, id: number, now: Date) {
      const [row] = await db
        .update(userBanks)
        .set({ deletedAt: now })
        .where(and(live(userId), eq(userBanks.id, id)))
        .returning({ id: userBanks.id });
      return Boolean(row);
    },
  };
}
