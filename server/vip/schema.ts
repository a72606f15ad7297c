import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { rewardGrants } from '../rewards/schema.ts';
import { users } from '../db/schema.ts';

const money = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Each VIP level change (docs/rewards.md "VIP"), written in the transaction that settled the round
 * that reached it: what getVipLevelAudit pages. Levels never go down, so `toLevel` > `fromLevel`.
 */
export const vipLevelChanges = pgTable(
  'vip_level_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    fromLevel: integer('from_level').notNull(),
    toLevel: integer('to_level').notNull(),
    /** The experience that reached it. */
    vipExp: integer('vip_exp').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('vip_level_changes_user_idx').on(t.userId, t.id), check('vip_level_changes_up', sql`${t.toLevel} > ${t.fromLevel}`)],
);

/**
 * Bet rebates accrued (docs/rewards.md "Bet rebates"): valid bets of a player, Manila day and game
 * type at one rate (the player's VIP level's when each bet settled). A claim pays
 * floor(valid_bet × rate_bps / 10000) − paid and moves `rebated_bet` up to `valid_bet`, so the total
 * ever paid for a row is the floor of its whole valid bet at its rate, however often it is claimed.
 */
export const vipRebateAccruals = pgTable(
  'vip_rebate_accruals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** YYYY-MM-DD in Asia/Manila. */
    day: text('day').notNull(),
    /** Game type id (config gameTypes). */
    gameType: integer('game_type').notNull(),
    rateBps: integer('rate_bps').notNull(),
    validBet: money('valid_bet').notNull(),
    /** valid_bet as of the last claim that paid this row: the bets shown as "not yet rebated" are above it. */
    rebatedBet: money('rebated_bet').notNull().default(0),
    /** Rebate paid so far (hundredths). */
    paid: money('paid').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('vip_rebate_accruals_key').on(t.userId, t.day, t.gameType, t.rateBps),
    // The rows with bets not yet rebated: what betBonus, a claim and the red dot read.
    index('vip_rebate_accruals_open_idx')
      .on(t.userId, t.gameType)
      .where(sql`${t.validBet} > ${t.rebatedBet}`),
    check('vip_rebate_accruals_amounts', sql`${t.rateBps} > 0 AND ${t.validBet} >= ${t.rebatedBet} AND ${t.rebatedBet} >= 0 AND ${t.paid} >= 0`),
  ],
);

/** One row per rebate claim and game type: what betBonusLog pages; `grantId` is the grant that paid it. */
export const vipRebateClaims = pgTable(
  'vip_rebate_claims',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    gameType: integer('game_type').notNull(),
    /** Valid bets this claim rebated. */
    validBet: money('valid_bet').notNull(),
    rateBps: integer('rate_bps').notNull(),
    amount: money('amount').notNull(),
    grantId: integer('grant_id')
      .notNull()
      .unique()
      .references(() => rewardGrants.id),
    createdAt: createdAt(),
  },
  (t) => [index('vip_rebate_claims_user_idx').on(t.userId, t.id), check('vip_rebate_claims_amount', sql`${t.amount} > 0`)],
);
