import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';

/**
 * The lottery, a digital number game (issue 32, docs/lottery.md). Products are configured by operators
 * in the console (audited); each product's daily draw times make `lottery_draws` rows, each with its own
 * seed committed by its sha256 when the row is made (before any sale) and revealed when it is drawn.
 * A draw's terms (pick, pool, price, paytable) are copied onto it when it is made, so a product
 * changed later never changes a draw already on sale. State moves one way: selling → closed (at the
 * cut-off) → drawn (numbers and seed written, every ticket's matches and prize) → settled (paid).
 */
export const lotteryProducts = pgTable(
  'lottery_products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    pick: integer('pick').notNull(),
    pool: integer('pool').notNull(),
    /** Hundredths a line. */
    linePrice: bigint('line_price', { mode: 'number' }).notNull(),
    maxLinesPerOrder: integer('max_lines_per_order').notNull(),
    cutoffMinutes: integer('cutoff_minutes').notNull(),
    /** Manila times of day, "HH:MM", ascending. */
    drawTimes: jsonb('draw_times').$type<string[]>().notNull(),
    /** [{ matches, prize }]: hundredths a line for exactly that many numbers drawn. */
    paytable: jsonb('paytable').$type<{ matches: number; prize: number }[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** The release's default product (server/seed/lottery.json): written once, the operator's afterwards. */
    seedKey: text('seed_key').unique(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('lottery_products_pick', sql`${t.pick} >= 1 AND ${t.pool} > ${t.pick}`),
    check('lottery_products_price', sql`${t.linePrice} >= 1`),
  ],
);

export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => lotteryProducts.id),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    pick: integer('pick').notNull(),
    pool: integer('pool').notNull(),
    linePrice: bigint('line_price', { mode: 'number' }).notNull(),
    paytable: jsonb('paytable').$type<{ matches: number; prize: number }[]>().notNull(),
    state: text('state').notNull().default('selling'),
    /** Sealed under the fairness area's key until drawn (server/config/seal.ts), bound to the hash. */
    seedSealed: text('seed_sealed').notNull(),
    seedHash: text('seed_hash').notNull(),
    seed: text('seed'),
    numbers: integer('numbers').array(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Two processes making the same slot make one draw.
    uniqueIndex('lottery_draws_slot').on(t.productId, t.drawAt),
    check('lottery_draws_state', sql`${t.state} IN ('selling', 'closed', 'drawn', 'settled')`),
    check('lottery_draws_times', sql`${t.drawAt} >= ${t.closesAt}`),
    check('lottery_draws_seed', sql`(${t.seed} IS NULL) = (${t.state} IN ('selling', 'closed'))`),
    // The transitions due (draws.ts) read only the draws not yet settled.
    index('lottery_draws_live_idx').on(t.state, t.closesAt).where(sql`${t.state} <> 'settled'`),
    index('lottery_draws_history_idx').on(t.productId, t.drawAt),
  ],
);

/** An order: one ledger transfer (coin) or one lottery coupon, for its lines (tickets). (user, request) is unique: a retry answers it. */
export const lotteryOrders = pgTable(
  'lottery_orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    requestId: text('request_id').notNull(),
    drawId: integer('draw_id')
      .notNull()
      .references(() => lotteryDraws.id),
    lines: integer('lines').notNull(),
    cost: bigint('cost', { mode: 'number' }).notNull(),
    pay: text('pay').notNull(),
    couponId: integer('coupon_id'),
    transferId: integer('transfer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('lottery_orders_request').on(t.userId, t.requestId),
    check('lottery_orders_pay', sql`(${t.pay} = 'coin' AND ${t.transferId} IS NOT NULL AND ${t.couponId} IS NULL) OR (${t.pay} = 'coupon' AND ${t.couponId} IS NOT NULL AND ${t.transferId} IS NULL)`),
  ],
);

/** One line. `matched` and `prize` are written when the draw is drawn; `grant_id` when its prize is paid. */
export const lotteryTickets = pgTable(
  'lottery_tickets',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => lotteryOrders.id),
    drawId: integer('draw_id')
      .notNull()
      .references(() => lotteryDraws.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Ascending. */
    numbers: integer('numbers').array().notNull(),
    matched: integer('matched'),
    prize: bigint('prize', { mode: 'number' }).notNull().default(0),
    grantId: integer('grant_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('lottery_tickets_draw_idx').on(t.drawId, t.userId),
    index('lottery_tickets_user_idx').on(t.userId, t.id),
    index('lottery_tickets_order_idx').on(t.orderId),
    check('lottery_tickets_prize', sql`${t.prize} >= 0`),
  ],
);
