import { sql } from 'drizzle-orm';
import { Errcode } from '../../contract/index.ts';
import type { ConsolePkRound, ConsolePkRoundInput } from '../../contract/ops/pk.ts';
import { ApiError } from '../api/errors.ts';
import type { Db, Executor } from '../db/client.ts';
import { publishPk } from './live.ts';
import { advancePk } from './opener.ts';
import { NO_SCORES, PK_SCHEDULE_LOCK, pkRepo, type CampScores, type PkRoundRow } from './repo.ts';
import { roundView } from './service.ts';

/**
 * The console's side of red versus blue (docs/pk.md "Console"): the rounds with their scores and
 * settlement, and an admin's schedule, change and cancel (before the start only: once players have
 * joined and bet, a round runs to its settlement). Changes run in the caller's transaction (which
 * writes the audit row, server/console/pk.ts) and tell every player (`pk` live event). Creates and
 * changes hold one advisory lock, so two admins cannot schedule overlapping rounds at one moment.
 */

const MAX_AHEAD_MS = 366 * 24 * 3600_000;

export function consolePkView(row: PkRoundRow, scores: CampScores): ConsolePkRound {
  return { ...roundView(row, scores), paid: row.paid, winners: row.winners, createdBy: row.createdBy, createdAt: row.createdAt.getTime() };
}

export async function consolePkRounds(db: Db, page: { pageNum: number; pageSize: number }, now: number): Promise<{ list: ConsolePkRound[]; total: number }> {
  await advancePk(db, now);
  const repo = pkRepo(db);
  const { list, total } = await repo.page(page.pageNum, page.pageSize);
  const scores = await repo.scores(list.map((r) => r.id));
  return { list: list.map((r) => consolePkView(r, scores.get(r.id) ?? NO_SCORES)), total };
}

/** The input's times and money checked (9703 naming the field), nothing written. */
async function checked(tx: Executor, input: ConsolePkRoundInput, now: number, except?: number) {
  // In the future and within a year (a date past JavaScript's range must be a 4xx, never a 500).
  if (input.startsAt <= now || input.startsAt > now + MAX_AHEAD_MS) throw new ApiError(Errcode.pkRoundInvalid, { field: 'startsAt' });
  if (input.capPerPlayer > input.pool) throw new ApiError(Errcode.pkRoundInvalid, { field: 'capPerPlayer' });
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.startsAt + input.durationSeconds * 1000);
  const settlesAt = new Date(endsAt.getTime() + input.settleDelaySeconds * 1000);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${PK_SCHEDULE_LOCK})`);
  if (await pkRepo(tx).overlapping(startsAt, endsAt, except)) throw new ApiError(Errcode.pkRoundInvalid, { field: 'startsAt' });
  return { startsAt, endsAt, settlesAt };
}

const terms = (input: ConsolePkRoundInput) => ({ pool: input.pool, capPerPlayer: input.capPerPlayer, tieRule: input.tieRule, wagering: input.wagering });

export async function createPkRound(tx: Executor, input: ConsolePkRoundInput, operator: string, now: number): Promise<ConsolePkRound> {
  const times = await checked(tx, input, now);
  const row = await pkRepo(tx).insert({ ...times, ...terms(input), state: 'scheduled', createdBy: operator, createdAt: new Date(now) });
  await publishPk(tx, row, NO_SCORES);
  return consolePkView(row, NO_SCORES);
}

/** The round held for a change: 9705 unknown, 9704 once started (or due to: its start has come). */
async function scheduled(tx: Executor, roundId: number, now: number): Promise<PkRoundRow> {
  const row = await pkRepo(tx).byId(roundId, { lock: true });
  if (!row) throw new ApiError(Errcode.pkRoundNotFound);
  if (row.state !== 'scheduled' || row.startsAt.getTime() <= now) throw new ApiError(Errcode.pkRoundStarted);
  return row;
}

async function viewOf(tx: Executor, row: PkRoundRow): Promise<ConsolePkRound> {
  return consolePkView(row, (await pkRepo(tx).scores([row.id])).get(row.id) ?? NO_SCORES);
}

export async function updatePkRound(tx: Executor, input: ConsolePkRoundInput & { roundId: number }, now: number): Promise<{ before: ConsolePkRound; after: ConsolePkRound }> {
  const row = await scheduled(tx, input.roundId, now);
  const times = await checked(tx, input, now, row.id);
  const after = await pkRepo(tx).update(row.id, { ...times, ...terms(input) });
  const view = await viewOf(tx, after);
  await publishPk(tx, after, { red: view.red, blue: view.blue });
  return { before: await viewOf(tx, row), after: view };
}

/** Cancels a scheduled round: players who joined early are told (`pk` live event); nothing was earned before the start. */
export async function cancelPkRound(tx: Executor, roundId: number, now: number): Promise<{ before: ConsolePkRound; after: ConsolePkRound }> {
  const row = await scheduled(tx, roundId, now);
  const after = await pkRepo(tx).update(row.id, { state: 'cancelled', cancelledAt: new Date(now) });
  const view = await viewOf(tx, after);
  await publishPk(tx, after, { red: view.red, blue: view.blue });
  return { before: await viewOf(tx, row), after: view };
}
