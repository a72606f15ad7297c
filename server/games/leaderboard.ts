import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/** One player's place on a board of valid bets. */
export interface BoardRow {
  userId: number;
  nickname: string;
  rank: number;
  validBet: number;
}

export interface Board {
  /** The page's rows, best first. */
  rows: BoardRow[];
  /** Players with valid bets above 0 in the days. */
  total: number;
  /** The asked-for player's own row, when they are on the board. */
  mine: BoardRow | null;
}

type Raw = { total: unknown; user_id: unknown; valid_bet: unknown; rank: unknown; nickname: unknown };

/**
 * The players ordered by their valid bets over the Manila days `fromDay` … `toDay` (YYYY-MM-DD, both
 * included: one day, or a week's seven), the bigger first, ties to the lower player id (the earlier
 * account). One statement over the days' rows of `game_bet_days` (index `game_bet_days_day_idx`: a
 * range scan of those days only, never the table's history): the totals are summed once, numbered,
 * and the page and the player's own row are cut out, with the board's size beside them.
 */
export async function validBetBoard(db: Executor, q: { fromDay: string; toDay: string; offset: number; limit: number; userId: number | null }): Promise<Board> {
  const result = (await db.execute(sql`
    WITH totals AS (
      SELECT user_id, sum(valid_bet) AS valid_bet FROM game_bet_days
      WHERE day >= ${q.fromDay} AND day <= ${q.toDay} AND valid_bet > 0
      GROUP BY user_id),
    ranked AS (
      SELECT user_id, valid_bet, row_number() OVER (ORDER BY valid_bet DESC, user_id) AS rank FROM totals)
    SELECT c.total, r.user_id, r.valid_bet, r.rank, u.nickname
    FROM (SELECT count(*) AS total FROM totals) c
    LEFT JOIN (ranked r JOIN users u ON u.id = r.user_id)
      ON (r.rank > ${q.offset} AND r.rank <= ${q.offset + q.limit}) OR r.user_id = ${q.userId ?? 0}
    ORDER BY r.rank`)) as unknown as { rows?: Raw[] } | Raw[];
  const raw = Array.isArray(result) ? result : (result.rows ?? []);
  // bigint and numeric columns arrive as strings from PostgreSQL drivers.
  const rows = raw
    .filter((row) => row.user_id !== null && row.user_id !== undefined)
    .map((row) => ({ userId: Number(row.user_id), nickname: String(row.nickname), rank: Number(row.rank), validBet: Number(row.valid_bet) }));
  return {
    rows: rows.filter((row) => row.rank > q.offset && row.rank <= q.offset + q.limit),
    total: Number(raw[0]?.total ?? 0),
    mine: rows.find((row) => row.userId === q.userId) ?? null,
  };
}
