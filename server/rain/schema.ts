import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';

/**
 * Red-packet rain events (docs/rain.md), scheduled by an admin in the console. The seed is made at
 * scheduling and committed by its sha256 (`seed_hash`, shown to players at once); it stays sealed
 * (server/config/seal.ts, the fairness area's key) until the event ends, when `seed` is written in the
 * clear for anyone to recompute the prize list (contract/fairness/rain.ts). State moves one way:
 * scheduled → open (the packets allocated in that transaction) → ended, or scheduled → cancelled.
 */
export const rainEvents = pgTable(
  'rain_events',
  {
    id: serial('id').primaryKey(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    packetCount: integer('packet_count').notNull(),
    /** Hundredths of coin; the packets add up to it exactly. */
    budget: bigint('budget', { mode: 'number' }).notNull(),
    perPlayerCap: integer('per_player_cap').notNull(),
    wagering: integer('wagering').notNull(),
    state: text('state').notNull().default('scheduled'),
    seedSealed: text('seed_sealed').notNull(),
    seedHash: text('seed_hash').notNull(),
    /** The seed in the clear, once ended. */
    seed: text('seed'),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * A row the daily schedule made: its Manila day (YYYY-MM-DD) and slot time (HH:MM); null for an
     * admin's one-off event. Unique together, so two processes never make one slot twice and a
     * cancelled slot is not made again.
     */
    slotDay: text('slot_day'),
    slotTime: text('slot_time'),
  },
  (t) => [
    uniqueIndex('rain_events_slot').on(t.slotDay, t.slotTime),
    check('rain_events_state', sql`${t.state} IN ('scheduled', 'open', 'ended', 'cancelled')`),
    check('rain_events_times', sql`${t.endsAt} > ${t.startsAt}`),
    check('rain_events_budget', sql`${t.packetCount} >= 1 AND ${t.budget} >= ${t.packetCount}`),
    index('rain_events_starts_at_idx').on(t.startsAt),
    // The transitions due (opener.ts) read only the events not yet over.
    index('rain_events_live_idx').on(t.state, t.startsAt).where(sql`${t.state} IN ('scheduled', 'open')`),
  ],
);

/**
 * An event's packets, allocated when it opens: `amount` (hundredths) fixed then, taken once by a
 * player's tap (`claimed_by`, their `seq`-th) and paid through the rewards engine (`grant_id`).
 * (event, player, seq) is unique, so a retried tap finds its packet and is paid once.
 */
export const rainPackets = pgTable(
  'rain_packets',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => rainEvents.id),
    idx: integer('idx').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    claimedBy: integer('claimed_by').references(() => users.id),
    seq: integer('seq'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    grantId: integer('grant_id'),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.idx] }),
    uniqueIndex('rain_packets_player_seq').on(t.eventId, t.claimedBy, t.seq),
    // The next free packet, in list order.
    index('rain_packets_free_idx').on(t.eventId, t.idx).where(sql`${t.claimedBy} IS NULL`),
    check('rain_packets_amount', sql`${t.amount} >= 1`),
    check('rain_packets_claim', sql`(${t.claimedBy} IS NULL) = (${t.seq} IS NULL)`),
  ],
);

/**
 * The daily schedule (docs/rain.md "Daily schedule"): one row (id 1), `config` as
 * contract/ops/rain.ts's `rainScheduleConfigSchema` ({ enabled, slots }), made off and empty by the
 * migration. An admin replaces it in the console (audited); rain/schedule-maker.ts makes its slots
 * ordinary `rain_events` rows for today and tomorrow.
 */
export const rainSchedule = pgTable(
  'rain_schedule',
  {
    id: integer('id').primaryKey(),
    config: jsonb('config').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: text('updated_by'),
  },
  (t) => [check('rain_schedule_one_row', sql`${t.id} = 1`)],
);
