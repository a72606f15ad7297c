import { and, count, eq, gte, max } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { loginFailures } from '../db/schema.ts';

export function loginFailuresRepo(db: Executor) {
  const stats = async (where: ReturnType<typeof eq>, since: Date) => {
    const [row] = await db
      .select({ n: count(), last: max(loginFailures.createdAt) })
      .from(loginFailures)
      .where(and(where, gte(loginFailures.createdAt, since)));
    return { count: row?.n ?? 0, last: row?.last ? new Date(row.last) : null };
  };
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
    clearAccount: async (accountKey: string) => {
      await db.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey));
    },
  };
}
