import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';

/**
 * Red-versus-blue rounds (docs/pk.md), scheduled by an admin in the console. State moves one way:
 * scheduled → open (its start has come) → ended (its end: no bet counts after) → settled (its
 * settlement time: the prizes paid in that transaction), or scheduled → cancelled. Each transition is a
 * guarded update of this row (opener.ts), so any process may try it and one does it.
 */
export const pkRounds = pgTable(
  'pk_rounds',
  {
    id: serial('id').primaryKey(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    settlesAt: timestamp('settles_at', { withTimezone: true }).notNull(),
    /** Hundredths of coin split between the winners; `capPerPlayer` the most one is paid. */
    pool: bigint('pool', { mode: 'number' }).notNull(),
    capPerPlayer: bigint('cap_per_player', { mode: 'number' }).notNull(),
    tieRule: text('tie_rule').notNull(),
    wagering: integer('wagering').notNull(),
    state: text('state').notNull().default('scheduled'),
    /** Set at the settlement: `red`, `blue` or `tie`; what was paid and to how many. */
    winner: text('winner'),
    paid: bigint('paid', { mode: 'number' }).notNull().default(0),
    winners: integer('winners').notNull().default(0),
    /**
     * The scores last pushed over the live channel and when: the ticker pushes again only when they
     * moved and a second has passed (a guarded update, so two processes push once).
     */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedRed: bigint('published_red', { mode: 'number' }).notNull().default(0),
    publishedBlue: bigint('published_blue', { mode: 'number' }).notNull().default(0),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('pk_rounds_state', sql`${t.state} IN ('scheduled', 'open', 'ended', 'settled', 'cancelled')`),
    check('pk_rounds_tie_rule', sql`${t.tieRule} IN ('split', 'none')`),
    check('pk_rounds_winner', sql`${t.winner} IS NULL OR ${t.winner} IN ('red', 'blue', 'tie')`),
    check('pk_rounds_times', sql`${t.endsAt} > ${t.startsAt} AND ${t.settlesAt} >= ${t.endsAt}`),
    check('pk_rounds_money', sql`${t.pool} >= 1 AND ${t.capPerPlayer} >= 1 AND ${t.capPerPlayer} <= ${t.pool}`),
    index('pk_rounds_starts_at_idx').on(t.startsAt),
    // The transitions due (opener.ts) read only the rounds not yet settled.
    index('pk_rounds_live_idx').on(t.state, t.startsAt).where(sql`${t.state} IN ('scheduled', 'open', 'ended')`),
  ],
);

/**
 * A player's camp in a round: one row per (round, player), so a second sign-up (50 at once, either
 * camp) finds the first. `contribution` grows by the valid bet of each real round settled between
 * `joined_at` and the round's end (games' round hooks, earn.ts); `prize` and `grant_id` are written at
 * the settlement.
 */
export const pkSignups = pgTable(
  'pk_signups',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => pkRounds.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    camp: text('camp').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    contribution: bigint('contribution', { mode: 'number' }).notNull().default(0),
    prize: bigint('prize', { mode: 'number' }).notNull().default(0),
    grantId: integer('grant_id'),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.userId] }),
    // A settled bet looks up the player's rounds; the history lists them.
    index('pk_signups_user_idx').on(t.userId, t.roundId),
    check('pk_signups_camp', sql`${t.camp} IN ('red', 'blue')`),
    check('pk_signups_amounts', sql`${t.contribution} >= 0 AND ${t.prize} >= 0`),
  ],
);
