import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';
import { fairDraws } from '../fairness/schema.ts';
import type { PusherConfig } from './config.ts';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * The pusher's settings (docs/pusher.md): one row (id 1), seeded from server/seed/pusher.json when
 * missing and never overwritten by a later start, so an operator's change stays. Read on every drop.
 */
export const pusherConfig = pgTable(
  'pusher_config',
  {
    id: integer('id').primaryKey(),
    config: jsonb('config').$type<PusherConfig>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('pusher_config_one_row', sql`${t.id} = 1`)],
);

/**
 * Each drop, written in the transaction that took its stake (the seamless wallet's `pusher` journal,
 * round `pusher:<id>`… see service.ts), drew its prize (`fair_draw_id`) and paid it. `(user_id,
 * request_id)` is unique: a retry finds the first drop. `created_at` is what the console's day counts.
 */
export const pusherDrops = pgTable(
  'pusher_drops',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    requestId: text('request_id').notNull(),
    /** The wallet's round id (`<roundId>:bet`, `<roundId>:win`). */
    roundId: text('round_id').notNull(),
    lane: integer('lane').notNull(),
    stake: money('stake').notNull(),
    /** The fair table's entry drawn, and what it showed: plain coins and the golden coin. */
    prizeId: integer('prize_id').notNull(),
    coins: integer('coins').notNull(),
    golden: boolean('golden').notNull(),
    win: money('win').notNull(),
    balanceAfter: money('balance_after').notNull(),
    fairDrawId: integer('fair_draw_id')
      .notNull()
      .references(() => fairDraws.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('pusher_drops_user_request').on(t.userId, t.requestId),
    index('pusher_drops_user_idx').on(t.userId, t.id),
    index('pusher_drops_created_idx').on(t.createdAt),
    check('pusher_drops_amounts', sql`${t.stake} > 0 AND ${t.win} >= 0 AND ${t.balanceAfter} >= 0 AND ${t.lane} >= 0 AND ${t.coins} >= 0`),
  ],
);
