import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { PgCode, pgCode } from './errors.ts';
import { users } from './schema.ts';

export type NewUser = typeof users.$inferInsert;

/**
 * The player row (`users`, a kernel table every money path locks): any area may read and lock it, so
 * its repository sits in the kernel beside it; sign-up, sign-in, security and the console use it.
 */
export function usersRepo(db: Executor) {
  const one = async (where: ReturnType<typeof eq>) => {
    const [row] = await db.select().from(users).where(where).limit(1);
    return row;
  };
  return {
    byId: (id: number) => one(eq(users.id, id)),
    byAccount: (account: string) => one(eq(sql`lower(${users.account})`, account.toLowerCase())),
    byMobile: (mobile: string) => one(eq(users.mobile, mobile)),
    byInviteCode: (code: string) => one(eq(users.inviteCode, code.toUpperCase())),
    /** Inserts unless the account or mobile is taken; returns undefined then. */
    async insert(values: NewUser) {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return row;
    },
    /** Sets a first password; false when one is already set (another tab got there first). */
    async setPasswordIfUnset(id: number, passwordHash: string) {
      const rows = await db
        .update(users)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(and(eq(users.id, id), isNull(users.passwordHash)))
        .returning({ id: users.id });
      return rows.length === 1;
    },
    /**
     * Links a mobile number; false when the player already has one (another tab got there first) or
     * another account took the number meanwhile (a registration committed between the caller's check
     * and this update: the unique index refuses it, and the caller's transaction is then aborted).
     */
    async setMobileIfUnset(id: number, mobile: string) {
      try {
        const rows = await db
          .update(users)
          .set({ mobile, updatedAt: sql`now()` })
          .where(and(eq(users.id, id), isNull(users.mobile)))
          .returning({ id: users.id });
        return rows.length === 1;
      } catch (error) {
        if (pgCode(error) === PgCode.uniqueViolation) return false;
        throw error;
      }
    },
    async update(id: number, values: Partial<NewUser>) {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}
