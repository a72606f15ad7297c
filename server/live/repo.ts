import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { liveRules } from './rules.ts';

export interface StoredEvent {
  id: number;
  data: unknown;
}

const rowsOf = (result: unknown): Record<string, unknown>[] => (result as { rows: Record<string, unknown>[] }).rows;
const stored = (rows: Record<string, unknown>[]): StoredEvent[] => rows.map((r) => ({ id: Number(r.id), data: r.data }));

/**
 * What a reconnecting stream missed, oldest first, at most `liveRules.replayMax`; `complete` is false
 * when more were missed than that, or when some may have been pruned already (the client's last event
 * is no longer kept: ids are never reused, so a kept last event means everything after it is kept
 * too): the client then reads its state again instead. One statement per reconnect (a storm after a
 * restart is one per stream): the range read on its index and the table's first id on its key.
 */
async function missed(db: Executor, table: 'live_events' | 'ops_live_events', filter: ReturnType<typeof sql>, afterId: number): Promise<{ events: StoredEvent[]; complete: boolean }> {
  const t = sql.identifier(table);
  const rows = rowsOf(
    await db.execute(sql`
      (SELECT 0 AS k, min(id) AS id, NULL::jsonb AS data FROM ${t})
      UNION ALL
      (SELECT 1 AS k, id, data FROM ${t} WHERE ${filter} AND id > ${afterId} ORDER BY id LIMIT ${liveRules.replayMax + 1})`),
  );
  const first = rows.find((r) => Number(r.k) === 0)?.id;
  const found = stored(rows.filter((r) => Number(r.k) === 1)).toSorted((a, b) => a.id - b.id);
  const pruned = first == null || Number(first) > afterId;
  return { events: found.slice(0, liveRules.replayMax), complete: found.length <= liveRules.replayMax && !pruned };
}

/** A player's missed events: their own and the broadcasts (`user_id` NULL, publishLiveAll). */
export const missedPlayerEvents = (db: Executor, userId: number, afterId: number) => missed(db, 'live_events', sql`(user_id = ${userId} OR user_id IS NULL)`, afterId);

/** The operators' missed events that a role receives. */
export const missedOpsEvents = (db: Executor, role: string, afterId: number) => missed(db, 'ops_live_events', sql`(roles IS NULL OR ${role} = ANY(roles))`, afterId);

/** Events by id (those whose NOTIFY was too large to carry them), for the listener. */
export async function eventsByIds(db: Executor, table: 'live_events' | 'ops_live_events', ids: number[]): Promise<Map<number, unknown>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf(await db.execute(sql`SELECT id, data FROM ${sql.identifier(table)} WHERE id = ANY(${`{${ids.join(',')}}`}::bigint[])`));
  return new Map(rows.map((r) => [Number(r.id), r.data]));
}

/** The newest id of each table, where a fresh stream starts and the listener's catch-up begins. */
export async function newestIds(db: Executor): Promise<{ player: number; ops: number }> {
  const [row] = rowsOf(await db.execute(sql`SELECT (SELECT coalesce(max(id), 0) FROM live_events) AS player, (SELECT coalesce(max(id), 0) FROM ops_live_events) AS ops`));
  return { player: Number(row?.player ?? 0), ops: Number(row?.ops ?? 0) };
}

/**
 * Player events after `afterId` for the players this process holds streams of, and the broadcasts
 * (`userId` null), after the listening connection was lost.
 */
export async function catchUpPlayers(db: Executor, afterId: number, userIds: number[]): Promise<{ id: number; userId: number | null; data: unknown }[]> {
  if (userIds.length === 0) return [];
  const rows = rowsOf(
    await db.execute(
      sql`SELECT id, user_id, data FROM live_events WHERE id > ${afterId} AND (user_id = ANY(${`{${userIds.join(',')}}`}::int[]) OR user_id IS NULL) ORDER BY id LIMIT 10000`,
    ),
  );
  return rows.map((r) => ({ id: Number(r.id), userId: r.user_id === null ? null : Number(r.user_id), data: r.data }));
}

/** Operators' events after `afterId` (same reason). */
export async function catchUpOps(db: Executor, afterId: number): Promise<{ id: number; roles: string[] | null; data: unknown }[]> {
  const rows = rowsOf(await db.execute(sql`SELECT id, roles, data FROM ops_live_events WHERE id > ${afterId} ORDER BY id LIMIT 10000`));
  return rows.map((r) => ({ id: Number(r.id), roles: (r.roles as string[] | null) ?? null, data: r.data }));
}

/** Deletes events older than the retention (in batches), answering how many. */
export async function pruneLiveEvents(db: Executor, before: Date): Promise<number> {
  let deleted = 0;
  for (const table of ['live_events', 'ops_live_events'] as const) {
    for (;;) {
      const result = (await db.execute(
        sql`DELETE FROM ${sql.identifier(table)} WHERE id IN (SELECT id FROM ${sql.identifier(table)} WHERE created_at < ${before.toISOString()}::timestamptz LIMIT ${liveRules.pruneBatch})`,
      )) as unknown as { rowCount?: number | null; affectedRows?: number };
      const n = Number(result.rowCount ?? result.affectedRows ?? 0);
      deleted += n;
      if (n < liveRules.pruneBatch) break;
    }
  }
  return deleted;
}
