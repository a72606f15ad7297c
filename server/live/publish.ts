import { sql } from 'drizzle-orm';
import { liveEventSchema, opsLiveEventSchema, type LiveEvent, type OpsLiveEvent } from '../../contract/live.ts';
import type { Executor } from '../db/client.ts';
import { CHANNEL_SQL, NOTIFY_DATA_LIMIT } from './channel.ts';

/**
 * Pushes an event to one player's browser, in the caller's transaction: the row is written and the
 * NOTIFY sent by one statement, and PostgreSQL (and PGlite) deliver a NOTIFY only when its transaction
 * commits, so a rolled-back change pushes nothing and a committed one is replayable from the row.
 * Every API process LISTENs (hub.ts) and hands it to the player's stream wherever it is held. A large
 * event's payload carries only its id (a NOTIFY holds at most 8,000 bytes); the listener reads the row.
 */
export async function publishLive(tx: Executor, userId: number, event: LiveEvent): Promise<void> {
  const data = JSON.stringify(liveEventSchema.parse(event));
  await tx.execute(sql`
    WITH e AS (INSERT INTO live_events (user_id, type, data) VALUES (${userId}, ${event.type}, ${data}::jsonb) RETURNING id, user_id, data)
    SELECT pg_notify(${sql.raw(CHANNEL_SQL)}, CASE WHEN octet_length(e.data::text) < ${NOTIFY_DATA_LIMIT}
      THEN json_build_object('k', 'u', 'id', e.id, 'u', e.user_id, 'd', e.data)::text
      ELSE json_build_object('k', 'u', 'id', e.id, 'u', e.user_id)::text END) FROM e`);
}

/**
 * `publishLive` for many players in one statement (a mail job's batch: a thousand players' unread
 * counts), in the caller's transaction: one row and one NOTIFY each, delivered at the commit.
 */
export async function publishLiveMany(tx: Executor, items: readonly { userId: number; event: LiveEvent }[]): Promise<void> {
  if (items.length === 0) return;
  const rows = JSON.stringify(items.map(({ userId, event }) => ({ u: userId, d: liveEventSchema.parse(event) })));
  await tx.execute(sql`
    WITH e AS (
      INSERT INTO live_events (user_id, type, data)
      SELECT (x.value->>'u')::int, x.value->'d'->>'type', x.value->'d' FROM jsonb_array_elements(${rows}::jsonb) WITH ORDINALITY AS x(value, n) ORDER BY x.n
      RETURNING id, user_id, data)
    SELECT count(pg_notify(${sql.raw(CHANNEL_SQL)}, CASE WHEN octet_length(e.data::text) < ${NOTIFY_DATA_LIMIT}
      THEN json_build_object('k', 'u', 'id', e.id, 'u', e.user_id, 'd', e.data)::text
      ELSE json_build_object('k', 'u', 'id', e.id, 'u', e.user_id)::text END)) FROM e`);
}

/**
 * Pushes an event to every signed-in player (a rain's countdown), in the caller's transaction: one row
 * with no player (`user_id` NULL) and one NOTIFY; every process writes it to every player stream it
 * holds, and a reconnect's replay after `Last-Event-ID` includes it (repo.ts). A broadcast is rare (an
 * operator's action, a scheduled event's opening and end), never one per player.
 */
export async function publishLiveAll(tx: Executor, event: LiveEvent): Promise<void> {
  const data = JSON.stringify(liveEventSchema.parse(event));
  await tx.execute(sql`
    WITH e AS (INSERT INTO live_events (user_id, type, data) VALUES (NULL, ${event.type}, ${data}::jsonb) RETURNING id, data)
    SELECT pg_notify(${sql.raw(CHANNEL_SQL)}, CASE WHEN octet_length(e.data::text) < ${NOTIFY_DATA_LIMIT}
      THEN json_build_object('k', 'a', 'id', e.id, 'd', e.data)::text
      ELSE json_build_object('k', 'a', 'id', e.id)::text END) FROM e`);
}

/**
 * The same for the operators' consoles: every signed-in operator, or only those whose role is in
 * `roles` (a chat message for support and admin, a withdrawal for finance).
 */
export async function publishOps(tx: Executor, event: OpsLiveEvent, opts: { roles?: string[] } = {}): Promise<void> {
  const data = JSON.stringify(opsLiveEventSchema.parse(event));
  const roles = opts.roles && opts.roles.length > 0 ? `{${opts.roles.map((r) => `"${r.replaceAll(/["\\]/g, '')}"`).join(',')}}` : null;
  await tx.execute(sql`
    WITH e AS (INSERT INTO ops_live_events (roles, type, data) VALUES (${roles}::text[], ${event.type}, ${data}::jsonb) RETURNING id, roles, data)
    SELECT pg_notify(${sql.raw(CHANNEL_SQL)}, CASE WHEN octet_length(e.data::text) < ${NOTIFY_DATA_LIMIT}
      THEN json_build_object('k', 'o', 'id', e.id, 'r', e.roles, 'd', e.data)::text
      ELSE json_build_object('k', 'o', 'id', e.id, 'r', e.roles)::text END) FROM e`);
}
