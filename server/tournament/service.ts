import { ActivityId, type CallResult, type Tournament, type TournamentMeasure } from '../../contract/index.ts';
import { activitiesRepo } from '../activity/index.ts';
import type { Db } from '../db/client.ts';
import { maskNickname } from '../jackpot/index.ts';
import { promotionsWithheld } from '../rewards/index.ts';
import { endDueTournaments, liveBoard, stateOf } from './ending.ts';
import { tournamentRepo, type TournamentRow } from './repo.ts';

/**
 * What a player sees of the tournaments (docs/tournament.md "Calls"): the running one (else the next)
 * with its live board and the player's place, and the last ended one with its final places.
 */

async function view(db: Db, row: TournamentRow, userId: number | null, now: number): Promise<Tournament> {
  const repo = tournamentRepo(db);
  const state = stateOf(row, now);
  const base = {
    tournamentId: row.id,
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt.getTime(),
    state,
    measure: row.measure as TournamentMeasure,
    gameIds: row.gameIds,
    minBet: row.minBet,
    prizes: row.prizes,
    wagering: row.wagering,
    entrants: await repo.entrants(row.id),
  };
  if (state === 'ended') {
    // The final board is the places paid (a player protected at the end has none: the next one moved up).
    const results = await repo.results(row.id);
    const mine = results.find((r) => r.userId === userId);
    return {
      ...base,
      board: results.map((r) => ({ place: r.place, nickname: r.userId === userId ? r.nickname : maskNickname(r.nickname), score: r.score })),
      me: mine ? { place: mine.place, score: mine.score, prize: mine.prize } : null,
    };
  }
  const board = state === 'running' ? await liveBoard(db, row.id) : [];
  const entry = userId === null || state !== 'running' ? undefined : await repo.entry(row.id, userId);
  // The prize the place would pay if the tournament ended now (before protection at the end is asked).
  const me = entry ? await repo.placeOf(entry).then((place) => ({ place, score: entry.score, prize: row.prizes[place - 1] ?? 0 })) : null;
  return { ...base, board, me };
}

export async function tournamentInfo(db: Db, userId: number | null, now: number): Promise<Omit<CallResult<'slotTournament'>, 'errcode' | 'msg'>> {
  await endDueTournaments(db, now);
  const running = await activitiesRepo(db).isOn(ActivityId.SlotTournament);
  const withheld = userId === null ? false : await promotionsWithheld(db, userId, now);
  if (!running) return { running, current: null, last: null, withheld, serverTime: now };
  const repo = tournamentRepo(db);
  const current = (await repo.runningAt(new Date(now))) ?? (await repo.nextAfter(new Date(now)));
  const last = await repo.lastEnded();
  return {
    running,
    current: current ? await view(db, current, userId, now) : null,
    last: last ? await view(db, last, userId, now) : null,
    withheld,
    serverTime: now,
  };
}

export async function tournamentLog(db: Db, userId: number, page: { pageNum: number; pageSize: number }): Promise<Omit<CallResult<'slotTournamentLog'>, 'errcode' | 'msg'>> {
  const { list, total } = await tournamentRepo(db).playerResults(userId, page.pageNum, page.pageSize);
  return { list: list.map((r) => ({ tournamentId: r.tournamentId, endsAt: r.endsAt.getTime(), measure: r.measure as TournamentMeasure, place: r.place, score: r.score, prize: r.prize })), total };
}
