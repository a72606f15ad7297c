import { sql } from 'drizzle-orm';
import { Errcode } from '../../contract/index.ts';
import type { ConsoleRainEvent, ConsoleRainEventInput } from '../../contract/ops/rain.ts';
import { ApiError } from '../api/errors.ts';
import type { Db, Executor } from '../db/client.ts';
import { publishLiveAll } from '../live/index.ts';
import { advanceRain, newRainSeed, rainLiveEvent } from './opener.ts';
import { RAIN_SCHEDULE_LOCK, rainRepo, type RainEventRow, type RainOutcome } from './repo.ts';

/**
 * The console's side of the rain (docs/rain.md "Console"): the events with their outcome, and an
 * admin's schedule, change and cancel. Changes run in the caller's transaction (which writes the audit
 * row) and tell every player (`rain` live event). Creates and changes are serialised by one advisory
 * lock, so two admins cannot schedule overlapping events at the same moment.
 */

/** How far ahead an event may be scheduled. */
const MAX_AHEAD_MS = 366 * 24 * 3600_000;

export function consoleView(row: RainEventRow, outcome: RainOutcome | undefined): ConsoleRainEvent {
  return {
    eventId: row.id,
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt.getTime(),
    durationSeconds: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 1000),
    packetCount: row.packetCount,
    budget: row.budget,
    perPlayerCap: row.perPlayerCap,
    wagering: row.wagering,
    state: row.state as ConsoleRainEvent['state'],
    packetsTaken: outcome?.taken ?? 0,
    paid: outcome?.paid ?? 0,
    players: outcome?.players ?? 0,
    seedHash: row.seedHash,
    createdBy: row.createdBy,
    createdAt: row.createdAt.getTime(),
  };
}

export async function consoleRainEvents(db: Db, page: { pageNum: number; pageSize: number }, now: number): Promise<{ list: ConsoleRainEvent[]; total: number }> {
  await advanceRain(db, now);
  const repo = rainRepo(db);
  const { list, total } = await repo.page(page.pageNum, page.pageSize);
  const outcomes = await repo.outcomes(list.map((r) => r.id));
  return { list: list.map((r) => consoleView(r, outcomes.get(r.id))), total };
}

/** The input's times and money checked (9505 naming the field), nothing written. */
async function checked(tx: Executor, input: ConsoleRainEventInput, now: number, except?: number): Promise<{ startsAt: Date; endsAt: Date }> {
  // In the future, and within a year (a date past JavaScript's range must be a 4xx, never a 500).
  if (input.startsAt <= now || input.startsAt > now + MAX_AHEAD_MS) throw new ApiError(Errcode.rainEventInvalid, { field: 'startsAt' });
  if (input.budget < input.packetCount) throw new ApiError(Errcode.rainEventInvalid, { field: 'budget' });
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.startsAt + input.durationSeconds * 1000);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${RAIN_SCHEDULE_LOCK})`);
  if (await rainRepo(tx).overlapping(startsAt, endsAt, except)) throw new ApiError(Errcode.rainEventInvalid, { field: 'startsAt' });
  return { startsAt, endsAt };
}

const terms = (input: ConsoleRainEventInput) => ({ packetCount: input.packetCount, budget: input.budget, perPlayerCap: input.perPlayerCap, wagering: input.wagering });

/** Schedules an event (its seed made and sealed now, its hash shown from now on). */
export async function createRainEvent(tx: Executor, input: ConsoleRainEventInput, operator: string, now: number): Promise<ConsoleRainEvent> {
  const times = await checked(tx, input, now);
  const row = await rainRepo(tx).insert({ ...times, ...terms(input), ...newRainSeed(), state: 'scheduled', createdBy: operator, createdAt: new Date(now) });
  await publishLiveAll(tx, rainLiveEvent(row));
  return consoleView(row, undefined);
}

/** The event held for a change: 9507 unknown, 9506 once open (or due to open: its start has come). */
async function scheduled(tx: Executor, eventId: number, now: number): Promise<RainEventRow> {
  const row = await rainRepo(tx).byId(eventId, { lock: true });
  if (!row) throw new ApiError(Errcode.rainEventNotFound);
  if (row.state !== 'scheduled' || row.startsAt.getTime() <= now) throw new ApiError(Errcode.rainEventStarted);
  return row;
}

export async function updateRainEvent(tx: Executor, input: ConsoleRainEventInput & { eventId: number }, now: number): Promise<{ before: ConsoleRainEvent; after: ConsoleRainEvent }> {
  const row = await scheduled(tx, input.eventId, now);
  const times = await checked(tx, input, now, row.id);
  const after = await rainRepo(tx).update(row.id, { ...times, ...terms(input) });
  await publishLiveAll(tx, rainLiveEvent(after));
  return { before: consoleView(row, undefined), after: consoleView(after, undefined) };
}

export async function cancelRainEvent(tx: Executor, eventId: number, now: number): Promise<{ before: ConsoleRainEvent; after: ConsoleRainEvent }> {
  const row = await scheduled(tx, eventId, now);
  const after = await rainRepo(tx).update(row.id, { state: 'cancelled', cancelledAt: new Date(now) });
  await publishLiveAll(tx, rainLiveEvent(after));
  return { before: consoleView(row, undefined), after: consoleView(after, undefined) };
}
