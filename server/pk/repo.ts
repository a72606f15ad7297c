import { and, asc, count, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { PkCamp } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { pkRounds, pkSignups } from './schema.ts';

/** Red versus blue's tables (docs/pk.md): rounds, sign-ups, and the scores the calls and the console show. */
export type PkRoundRow = typeof pkRounds.$inferSelect;
export type PkSignupRow = typeof pkSignups.$inferSelect;

/**
 * The advisory lock key of the rounds' schedule (the activity's id, 59, in its own namespace): creates
 * and changes (console.ts) hold it, so two admins never schedule overlapping rounds at one moment.
 */
export const PK_SCHEDULE_LOCK = 0x504b_0059;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const iso = (d: Date) => d.toISOString();

export interface CampScores {
  red: { score: number; players: number };
  blue: { score: number; players: number };
}

export const NO_SCORES: CampScores = { red: { score: 0, players: 0 }, blue: { score: 0, players: 0 } };

export function pkRepo(db: Executor) {
  return {
    async byId(id: number, opts: { lock?: boolean } = {}): Promise<PkRoundRow | undefined> {
      const query = db.select().from(pkRounds).where(eq(pkRounds.id, id));
      const [row] = opts.lock ? await query.for('update') : await query;
      return row;
    },

    async insert(values: typeof pkRounds.$inferInsert): Promise<PkRoundRow> {
      const [row] = await db.insert(pkRounds).values(values).returning();
      return row!;
    },

    async update(id: number, values: Partial<typeof pkRounds.$inferInsert>): Promise<PkRoundRow> {
      const [row] = await db.update(pkRounds).set(values).where(eq(pkRounds.id, id)).returning();
      return row!;
    },

    /** A non-cancelled round whose time overlaps [startsAt, endsAt), other than `except`. */
    async overlapping(startsAt: Date, endsAt: Date, except?: number): Promise<PkRoundRow | undefined> {
      const [row] = await db
        .select()
        .from(pkRounds)
        .where(and(ne(pkRounds.state, 'cancelled'), lt(pkRounds.startsAt, endsAt), gt(pkRounds.endsAt, startsAt), except === undefined ? undefined : ne(pkRounds.id, except)))
        .limit(1);
      return row;
    },

    /**
     * The round a player sees now: the open one, else the next scheduled, else the last one over
     * (ended or settled) since `since`. Rounds never overlap, so "open" is at most one.
     */
    async current(now: Date, since: Date): Promise<PkRoundRow | undefined> {
      const [row] = await db
        .select()
        .from(pkRounds)
        .where(and(ne(pkRounds.state, 'cancelled'), gt(pkRounds.settlesAt, since)))
        .orderBy(
          // Running now, then the next to start, then the last one over (by state and times: a settled round is over whatever the clock says).
          sql`CASE WHEN ${pkRounds.state} IN ('scheduled', 'open') AND ${pkRounds.startsAt} <= ${iso(now)}::timestamptz AND ${pkRounds.endsAt} > ${iso(now)}::timestamptz THEN 0
            WHEN ${pkRounds.state} = 'scheduled' AND ${pkRounds.startsAt} > ${iso(now)}::timestamptz THEN 1 ELSE 2 END`,
          sql`CASE WHEN ${pkRounds.state} = 'scheduled' AND ${pkRounds.startsAt} > ${iso(now)}::timestamptz THEN ${pkRounds.startsAt} END ASC`,
          desc(pkRounds.endsAt),
        )
        .limit(1);
      return row;
    },

    /** Ids of rounds with a transition due at `now` (to open, to end, to settle), or open (their scores to push). */
    async due(now: Date): Promise<{ id: number }[]> {
      return db
        .select({ id: pkRounds.id })
        .from(pkRounds)
        .where(
          sql`${pkRounds.state} IN ('scheduled', 'open', 'ended') AND ((${pkRounds.state} = 'scheduled' AND ${pkRounds.startsAt} <= ${iso(now)}::timestamptz) OR ${pkRounds.state} = 'open' OR (${pkRounds.state} = 'ended' AND ${pkRounds.settlesAt} <= ${iso(now)}::timestamptz))`,
        )
        .orderBy(asc(pkRounds.startsAt))
        .limit(20);
    },

    async page(pageNum: number, pageSize: number): Promise<{ list: PkRoundRow[]; total: number }> {
      const list = await db
        .select()
        .from(pkRounds)
        .orderBy(desc(pkRounds.startsAt), desc(pkRounds.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize);
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(pkRounds);
      return { list, total: n };
    },

    /** Both camps' scores and player counts, per round. */
    async scores(roundIds: number[]): Promise<Map<number, CampScores>> {
      const out = new Map<number, CampScores>();
      if (roundIds.length === 0) return out;
      const rows = await db
        .select({ roundId: pkSignups.roundId, camp: pkSignups.camp, score: sql<string>`coalesce(sum(${pkSignups.contribution}), 0)::text`, players: count() })
        .from(pkSignups)
        .where(inArray(pkSignups.roundId, roundIds))
        .groupBy(pkSignups.roundId, pkSignups.camp);
      for (const row of rows) {
        const scores = out.get(row.roundId) ?? { red: { ...NO_SCORES.red }, blue: { ...NO_SCORES.blue } };
        scores[row.camp as PkCamp] = { score: Number(row.score), players: row.players };
        out.set(row.roundId, scores);
      }
      return out;
    },

    async signup(roundId: number, userId: number): Promise<PkSignupRow | undefined> {
      const [row] = await db
        .select()
        .from(pkSignups)
        .where(and(eq(pkSignups.roundId, roundId), eq(pkSignups.userId, userId)));
      return row;
    },

    /** The sign-up, inserted unless one exists (the primary key decides between concurrent ones); answers the row that stands. */
    async join(roundId: number, userId: number, camp: PkCamp, at: Date): Promise<PkSignupRow> {
      await db.insert(pkSignups).values({ roundId, userId, camp, joinedAt: at }).onConflictDoNothing();
      return (await this.signup(roundId, userId))!;
    },

    /** Every sign-up of a round, locked (the settlement). */
    async signupsForSettlement(roundId: number): Promise<PkSignupRow[]> {
      return db.select().from(pkSignups).where(eq(pkSignups.roundId, roundId)).orderBy(asc(pkSignups.userId)).for('update');
    },

    /** The prizes and grants of a settlement, in one statement. */
    async setPrizes(roundId: number, prizes: { userId: number; prize: number; grantId: number | null }[]): Promise<void> {
      if (prizes.length === 0) return;
      const data = JSON.stringify(prizes.map((p) => ({ u: p.userId, p: p.prize, g: p.grantId })));
      await db.execute(sql`
        UPDATE pk_signups s SET prize = (x.value->>'p')::bigint, grant_id = (x.value->>'g')::int
        FROM jsonb_array_elements(${data}::jsonb) AS x(value)
        WHERE s.round_id = ${roundId} AND s.user_id = (x.value->>'u')::int`);
    },

    /** A player's place within the camp by contribution (ties share the better place). */
    async rankInCamp(roundId: number, camp: PkCamp, contribution: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(pkSignups)
        .where(and(eq(pkSignups.roundId, roundId), eq(pkSignups.camp, camp), gt(pkSignups.contribution, contribution)));
      return (row?.n ?? 0) + 1;
    },

    /** The last `limit` rounds over (settled), newest first, with this player's part in each. */
    async history(userId: number, limit: number) {
      return rowsOf<{ id: number; starts_at: string | Date; ends_at: string | Date; winner: string | null; camp: string | null; contribution: string | null; prize: string | null }>(
        await db.execute(sql`
          SELECT r.id, r.starts_at, r.ends_at, r.winner, s.camp, s.contribution::text AS contribution, s.prize::text AS prize
          FROM pk_rounds r LEFT JOIN pk_signups s ON s.round_id = r.id AND s.user_id = ${userId}
          WHERE r.state = 'settled' ORDER BY r.ends_at DESC, r.id DESC LIMIT ${limit}`),
      );
    },

    /**
     * Adds a settled round's valid bet to the player's contribution in the round running at `now` that
     * they joined by then; answers the round, or nothing when the bet counts for none. The round's row
     * is share-locked, so its end (opener.ts, an update of that row) waits for bets under way, and a bet
     * after the end finds it ended and counts for nothing.
     */
    async findEarning(userId: number, now: Date): Promise<{ roundId: number } | undefined> {
      const rows = rowsOf<{ round_id: number }>(
        await db.execute(sql`
          SELECT s.round_id FROM pk_signups s JOIN pk_rounds r ON r.id = s.round_id
          WHERE s.user_id = ${userId} AND r.state IN ('scheduled', 'open') AND r.starts_at <= ${iso(now)}::timestamptz
            AND r.ends_at > ${iso(now)}::timestamptz AND s.joined_at <= ${iso(now)}::timestamptz
          LIMIT 1 FOR SHARE OF r`),
      );
      return rows[0] ? { roundId: rows[0].round_id } : undefined;
    },

    async addContribution(roundId: number, userId: number, amount: number): Promise<void> {
      await db
        .update(pkSignups)
        .set({ contribution: sql`${pkSignups.contribution} + ${amount}` })
        .where(and(eq(pkSignups.roundId, roundId), eq(pkSignups.userId, userId)));
    },
  };
}
