import { createHash } from 'node:crypto';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { ActivityId, PropId, TOURNAMENT_BOARD_SIZE, type LiveEvent, type TournamentBoardEntry } from '../../contract/index.ts';
import { startTicker } from '../api/ticker.ts';
import type { Db, Executor } from '../db/client.ts';
import { maskNickname } from '../jackpot/index.ts';
import { publishLiveAll } from '../live/index.ts';
import { grantReward, ONCE, promotionsWithheld } from '../rewards/index.ts';
import { TOURNAMENT_LOCK_SPACE, tournamentRepo, type TournamentRow } from './repo.ts';
import { tournaments } from './schema.ts';

/**
 * A tournament's end and its live board (docs/tournament.md "The end", "Live board"). Both are lazy and
 * idempotent: the ticker (start.ts, every process), the player's calls and the console make them, and
 * guarded writes keep them to once.
 */

/** The least time between two boards sent over the live channel (each process tries every second). */
export const BOARD_EVERY_MS = 3000;

/** The natural key's rest of a tournament prize: one a player a tournament whatever happens. */
export const prizeKey = (tournamentId: number) => `tournament:${tournamentId}`;

export const stateOf = (row: TournamentRow, now: number): 'scheduled' | 'running' | 'ended' | 'cancelled' =>
  row.state === 'scheduled' ? (row.startsAt.getTime() <= now ? 'running' : 'scheduled') : (row.state as 'ended' | 'cancelled');

const boardOf = (rows: { nickname: string; score: number }[]): TournamentBoardEntry[] => rows.map((r, i) => ({ place: i + 1, nickname: maskNickname(r.nickname), score: r.score }));

/**
 * Ends one tournament whose time is over, in its own transaction: the tournament's key exclusively (it
 * waits for the spins entering it to commit; later spins do not count), then its row, and only a
 * tournament still `scheduled` goes on: a second process, or a second call, finds it `ended` and does
 * nothing. The ranking (score, first to reach it, lower player id) is walked skipping players
 * protected now; each of the first `prizes.length` eligible gets their place's coin through the
 * rewards engine (activity 79, once, key `tournament:<id>`, under the tournament's wagering), a result
 * row each; then the state, and every player is told with the final board.
 */
export async function endTournament(db: Db, id: number, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${TOURNAMENT_LOCK_SPACE}, ${id})`);
    const repo = tournamentRepo(tx);
    const row = await repo.byId(id, { lock: true });
    if (!row || row.state !== 'scheduled' || row.endsAt.getTime() > now) return false;
    const winners: { place: number; userId: number; score: number; prize: number }[] = [];
    for (const entry of await repo.ranked(id)) {
      if (winners.length >= row.prizes.length) break;
      if (await promotionsWithheld(tx, entry.userId, now)) continue;
      winners.push({ place: winners.length + 1, userId: entry.userId, score: entry.score, prize: row.prizes[winners.length]! });
    }
    for (const w of winners) {
      const grant = await grantReward(tx, {
        userId: w.userId,
        source: { activityId: ActivityId.SlotTournament, period: ONCE, reason: 'slot_tournament' },
        key: prizeKey(id),
        items: [{ propId: PropId.coin, count: w.prize }],
        wagering: row.wagering,
        meta: { tournamentId: id, place: w.place, score: w.score },
        now,
      });
      await repo.insertResult({ tournamentId: id, place: w.place, userId: w.userId, score: w.score, prize: w.prize, grantId: grant.id });
    }
    const ended = await repo.update(id, { state: 'ended', endedAt: new Date(now) });
    await publishLiveAll(tx, tournamentLiveEvent(ended, now, boardOf(await repo.results(id))));
    return true;
  });
}

export const tournamentLiveEvent = (row: TournamentRow, now: number, board: TournamentBoardEntry[]): LiveEvent => ({ type: 'tournament', tournamentId: row.id, state: stateOf(row, now), board });

/** The running tournament's top places as the board shows them. */
export async function liveBoard(db: Executor, tournamentId: number): Promise<TournamentBoardEntry[]> {
  return boardOf(await tournamentRepo(db).top(tournamentId, TOURNAMENT_BOARD_SIZE));
}

/**
 * Sends the running tournament's board when it changed and the last one went out BOARD_EVERY_MS ago or
 * more: the guarded update (the time and the board's hash) lets one process of many send it, in the
 * transaction that writes it. The watching pages get it at most every few seconds, however fast spins
 * settle.
 */
async function broadcastBoard(db: Db, row: TournamentRow, now: number): Promise<void> {
  const board = await liveBoard(db, row.id);
  const hash = createHash('sha256').update(JSON.stringify(board)).digest('hex');
  if (hash === row.boardHash) return;
  await db.transaction(async (tx) => {
    const [won] = await tx
      .update(tournaments)
      .set({ broadcastAt: new Date(now), boardHash: hash })
      .where(
        and(
          eq(tournaments.id, row.id),
          eq(tournaments.state, 'scheduled'),
          or(isNull(tournaments.broadcastAt), lte(tournaments.broadcastAt, new Date(now - BOARD_EVERY_MS))),
          sql`${tournaments.boardHash} IS DISTINCT FROM ${hash}`,
        ),
      )
      .returning();
    if (won) await publishLiveAll(tx, tournamentLiveEvent(won, now, board));
  });
}

/** Ends every tournament whose time is over (the player's calls and the console make this much). */
export async function endDueTournaments(db: Db, now: number): Promise<void> {
  for (const id of await tournamentRepo(db).dueToEnd(new Date(now))) await endTournament(db, id, now);
}

/** Ends every tournament due, then sends the running one's board if due. One indexed read when nothing is. */
export async function advanceTournaments(db: Db, now: number): Promise<void> {
  await endDueTournaments(db, now);
  const running = await tournamentRepo(db).runningAt(new Date(now));
  if (running) await broadcastBoard(db, running, now);
}

/** The ticker start.ts runs in every process (the guarded writes make that safe); answers its stopper. */
export function startTournamentTicker(db: Db, now: () => number, log: { error: (obj: unknown, msg: string) => void }, everyMs = 1000): () => Promise<void> {
  return startTicker({ everyMs, run: () => advanceTournaments(db, now()), onError: (error) => log.error({ err: error }, 'tournament: an end or a board failed (it will be tried again)') });
}
