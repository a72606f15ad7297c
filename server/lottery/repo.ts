import { and, asc, count, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { lotteryDraws, lotteryOrders, lotteryProducts, lotteryTickets } from './schema.ts';

export type LotteryProductRow = typeof lotteryProducts.$inferSelect;
export type LotteryDrawRow = typeof lotteryDraws.$inferSelect;
export type LotteryOrderRow = typeof lotteryOrders.$inferSelect;
export type LotteryTicketRow = typeof lotteryTickets.$inferSelect;

/** A Postgres int[] literal for a list of integers (the driver's array handling differs between PGlite and pg). */
export const intArray = (values: readonly number[]) => `{${values.map((v) => Math.trunc(v)).join(',')}}`;

/** The lottery's tables (docs/lottery.md). */
export function lotteryRepo(db: Executor) {
  return {
    products: () => db.select().from(lotteryProducts).orderBy(asc(lotteryProducts.sort), asc(lotteryProducts.id)),
    async product(id: number, opts: { lock?: boolean } = {}): Promise<LotteryProductRow | undefined> {
      const q = db.select().from(lotteryProducts).where(eq(lotteryProducts.id, id));
      const [row] = opts.lock ? await q.for('update') : await q;
      return row;
    },
    async insertProduct(row: typeof lotteryProducts.$inferInsert): Promise<LotteryProductRow | undefined> {
      const [made] = await db.insert(lotteryProducts).values(row).onConflictDoNothing().returning();
      return made;
    },
    async updateProduct(id: number, change: Partial<typeof lotteryProducts.$inferInsert>): Promise<LotteryProductRow> {
      const [row] = await db.update(lotteryProducts).set(change).where(eq(lotteryProducts.id, id)).returning();
      return row!;
    },

    /**
     * A draw by id. `lock: 'share'` is an order's: many orders of one draw go on together, and the close
     * and the draw (`lock: 'update'`) wait for them, so a sale lands before the cut-off or is refused.
     */
    async draw(id: number, opts: { lock?: 'share' | 'update' } = {}): Promise<LotteryDrawRow | undefined> {
      const q = db.select().from(lotteryDraws).where(eq(lotteryDraws.id, id));
      const [row] = opts.lock ? await q.for(opts.lock) : await q;
      return row;
    },
    async insertDraw(row: typeof lotteryDraws.$inferInsert): Promise<void> {
      await db.insert(lotteryDraws).values(row).onConflictDoNothing();
    },
    async updateDraw(id: number, change: Partial<typeof lotteryDraws.$inferInsert>): Promise<LotteryDrawRow> {
      const [row] = await db.update(lotteryDraws).set(change).where(eq(lotteryDraws.id, id)).returning();
      return row!;
    },
    /** Draws with a transition due at `now`: sales to close, numbers to draw, prizes to pay. */
    due: (now: Date) =>
      db
        .select({ id: lotteryDraws.id })
        .from(lotteryDraws)
        .where(and(ne(lotteryDraws.state, 'settled'), lte(lotteryDraws.closesAt, now)))
        .orderBy(asc(lotteryDraws.id)),
    /** Each product's draws still on sale (state selling), soonest first. */
    selling: () => db.select().from(lotteryDraws).where(eq(lotteryDraws.state, 'selling')).orderBy(asc(lotteryDraws.drawAt)),
    async history(productId: number | undefined, limit: number, offset: number): Promise<{ rows: LotteryDrawRow[]; total: number }> {
      const where = and(inArray(lotteryDraws.state, ['drawn', 'settled']), productId === undefined ? undefined : eq(lotteryDraws.productId, productId));
      const rows = await db.select().from(lotteryDraws).where(where).orderBy(desc(lotteryDraws.drawAt), desc(lotteryDraws.id)).limit(limit).offset(offset);
      const [total] = await db.select({ n: count() }).from(lotteryDraws).where(where);
      return { rows, total: Number(total?.n ?? 0) };
    },
    /** The console's list: every draw, newest first. */
    async allDraws(limit: number, offset: number): Promise<{ rows: LotteryDrawRow[]; total: number }> {
      const rows = await db.select().from(lotteryDraws).orderBy(desc(lotteryDraws.drawAt), desc(lotteryDraws.id)).limit(limit).offset(offset);
      const [total] = await db.select({ n: count() }).from(lotteryDraws);
      return { rows, total: Number(total?.n ?? 0) };
    },
    /** Per draw: lines sold, lines that won, their prizes (hundredths), players. */
    async totals(ids: number[]): Promise<Map<number, { lines: number; winningLines: number; prizes: number; players: number }>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          drawId: lotteryTickets.drawId,
          lines: sql<number>`count(*)::int`,
          winningLines: sql<number>`count(*) FILTER (WHERE ${lotteryTickets.prize} > 0)::int`,
          prizes: sql<string>`coalesce(sum(${lotteryTickets.prize}), 0)::text`,
          players: sql<number>`count(DISTINCT ${lotteryTickets.userId})::int`,
        })
        .from(lotteryTickets)
        .where(inArray(lotteryTickets.drawId, ids))
        .groupBy(lotteryTickets.drawId);
      return new Map(rows.map((r) => [r.drawId, { lines: Number(r.lines), winningLines: Number(r.winningLines), prizes: Number(r.prizes), players: Number(r.players) }]));
    },

    async orderByRequest(userId: number, requestId: string): Promise<LotteryOrderRow | undefined> {
      const [row] = await db.select().from(lotteryOrders).where(and(eq(lotteryOrders.userId, userId), eq(lotteryOrders.requestId, requestId)));
      return row;
    },
    async insertOrder(row: typeof lotteryOrders.$inferInsert): Promise<LotteryOrderRow> {
      const [made] = await db.insert(lotteryOrders).values(row).returning();
      return made!;
    },
    async insertTickets(rows: (typeof lotteryTickets.$inferInsert)[]): Promise<void> {
      if (rows.length) await db.insert(lotteryTickets).values(rows);
    },
    ticketsOfOrder: (orderId: number) => db.select().from(lotteryTickets).where(eq(lotteryTickets.orderId, orderId)).orderBy(asc(lotteryTickets.id)),
    async playerTickets(userId: number, limit: number, offset: number) {
      const rows = await db
        .select({ ticket: lotteryTickets, pay: lotteryOrders.pay, drawAt: lotteryDraws.drawAt, state: lotteryDraws.state, productName: lotteryProducts.name })
        .from(lotteryTickets)
        .innerJoin(lotteryOrders, eq(lotteryOrders.id, lotteryTickets.orderId))
        .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTickets.drawId))
        .innerJoin(lotteryProducts, eq(lotteryProducts.id, lotteryDraws.productId))
        .where(eq(lotteryTickets.userId, userId))
        .orderBy(desc(lotteryTickets.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(lotteryTickets).where(eq(lotteryTickets.userId, userId));
      return { rows, total: Number(total?.n ?? 0) };
    },

    /**
     * Every ticket's matches and prize from the drawn numbers, in one statement (the draw's row is held):
     * matched = how many of its numbers are drawn; prize = the paytable's amount for that, else 0.
     */
    async scoreTickets(drawId: number, numbers: readonly number[], paytable: readonly { matches: number; prize: number }[]): Promise<void> {
      const matches = intArray(paytable.map((r) => r.matches));
      const prizes = `{${paytable.map((r) => Math.trunc(r.prize)).join(',')}}`;
      await db.execute(sql`
        UPDATE lottery_tickets t SET matched = m.c,
               prize = coalesce((SELECT p.prize FROM unnest(${matches}::int[], ${prizes}::bigint[]) AS p(m, prize) WHERE p.m = m.c), 0)
        FROM (SELECT id, (SELECT count(*)::int FROM unnest(numbers) AS n WHERE n = ANY(${intArray(numbers)}::int[])) AS c
              FROM lottery_tickets WHERE draw_id = ${drawId}) m
        WHERE t.id = m.id`);
    },
    /** Up to `limit` players with prizes of the draw not yet paid, and each one's sum (hundredths). */
    async unpaidWinners(drawId: number, limit: number): Promise<{ userId: number; prize: number; lines: number }[]> {
      const rows = await db
        .select({ userId: lotteryTickets.userId, prize: sql<string>`sum(${lotteryTickets.prize})::text`, lines: sql<number>`count(*)::int` })
        .from(lotteryTickets)
        .where(and(eq(lotteryTickets.drawId, drawId), sql`${lotteryTickets.prize} > 0`, sql`${lotteryTickets.grantId} IS NULL`))
        .groupBy(lotteryTickets.userId)
        .orderBy(asc(lotteryTickets.userId))
        .limit(limit);
      return rows.map((r) => ({ userId: r.userId, prize: Number(r.prize), lines: Number(r.lines) }));
    },
    async markPaid(drawId: number, userId: number, grantId: number): Promise<void> {
      await db
        .update(lotteryTickets)
        .set({ grantId })
        .where(and(eq(lotteryTickets.drawId, drawId), eq(lotteryTickets.userId, userId), sql`${lotteryTickets.prize} > 0`, sql`${lotteryTickets.grantId} IS NULL`));
    },
  };
}
