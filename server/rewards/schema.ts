import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ledgerTransfers, users } from '../db/schema.ts';

const money = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Every reward granted (DESIGN §7), one row per grant. The natural key (player, activity, Manila
 * period, key) is unique: a double tap, a second tab or a retried request finds the first grant and
 * grants nothing. `reason` says why in words the reward record and the console can show.
 */
export const rewardGrants = pgTable(
  'reward_grants',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The ActivityId paying (spec §3 activityMap), e.g. 15 sign-up bonus, 47 Lucky Jackpot. */
    activityId: integer('activity_id').notNull(),
    /** The Manila calendar period the grant belongs to: 'once', '2026-11-25', '2026-W48', '2026-11'. */
    period: text('period').notNull(),
    /** What, within the activity and period, this grant is for (an item, a level, a draw id). */
    key: text('key').notNull(),
    reason: text('reason').notNull(),
    /** Anything the source wants kept beside the grant (a draw id, a level). */
    meta: jsonb('meta'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('reward_grants_natural_key').on(t.userId, t.activityId, t.period, t.key), index('reward_grants_user_idx').on(t.userId, t.id)],
);

/** The items of a grant, in the spec's prop ids; a value item names the ledger transfer that paid it. */
export const rewardGrantItems = pgTable(
  'reward_grant_items',
  {
    id: serial('id').primaryKey(),
    grantId: integer('grant_id')
      .notNull()
      .references(() => rewardGrants.id),
    propId: integer('prop_id').notNull(),
    /** Hundredths for coin (and jackpot tiers), a count for points and diamonds. */
    count: money('count').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
  },
  (t) => [uniqueIndex('reward_grant_items_prop').on(t.grantId, t.propId), check('reward_grant_items_count', sql`${t.count} > 0`)],
);

/**
 * Wagering requirements: bonus coin that cannot be withdrawn until the player has bet `turnover`
 * in valid bets after the grant (and, for a free bonus, made a first top-up: spec §5). Valid bets
 * of settled rounds lower `turnoverLeft`, oldest requirement first. Open while turnover is left or a
 * top-up is still needed (users.total_recharge = 0), and not forfeited.
 *
 * `balance` is the coin this bonus and its winnings make up while open (docs/rewards.md "Wagering"):
 * a stake takes the player's cash first and the open bonuses' balance after; a round's win goes back
 * in the stake's proportions. A withdrawal while a balance is held forfeits it (`forfeited`).
 */
export const rewardWagering = pgTable(
  'reward_wagering',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    grantId: integer('grant_id')
      .notNull()
      .unique()
      .references(() => rewardGrants.id),
    /** The coin locked by this requirement (hundredths). */
    amount: money('amount').notNull(),
    /** Valid bets required (amount × the multiple) and still to bet. */
    turnover: money('turnover').notNull(),
    turnoverLeft: money('turnover_left').notNull(),
    /** Locked until the player's top-ups reach `qualifyingDeposit` as well. */
    needsDeposit: boolean('needs_deposit').notNull().default(false),
    /** The top-ups (users.total_recharge, hundredths) that qualify a bonus needing a deposit: config bonusQualifyingDeposit at the grant. */
    qualifyingDeposit: money('qualifying_deposit').notNull().default(1),
    createdAt: createdAt(),
    /** When the last valid bet it needed was counted (null while turnover is left). */
    turnoverMetAt: timestamp('turnover_met_at', { withTimezone: true }),
    /** The coin this bonus and its winnings make up while it is open (hundredths); 0 once it is closed. */
    balance: money('balance').notNull().default(0),
    /** What a withdrawal made while it was open took back (hundredths), and when; null if never. */
    forfeited: money('forfeited').notNull().default(0),
    forfeitedAt: timestamp('forfeited_at', { withTimezone: true }),
  },
  (t) => [
    // The settle hook reads only the requirements still counting bets.
    index('reward_wagering_counting_idx')
      .on(t.userId, t.id)
      .where(sql`${t.turnoverLeft} > 0`),
    index('reward_wagering_user_idx').on(t.userId),
    check('reward_wagering_amounts', sql`${t.amount} > 0 AND ${t.turnover} >= 0 AND ${t.turnoverLeft} >= 0 AND ${t.turnoverLeft} <= ${t.turnover}`),
    check('reward_wagering_balance', sql`${t.balance} >= 0 AND ${t.forfeited} >= 0`),
  ],
);

/**
 * Coupons and tickets a player owns (spec §3: deposit coupons 1001–1399, diamond coupons
 * 100001–100005, lottery coupons 110001–110005), one row per count of a grant's item.
 * `status`: active → reserved (a pending deposit order holds it: `used_by` is the order no) → used;
 * a reserved coupon whose order fails or expires is active again. "Expired" is not stored: an active
 * row past `expires_at` is expired (no job has to run at midnight for it to be true).
 */
export const rewardProps = pgTable(
  'reward_props',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    grantId: integer('grant_id')
      .notNull()
      .references(() => rewardGrants.id),
    propId: integer('prop_id').notNull(),
    /** active, reserved or used. */
    status: text('status').notNull().default('active'),
    /** null: never expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** When it was reserved, then used. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** What holds or consumed it: a deposit order no. */
    usedBy: text('used_by'),
  },
  (t) => [
    index('reward_props_user_idx').on(t.userId, t.id),
    index('reward_props_grant_idx').on(t.grantId),
    check('reward_props_status', sql`${t.status} IN ('active', 'reserved', 'used')`),
  ],
);
