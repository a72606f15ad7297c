import { eq, sql } from 'drizzle-orm';
import type { ConsoleRainEventInput } from '../../contract/ops/rain.ts';
import { createRainEvent } from '../../server/rain/index.ts';
import * as schema from '../../server/tables.ts';
import type { CallResult, TestServer } from './harness.ts';
import { newPlayer, type Player } from './console-play.ts';
import { expectOk } from './helpers.ts';

/** The red-packet rain's test helpers (docs/rain.md): players, an event scheduled as an admin would, taps. */

let ips = 0;
/** A fresh player with a made-up first top-up (rain packets are free bonuses, which need one). */
export async function rainPlayer(t: TestServer, tag: string, deposited = true): Promise<Player> {
  ips++;
  const p = await newPlayer(t, `${tag}${ips}`, `10.65.${ips % 250}.${1 + Math.floor(ips / 250)}`);
  if (deposited) await t.deps.db.update(schema.users).set({ totalRecharge: 10_000 }).where(eq(schema.users.id, p.userId));
  return p;
}

export const MINUTE = 60_000;

/** Schedules an event starting `inMs` from now (the rain area's own service, as the console's handler calls it). */
export async function scheduleRain(t: TestServer, terms: Partial<ConsoleRainEventInput> & { inMs?: number } = {}): Promise<number> {
  const { inMs = MINUTE, ...rest } = terms;
  const now = t.deps.now();
  const input: ConsoleRainEventInput = { startsAt: now + inMs, durationSeconds: 60, packetCount: 50, budget: 500_00, perPlayerCap: 3, wagering: 1, ...rest };
  const event = await t.deps.db.transaction((tx) => createRainEvent(tx, input, 'tester', now));
  return event.eventId;
}

export const tap = (t: TestServer, p: Player, eventId: number, seq: number): Promise<CallResult> => t.call('redPacketRainClaim', { eventId, seq }, { token: p.token });

export async function rainEvents(t: TestServer, token?: string) {
  return expectOk(await t.call('getRedPacketRainConfig', {}, { token }));
}

export const rows = async <T = Record<string, any>>(t: TestServer, query: ReturnType<typeof sql>) => ((await t.deps.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Packets taken per player, what they paid, and the grants behind them. */
export async function takenBy(t: TestServer, eventId: number) {
  return rows<{ claimed_by: number; n: number; paid: string; seqs: number[] }>(
    t,
    sql`SELECT claimed_by, count(*)::int AS n, sum(amount)::text AS paid, array_agg(seq ORDER BY seq) AS seqs FROM rain_packets WHERE event_id = ${eventId} AND claimed_by IS NOT NULL GROUP BY claimed_by ORDER BY claimed_by`,
  );
}

/** Coin granted by the rain (activity 65) per player, from the rewards engine's items. */
export async function rainGrants(t: TestServer, eventId: number) {
  return rows<{ user_id: number; n: number; coin: string }>(
    t,
    sql`SELECT g.user_id, count(*)::int AS n, sum(i.count)::text AS coin FROM reward_grants g JOIN reward_grant_items i ON i.grant_id = g.id
        WHERE g.activity_id = 65 AND g.key LIKE ${`rain:${eventId}:%`} GROUP BY g.user_id ORDER BY g.user_id`,
  );
}
