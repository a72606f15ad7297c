import { and, asc, count, eq, gte, max, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { loginFailures } from './schema.ts';

/**
 * Failed sign-ins, one row each: the account key (login-guard.ts: one per player, whichever way they
 * sign in) and the address key (IPv6 by /64). In the database, so every server process counts the same.
 */
export function loginFailuresRepo(db: Executor) {
  const stats = async (where: SQL | undefined, since: Date) => {
    const [row] = await db
      .select({ n: count(), last: max(loginFailures.createdAt) })
      .from(loginFailures)
      .where(and(where, gte(loginFailures.createdAt, since)));
    return { count: row?.n ?? 0, last: row?.last ? new Date(row.last) : null };
  };
  const pair = (accountKey: string, ip: string) => and(eq(loginFailures.accountKey, accountKey), eq(loginFailures.ip, ip));
  return {
    record: async (accountKey: string, ip: string, at: Date) => {
      const [row] = await db.insert(loginFailures).values({ accountKey, ip, createdAt: at }).returning({ id: loginFailures.id });
      return row!.id;
    },
    remove: async (id: number) => {
      await db.delete(loginFailures).where(eq(loginFailures.id, id));
    },
    forAccount: (accountKey: string, since: Date) => stats(eq(loginFailures.accountKey, accountKey), since),
    forAddress: (ip: string, since: Date) => stats(eq(loginFailures.ip, ip), since),
    forPair: (accountKey: string, ip: string, since: Date) => stats(pair(accountKey, ip), since),
    /** One account's failures from one address since `since`, oldest first. */
    pairRows: (accountKey: string, ip: string, since: Date) =>
      db
        .select({ id: loginFailures.id, createdAt: loginFailures.createdAt })
        .from(loginFailures)
        .where(and(pair(accountKey, ip), gte(loginFailures.createdAt, since)))
        .orderBy(asc(loginFailures.id)),
    clearAccount: async (accountKey: string) => {
      await db.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey));
    },
  };
}
