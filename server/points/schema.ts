import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ledgerTransfers, users } from '../db/schema.ts';
import { rewardGrants } from '../rewards/schema.ts';

/**
 * Each exchange of points for bonus coin (docs/points-rank.md), written in the transaction that moved
 * both: the points back to `house:points_issued` (`transfer_id`) and the coin through the rewards
 * engine (`grant_id`). The player's `request_id` is unique per player, so a double tap, a second tab
 * or a retry finds the first exchange. `day` (Manila) is what the daily cap sums.
 */
export const pointsExchanges = pgTable(
  'points_exchanges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    requestId: text('request_id').notNull(),
    /** YYYY-MM-DD in Asia/Manila. */
    day: text('day').notNull(),
    points: integer('points').notNull(),
    /** Coin paid, hundredths. */
    coin: bigint('coin', { mode: 'number' }).notNull(),
    /** The rate it was made at (points per peso), as configured then. */
    pointsPerPeso: integer('points_per_peso').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    grantId: integer('grant_id')
      .notNull()
      .references(() => rewardGrants.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('points_exchanges_user_request').on(t.userId, t.requestId),
    // Today's exchanges of a player (the daily cap).
    index('points_exchanges_user_day_idx').on(t.userId, t.day),
    check('points_exchanges_amounts', sql`${t.points} > 0 AND ${t.coin} > 0 AND ${t.pointsPerPeso} > 0 AND ${t.coin} * ${t.pointsPerPeso} = ${t.points}::bigint * 100`),
  ],
);
