import { bigint, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';

/**
 * Bankruptcies (docs/bankrupt.md "Episodes"): one row each time the player is first seen bankrupt
 * after playing. A bankruptcy is the player's Manila day and the number of real rounds they had
 * settled that day when it started: a further round needs coin, so a player who plays again and runs
 * out again has a new one (and a new claim window). `claim_until` is its window's end: the start plus
 * `bankruptGift.claimMinutes`, never past the day's end.
 */
export const bankruptEpisodes = pgTable(
  'bankrupt_episodes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The Manila day, YYYY-MM-DD (the awards' period). */
    day: text('day').notNull(),
    /** game_bet_days.count of that day when it started. */
    roundsAtStart: bigint('rounds_at_start', { mode: 'number' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    claimUntil: timestamp('claim_until', { withTimezone: true }).notNull(),
  },
  // Also the player's latest bankruptcy: (user, day desc, rounds desc).
  (t) => [uniqueIndex('bankrupt_episodes_user_day_rounds').on(t.userId, t.day, t.roundsAtStart)],
);
