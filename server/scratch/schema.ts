import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RewardItemView } from '../../contract/index.ts';
import { users } from '../db/schema.ts';
import { diamondExchanges, diamondItems } from '../diamonds/schema.ts';

/**
 * Scratch card types (docs/scratch.md). Each is sold by one mall item (`item_id`, kind `scratchCard`:
 * its name, price, stock and limits are the mall's) and draws its prize from its own weighted fairness
 * table (`table_key`, `scratch:<seed key>`): the odds the card's page shows are that table in force.
 * `auto_reveal_bps` is the share of the scratch area uncovered at which the card reveals itself
 * (6000 = 60%); `brush_radius` is in stroke units; `wagering` is the turnover multiple of a coin prize.
 * The fair draw (`scratch_cards.fair_draw_id`) is the fairness module's row, kept by id.
 */
export const scratchCardTypes = pgTable(
  'scratch_card_types',
  {
    id: serial('id').primaryKey(),
    seedKey: text('seed_key').notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => diamondItems.id),
    art: text('art').notNull(),
    tableKey: text('table_key').notNull(),
    autoRevealBps: integer('auto_reveal_bps').notNull().default(6000),
    brushRadius: integer('brush_radius').notNull().default(48),
    wagering: integer('wagering').notNull().default(1),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When first put on sale (migration 0038); null: never, so its prizes may still be replaced (docs/scratch.md "Console"). */
    firstOnSaleAt: timestamp('first_on_sale_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('scratch_card_types_seed_key').on(t.seedKey),
    uniqueIndex('scratch_card_types_item').on(t.itemId),
    uniqueIndex('scratch_card_types_table_key').on(t.tableKey),
    check('scratch_card_types_values', sql`${t.autoRevealBps} BETWEEN 1000 AND 10000 AND ${t.brushRadius} > 0 AND ${t.wagering} BETWEEN 0 AND 10`),
  ],
);

/**
 * A card a player bought: written in the purchase's transaction (`exchange_id`, the mall's exchange,
 * unique: a retry of the request finds it), its prize drawn then (`fair_draw_id`, `table_version`,
 * `prize`: the table entry's id and items). `strokes` is the scratch log (arrays of flattened points,
 * at most 100: contract SCRATCH_MAX_STROKES). `state` new → scratching → claimed; `grant_id` and
 * `claimed_at` are set together with `claimed`, by the one transaction that paid the prize.
 */
export const scratchCards = pgTable(
  'scratch_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => scratchCardTypes.id),
    exchangeId: integer('exchange_id')
      .notNull()
      .references(() => diamondExchanges.id),
    diamonds: integer('diamonds').notNull(),
    fairDrawId: integer('fair_draw_id').notNull(),
    tableVersion: integer('table_version').notNull(),
    prize: jsonb('prize').$type<{ id: number; items: RewardItemView[] }>().notNull(),
    strokes: jsonb('strokes').$type<number[][]>().notNull().default(sql`'[]'::jsonb`),
    state: text('state').notNull().default('new'),
    grantId: integer('grant_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('scratch_cards_exchange').on(t.exchangeId),
    index('scratch_cards_user_idx').on(t.userId, t.state, t.id),
    index('scratch_cards_claimed_idx').on(t.userId, t.claimedAt),
    check('scratch_cards_state', sql`${t.state} IN ('new', 'scratching', 'claimed') AND (${t.state} = 'claimed') = (${t.claimedAt} IS NOT NULL)`),
    check('scratch_cards_strokes', sql`jsonb_typeof(${t.strokes}) = 'array' AND jsonb_array_length(${t.strokes}) <= 100`),
  ],
);
