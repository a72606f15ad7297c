import { and, asc, count, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rainEvents, rainPackets } from './schema.ts';

/** The rain's tables (docs/rain.md): events, packets, and the counts the calls and the console show. */
export type RainEventRow = typeof rainEvents.$inferSelect;
export type RainPacketRow = typeof rainPackets.$inferSelect;

/**
 * The advisory lock key of the rain's schedule (the activity's id, 65, in its own namespace): one-off
 * creates and changes (console.ts) and the daily schedule's making (schedule-maker.ts) hold it, so an
 * event is never made over another one checked a moment before.
 */
export const RAIN_SCHEDULE_LOCK = 0x5241_0065;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Per event: packets taken, their sum, the players who took them. */
export interface RainOutcome {
  taken: number;
  paid: number;
  players: number;
}

export function rainRepo(db: Executor) {
  return {
    async byId(id: number, opts: { lock?: boolean } = {}): Promise<RainEventRow | undefined> {
      const query = db.select().from(rainEvents).where(eq(rainEvents.id, id));
      const [row] = opts.lock ? await query.for('update') : await query;
      return row;
    },

    async insert(values: typeof rainEvents.$inferInsert): Promise<RainEventRow> {
      const [row] = await db.insert(rainEvents).values(values).returning();
      return row!;
    },

    async update(id: number, values: Partial<typeof rainEvents.$inferInsert>): Promise<RainEventRow> {
      const [row] = await db.update(rainEvents).set(values).where(eq(rainEvents.id, id)).returning();
      return row!;
    },

    /** A non-cancelled event whose time overlaps [startsAt, endsAt), other than `except`. */
    async overlapping(startsAt: Date, endsAt: Date, except?: number): Promise<RainEventRow | undefined> {
      const [row] = await db
        .select()
        .from(rainEvents)
        .where(and(ne(rainEvents.state, 'cancelled'), lt(rainEvents.startsAt, endsAt), gt(rainEvents.endsAt, startsAt), except === undefined ? undefined : ne(rainEvents.id, except)))
        .limit(1);
      return row;
    },

    /** Events whose time touches [from, to), soonest first: what a player's config lists. */
    async between(from: Date, to: Date, limit = 50): Promise<RainEventRow[]> {
      return db
        .select()
        .from(rainEvents)
        .where(and(gt(rainEvents.endsAt, from), lt(rainEvents.startsAt, to)))
        .orderBy(asc(rainEvents.startsAt))
        .limit(limit);
    },

    /** Ids of events with a transition due at `now`: a scheduled one started, an open one over. */
    async due(now: Date): Promise<{ id: number; state: string }[]> {
      return db
        .select({ id: rainEvents.id, state: rainEvents.state })
        .from(rainEvents)
        .where(sql`(${rainEvents.state} = 'scheduled' AND ${rainEvents.startsAt} <= ${now.toISOString()}::timestamptz) OR (${rainEvents.state} = 'open' AND ${rainEvents.endsAt} <= ${now.toISOString()}::timestamptz)`)
        .orderBy(asc(rainEvents.startsAt))
        .limit(20);
    },

    async page(pageNum: number, pageSize: number): Promise<{ list: RainEventRow[]; total: number }> {
      const list = await db
        .select()
        .from(rainEvents)
        .orderBy(desc(rainEvents.startsAt), desc(rainEvents.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize);
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(rainEvents);
      return { list, total: Number(n) };
    },

    /** The packets of an event, in list order (the allocation, for a verifier and the tests). */
    async packets(eventId: number): Promise<RainPacketRow[]> {
      return db.select().from(rainPackets).where(eq(rainPackets.eventId, eventId)).orderBy(asc(rainPackets.idx));
    },

    /** Writes the allocated list in one statement (up to 100,000 rows: one array parameter). */
    async insertPackets(eventId: number, amounts: readonly number[]): Promise<void> {
      await db.execute(sql`
        INSERT INTO rain_packets (event_id, idx, amount)
        SELECT ${eventId}, (x.n - 1)::int, x.a FROM unnest(${`{${amounts.join(',')}}`}::bigint[]) WITH ORDINALITY AS x(a, n)`);
    },

    /** This player's packet of `seq` in the event, if taken. */
    async playerPacket(eventId: number, userId: number, seq: number): Promise<RainPacketRow | undefined> {
      const [row] = await db
        .select()
        .from(rainPackets)
        .where(and(eq(rainPackets.eventId, eventId), eq(rainPackets.claimedBy, userId), eq(rainPackets.seq, seq)));
      return row;
    },

    /** How many packets this player took in each event, and what they paid. */
    async playerTotals(eventIds: number[], userId: number): Promise<Map<number, { claimed: number; won: number }>> {
      if (eventIds.length === 0) return new Map();
      const rows = await db
        .select({ eventId: rainPackets.eventId, claimed: count(), won: sql<string>`coalesce(sum(${rainPackets.amount}), 0)` })
        .from(rainPackets)
        .where(and(inArray(rainPackets.eventId, eventIds), eq(rainPackets.claimedBy, userId)))
        .groupBy(rainPackets.eventId);
      return new Map(rows.map((r) => [r.eventId, { claimed: Number(r.claimed), won: Number(r.won) }]));
    },

    /** Packets not yet taken, per event (the partial index of free packets). */
    async left(eventIds: number[]): Promise<Map<number, number>> {
      if (eventIds.length === 0) return new Map();
      const rows = await db
        .select({ eventId: rainPackets.eventId, n: count() })
        .from(rainPackets)
        .where(and(inArray(rainPackets.eventId, eventIds), isNull(rainPackets.claimedBy)))
        .groupBy(rainPackets.eventId);
      return new Map(rows.map((r) => [r.eventId, Number(r.n)]));
    },

    /**
     * Takes the next free packet for the player's `seq`-th tap, atomically: the first free one in list
     * order that no other transaction holds (SKIP LOCKED, so 200 taps at once each get their own
     * without waiting in line), marked in the same statement. Undefined when none is free.
     */
    async take(eventId: number, userId: number, seq: number, now: Date): Promise<RainPacketRow | undefined> {
      const rows = rowsOf<{ idx: number; amount: string | number }>(
        await db.execute(sql`
          UPDATE rain_packets SET claimed_by = ${userId}, seq = ${seq}, claimed_at = ${now.toISOString()}::timestamptz
          WHERE (event_id, idx) = (SELECT event_id, idx FROM rain_packets WHERE event_id = ${eventId} AND claimed_by IS NULL ORDER BY idx LIMIT 1 FOR UPDATE SKIP LOCKED)
          RETURNING idx, amount`),
      );
      const row = rows[0];
      if (!row) return undefined;
      return { eventId, idx: Number(row.idx), amount: Number(row.amount), claimedBy: userId, seq, claimedAt: now, grantId: null };
    },

    async setGrant(eventId: number, idx: number, grantId: number): Promise<void> {
      await db
        .update(rainPackets)
        .set({ grantId })
        .where(and(eq(rainPackets.eventId, eventId), eq(rainPackets.idx, idx)));
    },

    /** Per event: packets taken, paid, distinct players (the console's outcome). */
    async outcomes(eventIds: number[]): Promise<Map<number, RainOutcome>> {
      if (eventIds.length === 0) return new Map();
      const rows = await db
        .select({
          eventId: rainPackets.eventId,
          taken: count(),
          paid: sql<string>`coalesce(sum(${rainPackets.amount}), 0)`,
          players: sql<string>`count(DISTINCT ${rainPackets.claimedBy})`,
        })
        .from(rainPackets)
        .where(and(inArray(rainPackets.eventId, eventIds), sql`${rainPackets.claimedBy} IS NOT NULL`))
        .groupBy(rainPackets.eventId);
      return new Map(rows.map((r) => [r.eventId, { taken: Number(r.taken), paid: Number(r.paid), players: Number(r.players) }]));
    },
  };
}
