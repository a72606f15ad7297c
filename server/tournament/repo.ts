import { and, asc, count, desc, eq, gt, lt, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { tournamentEntries, tournamentResults, tournaments } from './schema.ts';

/** The tournaments' tables (docs/tournament.md): tournaments, entries, the places paid. */
export type TournamentRow = typeof tournaments.$inferSelect;
export type EntryRow = typeof tournamentEntries.$inferSelect;

/**
 * The advisory lock namespace of a tournament (the activity's id, 79): a spin entering it holds the
 * tournament's key shared (tried, never waited for), its end holds it exclusively, so the end sees
 * every spin that entered and no spin enters after it (docs/tournament.md "The end").
 */
export const TOURNAMENT_LOCK_SPACE = 0x5454_0079;
/** The console's schedule lock: creates and changes queue, so two admins cannot make overlapping tournaments. */
export const TOURNAMENT_SCHEDULE_LOCK = 0x5453_0079;

/** The ranking's order: score, then who reached it first, then the lower player id (docs/tournament.md "Ties"). */
const ranking = [desc(tournamentEntries.score), asc(tournamentEntries.reachedAt), asc(tournamentEntries.userId)] as const;

export function tournamentRepo(db: Executor) {
  return {
    async byId(id: number, opts: { lock?: boolean } = {}): Promise<TournamentRow | undefined> {
      const query = db.select().from(tournaments).where(eq(tournaments.id, id));
      const [row] = opts.lock ? await query.for('update') : await query;
      return row;
    },
    async insert(values: typeof tournaments.$inferInsert): Promise<TournamentRow> {
      const [row] = await db.insert(tournaments).values(values).returning();
      return row!;
    },
    async update(id: number, values: Partial<typeof tournaments.$inferInsert>): Promise<TournamentRow> {
      const [row] = await db.update(tournaments).set(values).where(eq(tournaments.id, id)).returning();
      return row!;
    },
    async page(pageNum: number, pageSize: number): Promise<{ list: TournamentRow[]; total: number }> {
      const list = await db
        .select()
        .from(tournaments)
        .orderBy(desc(tournaments.startsAt), desc(tournaments.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize);
      const [row] = await db.select({ n: count() }).from(tournaments);
      return { list, total: row?.n ?? 0 };
    },
    /** A scheduled tournament whose time overlaps [startsAt, endsAt), other than `except`. */
    async overlapping(startsAt: Date, endsAt: Date, except?: number): Promise<TournamentRow | undefined> {
      const [row] = await db
        .select()
        .from(tournaments)
        .where(and(ne(tournaments.state, 'cancelled'), lt(tournaments.startsAt, endsAt), gt(tournaments.endsAt, startsAt), except === undefined ? undefined : ne(tournaments.id, except)))
        .limit(1);
      return row;
    },
    /** The scheduled tournament running at `now` (at most one: they never overlap). */
    async runningAt(now: Date): Promise<TournamentRow | undefined> {
      const [row] = await db
        .select()
        .from(tournaments)
        .where(and(eq(tournaments.state, 'scheduled'), lte(tournaments.startsAt, now), gt(tournaments.endsAt, now)))
        .limit(1);
      return row;
    },
    async nextAfter(now: Date): Promise<TournamentRow | undefined> {
      const [row] = await db
        .select()
        .from(tournaments)
        .where(and(eq(tournaments.state, 'scheduled'), gt(tournaments.startsAt, now)))
        .orderBy(asc(tournaments.startsAt))
        .limit(1);
      return row;
    },
    async lastEnded(): Promise<TournamentRow | undefined> {
      const [row] = await db.select().from(tournaments).where(eq(tournaments.state, 'ended')).orderBy(desc(tournaments.endsAt)).limit(1);
      return row;
    },
    /** Scheduled tournaments whose end has come: the ends due. */
    async dueToEnd(now: Date): Promise<number[]> {
      const rows = await db
        .select({ id: tournaments.id })
        .from(tournaments)
        .where(and(eq(tournaments.state, 'scheduled'), lte(tournaments.endsAt, now)));
      return rows.map((r) => r.id);
    },
    /** The top `limit` entrants with their nicknames, in the ranking's order. */
    async top(tournamentId: number, limit: number): Promise<{ userId: number; nickname: string; score: number; reachedAt: Date }[]> {
      return db
        .select({ userId: tournamentEntries.userId, nickname: users.nickname, score: tournamentEntries.score, reachedAt: tournamentEntries.reachedAt })
        .from(tournamentEntries)
        .innerJoin(users, eq(users.id, tournamentEntries.userId))
        .where(eq(tournamentEntries.tournamentId, tournamentId))
        .orderBy(...ranking)
        .limit(limit);
    },
    /** Every entrant in the ranking's order (the end walks it, skipping protected players). */
    async ranked(tournamentId: number): Promise<EntryRow[]> {
      return db.select().from(tournamentEntries).where(eq(tournamentEntries.tournamentId, tournamentId)).orderBy(...ranking);
    },
    async entry(tournamentId: number, userId: number): Promise<EntryRow | undefined> {
      const [row] = await db
        .select()
        .from(tournamentEntries)
        .where(and(eq(tournamentEntries.tournamentId, tournamentId), eq(tournamentEntries.userId, userId)));
      return row;
    },
    /** 1 + the entrants ranked above this entry. */
    async placeOf(entry: EntryRow): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(tournamentEntries)
        .where(
          and(
            eq(tournamentEntries.tournamentId, entry.tournamentId),
            sql`(${tournamentEntries.score} > ${entry.score} OR (${tournamentEntries.score} = ${entry.score} AND (${tournamentEntries.reachedAt} < ${entry.reachedAt.toISOString()}::timestamptz
              OR (${tournamentEntries.reachedAt} = ${entry.reachedAt.toISOString()}::timestamptz AND ${tournamentEntries.userId} < ${entry.userId}))))`,
          ),
        );
      return (row?.n ?? 0) + 1;
    },
    async entrants(tournamentId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(tournamentEntries).where(eq(tournamentEntries.tournamentId, tournamentId));
      return row?.n ?? 0;
    },
    async insertResult(values: typeof tournamentResults.$inferInsert): Promise<void> {
      await db.insert(tournamentResults).values(values);
    },
    async results(tournamentId: number): Promise<{ place: number; userId: number; nickname: string; score: number; prize: number }[]> {
      return db
        .select({ place: tournamentResults.place, userId: tournamentResults.userId, nickname: users.nickname, score: tournamentResults.score, prize: tournamentResults.prize })
        .from(tournamentResults)
        .innerJoin(users, eq(users.id, tournamentResults.userId))
        .where(eq(tournamentResults.tournamentId, tournamentId))
        .orderBy(asc(tournamentResults.place));
    },
    async paidTotal(tournamentId: number): Promise<number> {
      const [row] = await db.select({ n: sql<string>`coalesce(sum(${tournamentResults.prize}), 0)::text` }).from(tournamentResults).where(eq(tournamentResults.tournamentId, tournamentId));
      return Number(row?.n ?? 0);
    },
    /** A player's places in ended tournaments, newest first. */
    async playerResults(userId: number, pageNum: number, pageSize: number) {
      const list = await db
        .select({ tournamentId: tournamentResults.tournamentId, place: tournamentResults.place, score: tournamentResults.score, prize: tournamentResults.prize, endsAt: tournaments.endsAt, measure: tournaments.measure })
        .from(tournamentResults)
        .innerJoin(tournaments, eq(tournaments.id, tournamentResults.tournamentId))
        .where(eq(tournamentResults.userId, userId))
        .orderBy(desc(tournaments.endsAt))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize);
      const [row] = await db.select({ n: count() }).from(tournamentResults).where(eq(tournamentResults.userId, userId));
      return { list, total: row?.n ?? 0 };
    },
  };
}
