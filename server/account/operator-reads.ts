import { and, asc, count, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import { normaliseMobile } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';

// What the operator's console reads of the players: its search and the day's sign-ups.

export type PlayerRow = typeof users.$inferSelect;

const MAX_ID = 2_147_483_647;

/** A LIKE pattern matching values that start with `text` as typed (its %, _ and \ taken literally). */
const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Players an operator looks for (the console's search): the one whose id is `query`, those whose
 * account name starts with it (any case), and those whose mobile starts with it in whatever form it
 * was typed (09…, 639…, +639…: numbers are stored 639…). At most `limit`; the exact id first, then
 * by id, so the same query lists the same players in the same order.
 */
export function searchPlayers(db: Executor, query: string, limit = 20): Promise<PlayerRow[]> {
  const q = query.trim();
  const id = /^\d{1,10}$/.test(q) && Number(q) <= MAX_ID ? Number(q) : undefined;
  const mobile = /^\+?\d+$/.test(q) ? normaliseMobile(q) : undefined;
  return db
    .select()
    .from(users)
    .where(
      or(
        id === undefined ? undefined : eq(users.id, id),
        sql`lower(${users.account}) LIKE ${startsWith(q.toLowerCase())}`,
        mobile === undefined || mobile === '' ? undefined : sql`${users.mobile} LIKE ${startsWith(mobile)}`,
      ),
    )
    .orderBy(desc(sql`${users.id} = ${id ?? 0}`), asc(users.id))
    .limit(limit);
}

/** Players registered in [start, end) (users.created_at: the database's clock). */
export async function signUpsBetween(db: Executor, start: Date, end: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(gte(users.createdAt, start), lt(users.createdAt, end)));
  return Number(row?.n ?? 0);
}
