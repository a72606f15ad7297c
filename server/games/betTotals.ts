import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { gameBetDays, gameBetTotals, gameRounds } from './schema.ts';
import { users } from '../db/schema.ts';

/**
 * The bet totals read model: what VIP, tasks, rebates and the bankruptcy gift read. Real rounds only
 * (tryIt never counts), updated by `addBet` in the transaction that settles a round.
 * `validBet` is the part of the bet that counts for rewards: today the whole stake.
 */
export interface BetTotals {
  bet: number;
  validBet: number;
  win: number;
  count: number;
}

const ZERO: BetTotals = { bet: 0, validBet: 0, win: 0, count: 0 };

/** The day in Asia/Manila (UTC+8 all year) of an instant, YYYY-MM-DD. */
export const manilaDay = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);

/** A player's totals: all time, or of one Manila day (YYYY-MM-DD) when `day` is given. */
export async function betTotals(db: Executor, userId: number, day?: string): Promise<BetTotals> {
  const columns = { bet: gameBetTotals.bet, validBet: gameBetTotals.validBet, win: gameBetTotals.win, count: gameBetTotals.count };
  const [row] =
    day === undefined
      ? await db.select(columns).from(gameBetTotals).where(eq(gameBetTotals.userId, userId))
      : await db
          .select({ bet: gameBetDays.bet, validBet: gameBetDays.validBet, win: gameBetDays.win, count: gameBetDays.count })
          .from(gameBetDays)
          .where(and(eq(gameBetDays.userId, userId), eq(gameBetDays.day, day)));
  return row ? { bet: Number(row.bet), validBet: Number(row.validBet), win: Number(row.win), count: Number(row.count) } : { ...ZERO };
}

/** Counts one settled real round (call inside its transaction, holding the player's users row); answers the all-time valid bet after it. */
export async function addBet(tx: Executor, userId: number, round: { bet: number; validBet: number; win: number }, now: number): Promise<{ validBet: number }> {
  const add = { bet: round.bet, validBet: round.validBet, win: round.win, count: 1 };
  const [total] = await tx
    .insert(gameBetTotals)
    .values({ userId, ...add, updatedAt: new Date(now) })
    .onConflictDoUpdate({
      target: gameBetTotals.userId,
      set: {
        bet: sql`${gameBetTotals.bet} + ${add.bet}`,
        validBet: sql`${gameBetTotals.validBet} + ${add.validBet}`,
        win: sql`${gameBetTotals.win} + ${add.win}`,
        count: sql`${gameBetTotals.count} + 1`,
        updatedAt: new Date(now),
      },
    })
    .returning({ validBet: gameBetTotals.validBet });
  await tx
    .insert(gameBetDays)
    .values({ userId, day: manilaDay(now), ...add })
    .onConflictDoUpdate({
      target: [gameBetDays.userId, gameBetDays.day],
      set: {
        bet: sql`${gameBetDays.bet} + ${add.bet}`,
        validBet: sql`${gameBetDays.validBet} + ${add.validBet}`,
        win: sql`${gameBetDays.win} + ${add.win}`,
        count: sql`${gameBetDays.count} + 1`,
      },
    });
  // users.bet is what refreshData answers as `bet`.
  await tx
    .update(users)
    .set({ bet: sql`${users.bet} + ${round.bet}` })
    .where(eq(users.id, userId));
  // The all-time valid bet after this round: VIP experience is counted from it (vip/earnVip).
  return { validBet: Number(total?.validBet ?? 0) };
}

/** A player's valid bets of the Manila days from `fromDay` to `toDay` (YYYY-MM-DD, both included): a VIP task's week. */
export async function validBetBetween(db: Executor, userId: number, fromDay: string, toDay: string): Promise<number> {
  const [row] = await db
    .select({ validBet: sql<string>`coalesce(sum(${gameBetDays.validBet}), 0)` })
    .from(gameBetDays)
    .where(and(eq(gameBetDays.userId, userId), gte(gameBetDays.day, fromDay), lte(gameBetDays.day, toDay)));
  return Number(row?.validBet ?? 0);
}

/** A player's valid bets and rounds of each Manila day from `fromDay` to `toDay` (both included) that has any: one read for a task's day and week. */
export async function betDaysBetween(db: Executor, userId: number, fromDay: string, toDay: string): Promise<Map<string, { validBet: number; count: number }>> {
  const rows = await db
    .select({ day: gameBetDays.day, validBet: gameBetDays.validBet, count: gameBetDays.count })
    .from(gameBetDays)
    .where(and(eq(gameBetDays.userId, userId), gte(gameBetDays.day, fromDay), lte(gameBetDays.day, toDay)));
  return new Map(rows.map((row) => [row.day, { validBet: Number(row.validBet), count: Number(row.count) }]));
}

/** Several players' valid bets by Manila day from `fromDay` to `toDay` (both included), the days with any: one read for an agent's team. */
export async function betDaysOfPlayers(db: Executor, userIds: readonly number[], fromDay: string, toDay: string): Promise<{ userId: number; day: string; validBet: number }[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: gameBetDays.userId, day: gameBetDays.day, validBet: gameBetDays.validBet })
    .from(gameBetDays)
    .where(and(inArray(gameBetDays.userId, [...userIds]), gte(gameBetDays.day, fromDay), lte(gameBetDays.day, toDay)));
  return rows.map((row) => ({ userId: row.userId, day: row.day, validBet: Number(row.validBet) }));
}

/**
 * How many of `gameIds` the player played a settled real round of in [start, end) (tryIt never
 * counts): a task's "play N games". One probe per game on the rounds' (player, game, time) index,
 * each ending at its first such round, so a player's thousand spins of a day cost no more than one.
 */
export async function gamesPlayedBetween(db: Executor, userId: number, gameIds: readonly number[], start: Date, end: Date): Promise<number> {
  const ids = [...new Set(gameIds)].filter((id) => Number.isSafeInteger(id));
  if (ids.length === 0) return 0;
  const games = sql.join(
    ids.map((id) => sql`(${id}::int)`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    SELECT count(*)::int AS played FROM (VALUES ${games}) AS g(id)
    WHERE EXISTS (SELECT 1 FROM ${gameRounds} r
      WHERE r.user_id = ${userId} AND r.game_id = g.id AND r.created_at >= ${start.toISOString()}::timestamptz AND r.created_at < ${end.toISOString()}::timestamptz
        AND r.try_it = false AND r.status = 'settled')`)) as unknown as { rows: { played: number | string }[] };
  const row = result.rows[0];
  return Number(row?.played ?? 0);
}
