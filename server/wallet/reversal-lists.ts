import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { playerBalances } from '../ledger/ledger.ts';
import type { ReversalKind, ReversalRow } from './reversals.ts';
import { depositOrders, depositReversals } from './schema.ts';

/** A reversal with what finance reads beside it: the deposit's payment method and the player's account name. */
export interface ReversalView {
  row: ReversalRow;
  account: string;
  paymentMethod: string | null;
}

/** A player whose withdrawals are held (holds.ts), for finance. */
export interface HeldPlayer {
  userId: number;
  account: string;
  openDisputes: number;
  /** Hundredths owed (open disputes' uncovered part included). */
  debt: number;
  /** The coin the player has now (what settling would collect, up to the debt). */
  coin: number;
  /** When the oldest reversal holding them was recorded (ms). */
  since: number;
}

async function accountsOf(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, account: users.account }).from(users).where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.account]));
}

/** Refunds or disputes, newest first (open disputes among them), at most `limit`. */
export async function listReversals(db: Executor, kind: ReversalKind, limit: number): Promise<ReversalView[]> {
  const rows = await db.select().from(depositReversals).where(eq(depositReversals.kind, kind)).orderBy(desc(depositReversals.id)).limit(limit);
  return viewsOf(db, rows);
}

export async function viewsOf(db: Executor, rows: ReversalRow[]): Promise<ReversalView[]> {
  const accounts = await accountsOf(db, rows.map((row) => row.userId));
  const orderNos = [...new Set(rows.map((row) => row.orderNo))];
  const methods = orderNos.length
    ? await db.select({ orderNo: depositOrders.orderNo, method: depositOrders.paymentMethod }).from(depositOrders).where(inArray(depositOrders.orderNo, orderNos))
    : [];
  const methodOf = new Map(methods.map((m) => [m.orderNo, m.method]));
  return rows.map((row) => ({ row, account: accounts.get(row.userId) ?? '', paymentMethod: methodOf.get(row.orderNo) ?? null }));
}

/** Players whose withdrawals are held, the longest held first, at most `limit`. */
export async function heldPlayers(db: Executor, limit: number): Promise<HeldPlayer[]> {
  const open = sql`${depositReversals.kind} = 'dispute' AND ${depositReversals.status} = 'open'`;
  const unsettled = sql`${depositReversals.debt} > 0 AND ${depositReversals.debtSettledAt} IS NULL`;
  const rows = await db
    .select({
      userId: depositReversals.userId,
      disputes: sql<string>`count(*) FILTER (WHERE ${open})`,
      debt: sql<string>`coalesce(sum(${depositReversals.debt}) FILTER (WHERE ${depositReversals.debtSettledAt} IS NULL), 0)`,
      since: sql<string>`(extract(epoch FROM min(${depositReversals.createdAt})) * 1000)::bigint`,
    })
    .from(depositReversals)
    .where(sql`(${open}) OR (${unsettled})`)
    .groupBy(depositReversals.userId)
    .orderBy(sql`min(${depositReversals.createdAt})`, depositReversals.userId)
    .limit(limit);
  const accounts = await accountsOf(db, rows.map((row) => row.userId));
  const held: HeldPlayer[] = [];
  for (const row of rows) {
    const { coin } = await playerBalances(db, row.userId);
    held.push({ userId: row.userId, account: accounts.get(row.userId) ?? '', openDisputes: Number(row.disputes), debt: Number(row.debt), coin, since: Number(row.since) });
  }
  return held;
}

/** One reversal by id, with its view (the console's answers after an action). */
export async function reversalView(db: Executor, id: number): Promise<ReversalView | undefined> {
  const rows = await db.select().from(depositReversals).where(eq(depositReversals.id, id));
  return (await viewsOf(db, rows))[0];
}
