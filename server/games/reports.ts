import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { gameRounds } from './schema.ts';

/**
 * What the operator's console reads of the games: a day's settled real rounds (tryIt play is demo
 * credits, never money) by game and by hour, who played, and one player's latest rounds. Reads only.
 */

const realSettled = (start: Date, end: Date) =>
  and(eq(gameRounds.tryIt, false), eq(gameRounds.status, 'settled'), gte(gameRounds.createdAt, start), lt(gameRounds.createdAt, end));

const totals = {
  rounds: count(),
  bets: sql<string>`coalesce(sum(${gameRounds.bet}), 0)`,
  wins: sql<string>`coalesce(sum(${gameRounds.win}), 0)`,
};
const numbers = (r: { rounds: number; bets: string; wins: string }) => ({ rounds: Number(r.rounds), bets: Number(r.bets), wins: Number(r.wins) });

export interface RoundTotals {
  rounds: number;
  /** Stakes taken, hundredths. */
  bets: number;
  /** Wins paid, hundredths. */
  wins: number;
}

/** Settled real rounds in [start, end), per game. */
export async function roundsByGame(db: Executor, start: Date, end: Date): Promise<(RoundTotals & { gameId: number })[]> {
  const rows = await db.select({ gameId: gameRounds.gameId, ...totals }).from(gameRounds).where(realSettled(start, end)).groupBy(gameRounds.gameId);
  return rows.map((r) => ({ gameId: r.gameId, ...numbers(r) }));
}

/** Settled real rounds in [start, end), per UTC hour (its number since the epoch; Manila hours are whole UTC hours). */
export async function roundsByHour(db: Executor, start: Date, end: Date): Promise<(RoundTotals & { epochHour: number })[]> {
  const hour = sql<number>`floor(extract(epoch from ${gameRounds.createdAt}) / 3600)::int`;
  const rows = await db.select({ epochHour: hour, ...totals }).from(gameRounds).where(realSettled(start, end)).groupBy(hour);
  return rows.map((r) => ({ epochHour: Number(r.epochHour), ...numbers(r) }));
}

/** Players who played a real round in [start, end). */
export async function playersWhoPlayedBetween(db: Executor, start: Date, end: Date): Promise<number[]> {
  const rows = await db.selectDistinct({ userId: gameRounds.userId }).from(gameRounds).where(realSettled(start, end));
  return rows.map((row) => row.userId);
}

/** The player's latest settled real rounds, every game, newest first. */
export const recentRoundsOf = (db: Executor, userId: number, limit: number) =>
  db
    .select({ id: gameRounds.id, gameId: gameRounds.gameId, bet: gameRounds.bet, win: gameRounds.win, createdAt: gameRounds.createdAt })
    .from(gameRounds)
    .where(and(eq(gameRounds.userId, userId), eq(gameRounds.tryIt, false), eq(gameRounds.status, 'settled')))
    .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
    .limit(limit);
