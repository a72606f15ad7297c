import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the live channel pushed to one player (server/live/, docs/live.md): kept for a day so a stream
 * that reconnects with `Last-Event-ID` replays what it missed; the id is the SSE event id. Written in
 * the transaction that made the change, so an event exists exactly when its change does.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for an event to every player (publishLiveAll, migration 0041). */
    userId: integer('user_id'),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('live_events_user_id_idx').on(t.userId, t.id),
    index('live_events_created_at_idx').on(t.createdAt),
    index('live_events_broadcast_idx').on(t.id).where(sql`${t.userId} IS NULL`),
  ],
);

/** What the live channel pushed to the operators' consoles: every signed-in operator, or those of `roles`. */
export const opsLiveEvents = pgTable(
  'ops_live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The roles that receive it; null for every operator. */
    roles: text('roles').array(),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('ops_live_events_created_at_idx').on(t.createdAt)],
);
