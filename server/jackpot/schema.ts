import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ledgerTransfers, users } from '../db/schema.ts';

const money = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Lucky Jackpot draw chances, one row per player (created on the first chance earned). Deposits and
 * bets are counted while the activity runs; a chance is granted per whole `depositPerChance` /
 * `betPerChance` of the running totals, so partial amounts add up. Held = granted − spent, and the
 * database refuses spending a chance that was never granted.
 */
export const jackpotChances = pgTable(
  'jackpot_chances',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    depositCounted: money('deposit_counted').notNull().default(0),
    depositGranted: integer('deposit_granted').notNull().default(0),
    betCounted: money('bet_counted').notNull().default(0),
    betGranted: integer('bet_granted').notNull().default(0),
    spent: integer('spent').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'jackpot_chances_valid',
      sql`${t.depositCounted} >= 0 AND ${t.betCounted} >= 0 AND ${t.depositGranted} >= 0 AND ${t.betGranted} >= 0 AND ${t.spent} >= 0 AND ${t.spent} <= ${t.depositGranted} + ${t.betGranted}`,
    ),
  ],
);

/**
 * Every Lucky Jackpot draw, recorded in the transaction that spends the chance and credits the prize
 * (so the answer, the log, the winners and the rank are one fact). `requestId` is the client's: a
 * retry finds the draw it already made.
 */
export const jackpotDraws = pgTable(
  'jackpot_draws',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    requestId: text('request_id').notNull(),
    /** The board cell landed on (jackpotAwardConfig id) and what it held when drawn. */
    cellId: integer('cell_id').notNull(),
    propId: integer('prop_id').notNull(),
    /** 1 item, 2 jackpot tier. */
    type: integer('type').notNull(),
    /** What was credited: hundredths for coins and tiers, a count for points and diamonds. */
    count: money('count').notNull(),
    /** Hundredths won from a jackpot tier (0 for items). */
    bonus: money('bonus').notNull().default(0),
    /** The tier's range, "min-max" in hundredths ("" for items). */
    amountSection: text('amount_section').notNull().default(''),
    /** The ledger transfer that paid it (null only for a tier win the empty pool capped to 0). */
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jackpot_draws_user_request').on(t.userId, t.requestId),
    index('jackpot_draws_user_idx').on(t.userId, t.id),
    // Recent winners and the month's rank read tier wins only.
    index('jackpot_draws_tier_idx')
      .on(t.createdAt)
      .where(sql`${t.type} = 2`),
    check('jackpot_draws_amounts', sql`${t.count} >= 0 AND ${t.bonus} >= 0`),
  ],
);
