import { sql } from 'drizzle-orm';
import { Errcode } from '../../contract/index.ts';
import type { ConsoleLiveShow, ConsoleLiveShowInput } from '../../contract/ops/shows.ts';
import { ApiError } from '../api/errors.ts';
import type { RunMode } from '../config/env.ts';
import { liveStreamOrigins } from '../config/live-streams.ts';
import type { Db, Executor } from '../db/client.ts';
import { LIVE_SCHEDULE_LOCK, showsRepo, type LiveOutcome, type LiveShowRow } from './repo.ts';
import { streamUrlAllowed } from './stream-url.ts';

/**
 * The console's side of the live shows (docs/shows.md "Console"): the list with each show's viewers
 * and rewards, an admin's schedule, change and cancel. Changes run in the caller's transaction (which
 * writes the audit row); creates and changes hold one advisory lock, so two shows never overlap.
 */

const MAX_AHEAD_MS = 366 * 24 * 3600_000;

function stateOf(row: LiveShowRow, now: number): ConsoleLiveShow['state'] {
  if (row.cancelledAt) return 'cancelled';
  if (now >= row.endsAt.getTime()) return 'over';
  return now >= row.startsAt.getTime() ? 'live' : 'scheduled';
}

export function consoleShowView(row: LiveShowRow, outcome: LiveOutcome | undefined, now: number): ConsoleLiveShow {
  return {
    showId: row.id,
    title: row.title,
    hostName: row.hostName,
    url: row.url,
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt.getTime(),
    durationMinutes: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000),
    rewardMinutes: row.rewardMinutes,
    rewardCoin: row.rewardCoin,
    wagering: row.wagering,
    state: stateOf(row, now),
    viewers: outcome?.viewers ?? 0,
    earned: outcome?.earned ?? 0,
    paid: outcome?.paid ?? 0,
    createdBy: row.createdBy,
    createdAt: row.createdAt.getTime(),
  };
}

export async function consoleLiveShows(db: Db, page: { pageNum: number; pageSize: number }, now: number) {
  const repo = showsRepo(db);
  const { list, total } = await repo.page(page.pageNum, page.pageSize);
  const outcomes = await repo.outcomes(list.map((r) => r.id));
  return { list: list.map((r) => consoleShowView(r, outcomes.get(r.id), now)), total };
}

/** The input checked (9805 naming the field), the schedule's lock taken; nothing written. */
async function checked(tx: Executor, input: ConsoleLiveShowInput, mode: RunMode, now: number, except?: number) {
  if (!streamUrlAllowed(input.url, mode, liveStreamOrigins())) throw new ApiError(Errcode.liveShowInvalid, { field: 'url' });
  const endsAtMs = input.startsAt + input.durationMinutes * 60_000;
  // Over already, or past a year ahead (a date past JavaScript's range must be a 4xx, never a 500).
  if (endsAtMs <= now || input.startsAt > now + MAX_AHEAD_MS) throw new ApiError(Errcode.liveShowInvalid, { field: 'startsAt' });
  if ((input.rewardMinutes === 0) !== (input.rewardCoin === 0)) throw new ApiError(Errcode.liveShowInvalid, { field: input.rewardMinutes === 0 ? 'rewardMinutes' : 'rewardCoin' });
  if (input.rewardMinutes > input.durationMinutes) throw new ApiError(Errcode.liveShowInvalid, { field: 'rewardMinutes' });
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(endsAtMs);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LIVE_SCHEDULE_LOCK})`);
  if (await showsRepo(tx).overlapping(startsAt, endsAt, except)) throw new ApiError(Errcode.liveShowInvalid, { field: 'startsAt' });
  return { startsAt, endsAt };
}

const terms = (input: ConsoleLiveShowInput) => ({ title: input.title, hostName: input.hostName, url: input.url, rewardMinutes: input.rewardMinutes, rewardCoin: input.rewardCoin, wagering: input.wagering });

export async function createLiveShow(tx: Executor, input: ConsoleLiveShowInput, ctx: { operator: string; mode: RunMode; now: number }): Promise<ConsoleLiveShow> {
  const times = await checked(tx, input, ctx.mode, ctx.now);
  const row = await showsRepo(tx).insert({ ...terms(input), ...times, createdBy: ctx.operator, createdAt: new Date(ctx.now) });
  return consoleShowView(row, undefined, ctx.now);
}

/** A show not over nor cancelled (9806 unknown, 9807 otherwise), locked. */
async function changeable(tx: Executor, showId: number, now: number): Promise<LiveShowRow> {
  const row = await showsRepo(tx).byId(showId, { lock: true });
  if (!row) throw new ApiError(Errcode.liveShowNotFound);
  if (row.cancelledAt || now >= row.endsAt.getTime()) throw new ApiError(Errcode.liveShowOver);
  return row;
}

export async function updateLiveShow(tx: Executor, input: ConsoleLiveShowInput & { showId: number }, ctx: { mode: RunMode; now: number }) {
  const row = await changeable(tx, input.showId, ctx.now);
  const outcome = (await showsRepo(tx).outcomes([row.id])).get(row.id);
  const times = await checked(tx, input, ctx.mode, ctx.now, row.id);
  const updated = await showsRepo(tx).update(row.id, { ...terms(input), ...times });
  return { before: consoleShowView(row, outcome, ctx.now), after: consoleShowView(updated, outcome, ctx.now) };
}

export async function cancelLiveShow(tx: Executor, showId: number, now: number) {
  const row = await changeable(tx, showId, now);
  const outcome = (await showsRepo(tx).outcomes([row.id])).get(row.id);
  const updated = await showsRepo(tx).update(row.id, { cancelledAt: new Date(now) });
  return { before: consoleShowView(row, outcome, now), after: consoleShowView(updated, outcome, now) };
}
