import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';

/**
 * Live shows (docs/shows.md), scheduled by an admin in the console: an HLS stream on air in
 * [starts_at, ends_at), a host, and optionally a reward for `reward_minutes` minutes of visible
 * watching (`reward_coin` hundredths; both 0 when none). Cancelled shows keep their row (audit, the
 * watch counts) with `cancelled_at` set.
 */
export const liveShows = pgTable(
  'live_shows',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    hostName: text('host_name').notNull(),
    url: text('url').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    rewardMinutes: integer('reward_minutes').notNull().default(0),
    rewardCoin: bigint('reward_coin', { mode: 'number' }).notNull().default(0),
    wagering: integer('wagering').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('live_shows_times', sql`${t.endsAt} > ${t.startsAt}`),
    // A reward has both its minutes and its coin, or neither.
    check('live_shows_reward', sql`(${t.rewardMinutes} = 0) = (${t.rewardCoin} = 0)`),
    index('live_shows_ends_at_idx').on(t.endsAt),
  ],
);

/**
 * What the server credited one player for one show from their presence pings (docs/shows.md
 * "Counting"): `watched_seconds` (at most the show's length), the last credited ping (the next one
 * credits at most the ping interval since it), and the reward's grant once paid.
 */
export const liveShowWatch = pgTable(
  'live_show_watch',
  {
    showId: integer('show_id')
      .notNull()
      .references(() => liveShows.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    watchedSeconds: integer('watched_seconds').notNull().default(0),
    lastPingAt: timestamp('last_ping_at', { withTimezone: true }).notNull(),
    grantId: integer('grant_id'),
  },
  (t) => [primaryKey({ columns: [t.showId, t.userId] }), check('live_show_watch_seconds', sql`${t.watchedSeconds} >= 0`)],
);
