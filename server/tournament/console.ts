import { sql } from 'drizzle-orm';
import { Errcode } from '../../contract/index.ts';
import { TOURNAMENT_LIMITS, type ConsoleTournament, type ConsoleTournamentInput } from '../../contract/ops/tournament.ts';
import { ApiError } from '../api/errors.ts';
import type { Db, Executor } from '../db/client.ts';
import { slotThemes } from '../games/index.ts';
import { publishLiveAll } from '../live/index.ts';
import { endDueTournaments, stateOf, tournamentLiveEvent } from './ending.ts';
import { TOURNAMENT_SCHEDULE_LOCK, tournamentRepo, type TournamentRow } from './repo.ts';

/**
 * The console's side of the tournaments (docs/tournament.md "Console"): the list, and an admin's
 * schedule, change and cancel before the start. Changes run in the caller's transaction (which writes
 * the audit row) and tell every player (`tournament` live event); one advisory lock queues them, so two
 * admins cannot schedule overlapping tournaments at the same moment.
 */

const MAX_AHEAD_MS = 366 * 24 * 3600_000;

export const houseSlots = () => [...slotThemes.values()].map((t) => ({ gameId: t.gameId, name: t.theme }));

async function consoleView(db: Executor, row: TournamentRow, now: number): Promise<ConsoleTournament> {
  const repo = tournamentRepo(db);
  return {
    tournamentId: row.id,
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt.getTime(),
    measure: row.measure as ConsoleTournament['measure'],
    gameIds: row.gameIds,
    minBet: row.minBet,
    prizes: row.prizes,
    wagering: row.wagering,
    state: stateOf(row, now),
    entrants: await repo.entrants(row.id),
    paid: await repo.paidTotal(row.id),
    createdBy: row.createdBy,
    createdAt: row.createdAt.getTime(),
  };
}

export async function consoleTournaments(db: Db, page: { pageNum: number; pageSize: number }, now: number) {
  await endDueTournaments(db, now);
  const { list, total } = await tournamentRepo(db).page(page.pageNum, page.pageSize);
  const views: ConsoleTournament[] = [];
  for (const row of list) views.push(await consoleView(db, row, now));
  return { list: views, total, houseSlots: houseSlots() };
}

/** The input checked (9901 naming the field), nothing written; the schedule's lock held from here. */
async function checked(tx: Executor, input: ConsoleTournamentInput, now: number, except?: number): Promise<{ startsAt: Date; endsAt: Date }> {
  const invalid = (field: string) => new ApiError(Errcode.tournamentInvalid, { field });
  if (input.startsAt <= now || input.startsAt > now + MAX_AHEAD_MS) throw invalid('startsAt');
  const minutes = (input.endsAt - input.startsAt) / 60_000;
  if (minutes < TOURNAMENT_LIMITS.minutes.min || minutes > TOURNAMENT_LIMITS.minutes.max) throw invalid('endsAt');
  for (const [i, gameId] of input.gameIds.entries()) if (!slotThemes.has(gameId) || input.gameIds.indexOf(gameId) !== i) throw invalid(`gameIds.${i}`);
  // A place never pays more than the one above it: the board reads as a prize ladder.
  for (let i = 1; i < input.prizes.length; i++) if (input.prizes[i]! > input.prizes[i - 1]!) throw invalid(`prizes.${i}`);
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${TOURNAMENT_SCHEDULE_LOCK})`);
  // One at a time: a spin enters the one running tournament, and the page shows one board.
  if (await tournamentRepo(tx).overlapping(startsAt, endsAt, except)) throw invalid('startsAt');
  return { startsAt, endsAt };
}

const terms = (input: ConsoleTournamentInput) => ({ measure: input.measure, gameIds: input.gameIds, minBet: input.minBet, prizes: input.prizes, wagering: input.wagering });

export async function createTournament(tx: Executor, input: ConsoleTournamentInput, operator: string, now: number): Promise<ConsoleTournament> {
  const times = await checked(tx, input, now);
  const row = await tournamentRepo(tx).insert({ ...times, ...terms(input), state: 'scheduled', createdBy: operator, createdAt: new Date(now) });
  await publishLiveAll(tx, tournamentLiveEvent(row, now, []));
  return consoleView(tx, row, now);
}

/** The tournament held for a change: 9903 unknown, 9902 once started (its start has come) or over. */
async function notStarted(tx: Executor, id: number, now: number): Promise<TournamentRow> {
  const row = await tournamentRepo(tx).byId(id, { lock: true });
  if (!row) throw new ApiError(Errcode.tournamentNotFound);
  if (row.state !== 'scheduled' || row.startsAt.getTime() <= now) throw new ApiError(Errcode.tournamentStarted);
  return row;
}

export async function updateTournament(tx: Executor, input: ConsoleTournamentInput & { tournamentId: number }, now: number) {
  const row = await notStarted(tx, input.tournamentId, now);
  const before = await consoleView(tx, row, now);
  const times = await checked(tx, input, now, row.id);
  const after = await tournamentRepo(tx).update(row.id, { ...times, ...terms(input) });
  await publishLiveAll(tx, tournamentLiveEvent(after, now, []));
  return { before, after: await consoleView(tx, after, now) };
}

export async function cancelTournament(tx: Executor, id: number, now: number) {
  const row = await notStarted(tx, id, now);
  const before = await consoleView(tx, row, now);
  const after = await tournamentRepo(tx).update(row.id, { state: 'cancelled', cancelledAt: new Date(now) });
  await publishLiveAll(tx, tournamentLiveEvent(after, now, []));
  return { before, after: await consoleView(tx, after, now) };
}
