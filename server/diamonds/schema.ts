import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DiamondAddress } from '../../contract/index.ts';
import { ledgerTransfers, users } from '../db/schema.ts';
import { bytea } from '../kyc/index.ts';

/**
 * The diamond mall's items (docs/diamonds.md), managed by admins in the console. `kind` says what an
 * exchange pays (`coin`, `goods`; a `scratch_card` kind can join without a new column). `stock` null
 * means unlimited; a purchase decrements it with a conditional UPDATE (never below zero, checked too).
 * `image` is `art:<alias>` (shipped art) or `/diamond-goods/<sha256>.jpg` (an operator's upload).
 */
export const diamondItems = pgTable(
  'diamond_items',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull(),
    price: integer('price').notNull(),
    /** Coin paid (hundredths, whole pesos) by a coin item; 0 for goods. */
    coin: bigint('coin', { mode: 'number' }).notNull().default(0),
    wagering: integer('wagering').notNull().default(1),
    stock: integer('stock'),
    dailyLimit: integer('daily_limit'),
    totalLimit: integer('total_limit'),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** The seed's name for an item it made (unique), so a later start adds only what is missing. */
    seedKey: text('seed_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('diamond_items_seed_key').on(t.seedKey),
    check('diamond_items_values', sql`${t.price} > 0 AND ${t.coin} >= 0 AND ${t.wagering} BETWEEN 0 AND 10 AND (${t.stock} IS NULL OR ${t.stock} >= 0)`),
  ],
);

/**
 * Each exchange, written in the transaction that moved its diamonds (`transfer_id`) and, for a coin
 * item, paid its coin through the rewards engine (`grant_id`). `(user_id, request_id)` is unique: a
 * retry finds the first. `day` (Manila) is what the daily limit counts.
 */
export const diamondExchanges = pgTable(
  'diamond_exchanges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => diamondItems.id),
    requestId: text('request_id').notNull(),
    kind: text('kind').notNull(),
    day: text('day').notNull(),
    diamonds: integer('diamonds').notNull(),
    coin: bigint('coin', { mode: 'number' }).notNull().default(0),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    grantId: integer('grant_id'),
    /** True once a cancelled order gave the diamonds back (limits and the add-up total leave it out). */
    refunded: boolean('refunded').notNull().default(false),
    /**
     * The diamond coupon (a `reward_props` row of the rewards area, 100001–100005) that took `discount`
     * diamonds off the price; `diamonds` is what was paid. Null and 0 without one.
     */
    couponId: integer('coupon_id'),
    discount: integer('discount').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('diamond_exchanges_user_request').on(t.userId, t.requestId),
    index('diamond_exchanges_user_item_idx').on(t.userId, t.itemId, t.day),
    index('diamond_exchanges_created_idx').on(t.createdAt),
    check('diamond_exchanges_amounts', sql`${t.diamonds} > 0 AND ${t.coin} >= 0`),
    check('diamond_exchanges_discount', sql`${t.discount} >= 0`),
  ],
);

/** A goods exchange's order: the address, its state as operators set it, the diamonds' return when cancelled. */
export const diamondOrders = pgTable(
  'diamond_orders',
  {
    id: serial('id').primaryKey(),
    exchangeId: integer('exchange_id')
      .notNull()
      .references(() => diamondExchanges.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => diamondItems.id),
    status: text('status').notNull().default('pending'),
    address: jsonb('address').$type<DiamondAddress>().notNull(),
    trackingNo: text('tracking_no').notNull().default(''),
    refundTransferId: bigint('refund_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('diamond_orders_exchange').on(t.exchangeId),
    index('diamond_orders_user_idx').on(t.userId, t.id),
    index('diamond_orders_status_idx').on(t.status, t.id),
    check('diamond_orders_status', sql`${t.status} IN ('pending', 'shipped', 'delivered', 'cancelled')`),
  ],
);

/** Cumulative-spend awards (threshold of diamonds spent → reward items), each claimed once through the rewards engine. */
export const diamondAddupAwards = pgTable(
  'diamond_addup_awards',
  {
    id: serial('id').primaryKey(),
    threshold: integer('threshold').notNull(),
    items: jsonb('items').$type<{ propId: number; count: number }[]>().notNull(),
    active: boolean('active').notNull().default(true),
    seedKey: text('seed_key'),
  },
  (t) => [uniqueIndex('diamond_addup_awards_seed_key').on(t.seedKey), check('diamond_addup_awards_threshold', sql`${t.threshold} > 0`)],
);

/** Operators' goods pictures, re-encoded by the KYC pipeline; served content-addressed at /diamond-goods/<sha256>.jpg. */
export const diamondImages = pgTable('diamond_images', {
  id: serial('id').primaryKey(),
  sha256: text('sha256').notNull().unique(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
