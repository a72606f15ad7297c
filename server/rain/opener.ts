import { randomBytes } from 'node:crypto';
import { rainPrizeList } from '../../contract/fairness/rain.ts';
import type { LiveEvent } from '../../contract/index.ts';
import { startTicker } from '../api/ticker.ts';
import type { Db, Executor } from '../db/client.ts';
import { seedHashOf, seedSealer, serverRound } from '../fairness/index.ts';
import { publishLiveAll } from '../live/index.ts';
import { rainRepo, type RainEventRow } from './repo.ts';
import { makeScheduledRainNow } from './schedule-maker.ts';

/**
 * The events' seeds and their transitions (docs/rain.md "Fairness", "Opening"). A seed is 32 random
 * bytes (64 hex characters) made when the event is scheduled, sealed under the fairness area's key
 * (bound to its hash, so a sealed value copied to another event does not open) and shown by its hash;
 * the event's list is computed from it when the event opens and the seed is written in the clear
 * when it ends.
 */

const binding = (seedHash: string) => `rain_events.seed:${seedHash}`;

export function newRainSeed(): { seedSealed: string; seedHash: string } {
  const seed = randomBytes(32).toString('hex');
  const seedHash = seedHashOf(seed);
  return { seedSealed: seedSealer().seal(binding(seedHash), seed), seedHash };
}

function openRainSeed(row: RainEventRow): string {
  const seed = seedSealer().open(binding(row.seedHash), row.seedSealed);
  if (seedHashOf(seed) !== row.seedHash) throw new Error(`rain: event ${row.id}'s seed does not match its hash`);
  return seed;
}

/** The event's prize list from its seed: the fairness module's HMAC words, client seed `rain`, nonce the event id. */
export const rainListFor = (seed: string, row: Pick<RainEventRow, 'id' | 'packetCount' | 'budget'>) => rainPrizeList(serverRound(seed, 'rain', row.id), row.packetCount, row.budget);

export const rainLiveEvent = (row: RainEventRow): LiveEvent => ({
  type: 'rain',
  eventId: row.id,
  state: row.state as 'scheduled' | 'open' | 'ended' | 'cancelled',
  startsAt: row.startsAt.getTime(),
  endsAt: row.endsAt.getTime(),
});

/**
 * Opens one event if it is still scheduled and has started, in the caller's transaction: the guarded
 * update decides (a second process, or a second request, finds it open and does nothing), the list is
 * allocated and written in the same transaction, and every player is told. Answers the row after.
 */
async function openOne(tx: Executor, id: number, now: number): Promise<RainEventRow | undefined> {
  const repo = rainRepo(tx);
  const row = await repo.byId(id, { lock: true });
  if (!row || row.state !== 'scheduled' || row.startsAt.getTime() > now) return row;
  await repo.insertPackets(row.id, rainListFor(openRainSeed(row), row));
  const opened = await repo.update(row.id, { state: 'open', openedAt: new Date(now) });
  await publishLiveAll(tx, rainLiveEvent(opened));
  return opened;
}

/** Ends an open event whose time is over: the seed revealed, every player told. */
async function endOne(tx: Executor, id: number, now: number): Promise<RainEventRow | undefined> {
  const repo = rainRepo(tx);
  const row = await repo.byId(id, { lock: true });
  if (!row || row.state !== 'open' || row.endsAt.getTime() > now) return row;
  const ended = await repo.update(row.id, { state: 'ended', endedAt: new Date(now), seed: openRainSeed(row) });
  await publishLiveAll(tx, rainLiveEvent(ended));
  return ended;
}

/**
 * Makes every due transition (a scheduled event whose start has come opens; an open one whose end has
 * come ends; one nobody touched during its whole time opens and ends, so its list is still there to
 * verify). Lazy and idempotent: the player's calls, the console and the ticker all call it, from any
 * process; each transition is its own transaction holding the event's row, guarded by its state.
 * One indexed read when nothing is due. First the daily schedule's rows are made (at most once a
 * minute per process, schedule-maker.ts), so a slot starting now is there to open.
 */
export async function advanceRain(db: Db, now: number): Promise<void> {
  await makeScheduledRainNow(db, now);
  for (const { id } of await rainRepo(db).due(new Date(now))) {
    await db.transaction(async (tx) => {
      const row = await openOne(tx, id, now);
      if (row?.state === 'open') await endOne(tx, id, now);
    });
  }
}

/**
 * The light timer that makes the transitions at their time even when no player calls (so the `open`
 * broadcast reaches waiting screens on the second): every `everyMs` from every process (the guarded
 * updates make that safe). Answers the stopper, which waits for a pass under way.
 */
export function startRainTicker(db: Db, now: () => number, log: { error: (obj: unknown, msg: string) => void }, everyMs = 1000): () => Promise<void> {
  return startTicker({ everyMs, run: () => advanceRain(db, now()), onError: (error) => log.error({ err: error }, 'rain: a transition failed (it will be tried again)') });
}
