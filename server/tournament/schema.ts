import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';

/**
 * Slot tournaments (docs/tournament.md), scheduled by an admin in the console. State moves one way:
 * scheduled → ended (the prizes paid in that transaction), or scheduled → cancelled before the start;
 * "running" is the clock between `starts_at` and `ends_at` while still scheduled. `broadcast_at` and
 * `board_hash` throttle the live board: the last time a board went out and what it was.
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** 'multiplier' (best single win over its stake) or 'validBet' (total valid bets). */
    measure: text('measure').notNull(),
    /** The house slots (game ids) whose spins count. */
    gameIds: jsonb('game_ids').$type<number[]>().notNull(),
    minBet: bigint('min_bet', { mode: 'number' }).notNull(),
    /** The coin prize (hundredths) of place 1, 2, …, each at most the one before. */
    prizes: jsonb('prizes').$type<number[]>().notNull(),
    wagering: integer('wagering').notNull(),
    state: text('state').notNull().default('scheduled'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    broadcastAt: timestamp('broadcast_at', { withTimezone: true }),
    boardHash: text('board_hash'),
  },
  (t) => [
    check('tournaments_state', sql`${t.state} IN ('scheduled', 'ended', 'cancelled')`),
    check('tournaments_measure', sql`${t.measure} IN ('multiplier', 'validBet')`),
    check('tournaments_times', sql`${t.endsAt} > ${t.startsAt}`),
    index('tournaments_starts_at_idx').on(t.startsAt),
    // What a spin and the ticker ask: the tournaments not yet over.
    index('tournaments_live_idx').on(t.state, t.startsAt).where(sql`${t.state} = 'scheduled'`),
  ],
);

/**
 * A player's standing in a tournament: the score (a multiple in hundredths, or hundredths of coin) and
 * when it was reached (the tie-break: who got there first), one row a player, written by the spin that
 * settled (entries.ts).
 */
export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    score: bigint('score', { mode: 'number' }).notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
    spins: integer('spins').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.userId] }), index('tournament_entries_board_idx').on(t.tournamentId, t.score.desc(), t.reachedAt, t.userId)],
);

/** The places paid at the end: one row a place and a player, written with the grant in the end's transaction. */
export const tournamentResults = pgTable(
  'tournament_results',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    place: integer('place').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    score: bigint('score', { mode: 'number' }).notNull(),
    prize: bigint('prize', { mode: 'number' }).notNull(),
    grantId: integer('grant_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.place] }), uniqueIndex('tournament_results_player').on(t.tournamentId, t.userId), index('tournament_results_user_idx').on(t.userId)],
);
