import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RewardItemView } from '../../contract/index.ts';
import { users } from '../db/schema.ts';
import { fairDraws } from '../fairness/schema.ts';
import type { SpinWheelConfig } from './config.ts';

/**
 * The wheel's settings (docs/spin.md "Config"): one row (id 1), seeded from server/seed/spin-wheel.json
 * when missing and never overwritten by a later start, so an operator's change stays. Read on every
 * call (one indexed read): the sources and caps a player sees are those a spin counts.
 */
export const spinWheelConfig = pgTable(
  'spin_wheel_config',
  {
    id: integer('id').primaryKey(),
    config: jsonb('config').$type<SpinWheelConfig>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('spin_wheel_config_one_row', sql`${t.id} = 1`)],
);

/**
 * Each spin, written in the transaction that drew it (`fair_draw_id`, the fairness record) and paid it
 * through the rewards engine (`grant_id`). `(user_id, request_id)` is unique: a retry finds the first.
 * `day` (Manila) is what "spins used today" counts; nothing else is kept about spins left: they are
 * computed from the day's real deposits and bets every time.
 */
export const spinWheelSpins = pgTable(
  'spin_wheel_spins',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    requestId: text('request_id').notNull(),
    day: text('day').notNull(),
    /** The fair table's entry drawn (the segment's id) and where it sat on the wheel then. */
    segmentId: integer('segment_id').notNull(),
    segmentIndex: integer('segment_index').notNull(),
    items: jsonb('items').$type<RewardItemView[]>().notNull(),
    tier: text('tier').notNull(),
    fairDrawId: integer('fair_draw_id')
      .notNull()
      .references(() => fairDraws.id),
    grantId: integer('grant_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('spin_wheel_spins_user_request').on(t.userId, t.requestId),
    index('spin_wheel_spins_user_day_idx').on(t.userId, t.day),
    index('spin_wheel_spins_user_idx').on(t.userId, t.id),
    check('spin_wheel_spins_segment_index', sql`${t.segmentIndex} >= 0`),
  ],
);
