import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { parsePusherConfig, type PusherConfig } from './config.ts';
import { pusherConfig, pusherDrops } from './schema.ts';

export type PusherDropRow = typeof pusherDrops.$inferSelect;

/** The pusher's config row (id 1) and its drops. */
export const pusherRepo = (db: Executor) => ({
  /** The config in force; null when there is no row or it does not parse (the pusher counts as off). */
  async config(): Promise<PusherConfig | null> {
    const [row] = await db.select({ config: pusherConfig.config }).from(pusherConfig).where(eq(pusherConfig.id, 1));
    return row ? parsePusherConfig(row.config) : null;
  },
  /** The stored row as it is (the console reads its time and locks it to save). */
  async row(forUpdate = false) {
    const query = db.select().from(pusherConfig).where(eq(pusherConfig.id, 1));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  },
  /** Writes the seed's config when there is none (a later start keeps an operator's). */
  async insertConfigMissing(config: PusherConfig, now: number): Promise<void> {
    await db.insert(pusherConfig).values({ id: 1, config, updatedAt: new Date(now) }).onConflictDoNothing();
  },
  /** Replaces the config (the console's save, audited by its caller; tests). */
  async setConfig(config: PusherConfig, now: number): Promise<void> {
    await db
      .insert(pusherConfig)
      .values({ id: 1, config, updatedAt: new Date(now) })
      .onConflictDoUpdate({ target: pusherConfig.id, set: { config, updatedAt: new Date(now) } });
  },
  async byRequest(userId: number, requestId: string): Promise<PusherDropRow | undefined> {
    const [row] = await db
      .select()
      .from(pusherDrops)
      .where(and(eq(pusherDrops.userId, userId), eq(pusherDrops.requestId, requestId)));
    return row;
  },
  async insert(values: typeof pusherDrops.$inferInsert): Promise<PusherDropRow> {
    const [row] = await db.insert(pusherDrops).values(values).returning();
    return row!;
  },
  /** The player's drops, newest first, a page at a time, and how many there are. */
  async page(userId: number, pageNum: number, pageSize: number): Promise<{ list: PusherDropRow[]; total: number }> {
    // One after another: `db` may be a transaction's single connection.
    const list = await db
      .select()
      .from(pusherDrops)
      .where(eq(pusherDrops.userId, userId))
      .orderBy(desc(pusherDrops.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize);
    const [total] = await db.select({ n: count() }).from(pusherDrops).where(eq(pusherDrops.userId, userId));
    return { list, total: Number(total?.n ?? 0) };
  },
  /** Every player's drops in [start, end): how many, staked and paid (the console's day). */
  async totalsBetween(start: Date, end: Date): Promise<{ drops: number; staked: number; paid: number }> {
    const [row] = await db
      .select({ drops: count(), staked: sql<string>`coalesce(sum(${pusherDrops.stake}), 0)`, paid: sql<string>`coalesce(sum(${pusherDrops.win}), 0)` })
      .from(pusherDrops)
      .where(and(gte(pusherDrops.createdAt, start), lt(pusherDrops.createdAt, end)));
    return { drops: Number(row?.drops ?? 0), staked: Number(row?.staked ?? 0), paid: Number(row?.paid ?? 0) };
  },
});
