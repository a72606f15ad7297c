import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';

const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });
const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id);

/**
 * A player's limits (DESIGN §8), one row per (kind, period): deposit, loss and wager in hundredths per
 * Manila day, week or month; session in minutes of play per Manila day (period 'day'). A lower amount
 * applies at once; a raise or a removal waits in `pending_*` until `pending_from` (24 h later) and the
 * player's confirmation. An operator may only lower.
 */
export const protectionLimits = pgTable(
  'protection_limits',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    amount: money('amount').notNull(),
    /** A raise waiting for its cooling-off: the new amount, or null with pending_remove. */
    pendingAmount: money('pending_amount'),
    pendingRemove: boolean('pending_remove').notNull().default(false),
    /** When the pending raise or removal may be confirmed (asked + 24 h); null when nothing waits. */
    pendingFrom: at('pending_from'),
    /** 'player' or 'operator:<name>': who set the amount in force. */
    setBy: text('set_by').notNull().default('player'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('protection_limits_user_kind_period').on(t.userId, t.kind, t.period), check('protection_limits_amount', sql`${t.amount} > 0`)],
);

/**
 * Time-outs, self-exclusions and operator exclusions: each a row from `starts_at` to `ends_at`. A
 * player is excluded while any row covers now; nothing lifts it but time (no job: checks compare with
 * now) or, for a self-exclusion past `irrevocable_until` (its first 6 months), the player's own
 * confirmation 24 hours after asking (`end_from`).
 */
export const protectionExclusions = pgTable(
  'protection_exclusions',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    /** 'timeout' | 'self_exclusion' | 'operator'. */
    kind: text('kind').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    irrevocableUntil: at('irrevocable_until'),
    /**
     * A self-exclusion the player asked to end after its irrevocable months: when they may confirm it
     * (asked + 24 h; exclusion-end.ts). Null when nothing was asked. Confirming sets `ends_at` to then.
     */
    endFrom: at('end_from'),
    /** The operator who applied it (kind 'operator'), else null. */
    operator: text('operator'),
    reason: text('reason').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('protection_exclusions_user_idx').on(t.userId, t.endsAt)],
);

/** Stakes, wins and play time of a player per Manila day: what loss, wager and session limits count. */
export const protectionPlayDays = pgTable(
  'protection_play_days',
  {
    userId: userId(),
    /** The Manila day, '2026-11-25'. */
    day: text('day').notNull(),
    staked: money('staked').notNull().default(0),
    won: money('won').notNull().default(0),
    playSeconds: integer('play_seconds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * The session clock of the reality check, one row per player: the play session (from its first stake
 * after ≥ 30 minutes without play), its net result, when the player last chose "keep playing", and the
 * interval they chose.
 */
export const protectionPlayState = pgTable('protection_play_state', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  realityCheckMinutes: integer('reality_check_minutes').notNull().default(60),
  sessionStartedAt: at('session_started_at'),
  lastPlayAt: at('last_play_at'),
  sessionStaked: money('session_staked').notNull().default(0),
  sessionWon: money('session_won').notNull().default(0),
  checkedAt: at('checked_at'),
});

/** Every change of a limit or exclusion, by the player or an operator: append-only. */
export const protectionEvents = pgTable(
  'protection_events',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    /**
     * limit_lowered, limit_raise_asked, limit_raised, limit_removed, limit_pending_cancelled, timeout,
     * self_exclusion, operator_exclusion, reality_check_interval, self_exclusion_end_asked,
     * self_exclusion_end_cancelled, self_exclusion_ended.
     */
    action: text('action').notNull(),
    /** 'player' or 'operator:<name>'. */
    actor: text('actor').notNull(),
    detail: jsonb('detail').notNull().default({}),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('protection_events_user_idx').on(t.userId, t.id)],
);
