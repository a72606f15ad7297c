import { and, asc, count, desc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { liveShows, liveShowWatch } from './schema.ts';

/** The live shows' tables (docs/shows.md): shows, and what each player was credited. */
export type LiveShowRow = typeof liveShows.$inferSelect;
export type LiveWatchRow = typeof liveShowWatch.$inferSelect;

/** The advisory lock key of the show schedule (activity 77 in its own namespace): creates and changes hold it, so two never overlap. */
export const LIVE_SCHEDULE_LOCK = 0x5348_0077;

/** Per show: players with a watch row, those who reached the reward, coin paid. */
export interface LiveOutcome {
  viewers: number;
  earned: number;
  paid: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export function showsRepo(db: Executor) {
  return {
    async byId(id: number, opts: { lock?: boolean } = {}): Promise<LiveShowRow | undefined> {
      const query = db.select().from(liveShows).where(eq(liveShows.id, id));
      const [row] = opts.lock ? await query.for('update') : await query;
      return row;
    },

    async insert(values: typeof liveShows.$inferInsert): Promise<LiveShowRow> {
      const [row] = await db.insert(liveShows).values(values).returning();
      return row!;
    },

    async update(id: number, values: Partial<typeof liveShows.$inferInsert>): Promise<LiveShowRow> {
      const [row] = await db.update(liveShows).set(values).where(eq(liveShows.id, id)).returning();
      return row!;
    },

    /** The show on air at `now` (not cancelled, started, not over); the earliest started if two touch. */
    async onAir(now: Date): Promise<LiveShowRow | undefined> {
      const [row] = await db
        .select()
        .from(liveShows)
        .where(and(isNull(liveShows.cancelledAt), lte(liveShows.startsAt, now), gt(liveShows.endsAt, now)))
        .orderBy(asc(liveShows.startsAt))
        .limit(1);
      return row;
    },

    /** Shows still to come within [now, until), soonest first. */
    async upcoming(now: Date, until: Date, limit = 20): Promise<LiveShowRow[]> {
      return db
        .select()
        .from(liveShows)
        .where(and(isNull(liveShows.cancelledAt), gt(liveShows.startsAt, now), sql`${liveShows.startsAt} < ${until.toISOString()}::timestamptz`))
        .orderBy(asc(liveShows.startsAt))
        .limit(limit);
    },

    /** A show other than `except`, not cancelled, whose time overlaps [startsAt, endsAt). */
    async overlapping(startsAt: Date, endsAt: Date, except?: number): Promise<LiveShowRow | undefined> {
      const [row] = await db
        .select()
        .from(liveShows)
        .where(and(isNull(liveShows.cancelledAt), sql`${liveShows.startsAt} < ${endsAt.toISOString()}::timestamptz`, gt(liveShows.endsAt, startsAt), except === undefined ? undefined : ne(liveShows.id, except)))
        .limit(1);
      return row;
    },

    async page(pageNum: number, pageSize: number): Promise<{ list: LiveShowRow[]; total: number }> {
      const list = await db
        .select()
        .from(liveShows)
        .orderBy(desc(liveShows.startsAt), desc(liveShows.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize);
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(liveShows);
      return { list, total: n };
    },

    async outcomes(ids: number[]): Promise<Map<number, LiveOutcome>> {
      if (ids.length === 0) return new Map();
      const rows = rowsOf<{ show_id: number; viewers: number; earned: number; paid: string }>(
        await db.execute(sql`
          SELECT w.show_id, count(*)::int AS viewers,
                 count(*) FILTER (WHERE s.reward_minutes > 0 AND w.watched_seconds >= s.reward_minutes * 60)::int AS earned,
                 coalesce(sum(s.reward_coin) FILTER (WHERE w.grant_id IS NOT NULL), 0)::text AS paid
          FROM live_show_watch w JOIN live_shows s ON s.id = w.show_id
          WHERE w.show_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
          GROUP BY w.show_id`),
      );
      return new Map(rows.map((r) => [r.show_id, { viewers: r.viewers, earned: r.earned, paid: Number(r.paid) }]));
    },

    async watch(showId: number, userId: number, opts: { lock?: boolean } = {}): Promise<LiveWatchRow | undefined> {
      const query = db.select().from(liveShowWatch).where(and(eq(liveShowWatch.showId, showId), eq(liveShowWatch.userId, userId)));
      const [row] = opts.lock ? await query.for('update') : await query;
      return row;
    },

    /** The player's first ping of a show: its row, counting from `at` (false when a row existed). */
    async startWatch(showId: number, userId: number, at: Date): Promise<boolean> {
      const inserted = await db.insert(liveShowWatch).values({ showId, userId, watchedSeconds: 0, lastPingAt: at }).onConflictDoNothing().returning({ showId: liveShowWatch.showId });
      return inserted.length > 0;
    },

    async setWatch(showId: number, userId: number, values: Partial<Pick<LiveWatchRow, 'watchedSeconds' | 'lastPingAt' | 'grantId'>>): Promise<void> {
      await db.update(liveShowWatch).set(values).where(and(eq(liveShowWatch.showId, showId), eq(liveShowWatch.userId, userId)));
    },

    async watchesOf(userId: number, showIds: number[]): Promise<Map<number, LiveWatchRow>> {
      if (showIds.length === 0) return new Map();
      const rows = await db.select().from(liveShowWatch).where(and(eq(liveShowWatch.userId, userId), inArray(liveShowWatch.showId, showIds)));
      return new Map(rows.map((r) => [r.showId, r]));
    },
  };
}
