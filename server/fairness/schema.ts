import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';

/**
 * Provable fairness (docs/fairness.md). A player's seed pairs, every draw made from them, and the
 * versioned tables the draws map their words onto.
 */

/**
 * A player's seed pairs: at most one active (revealed_at null), the server seed sealed under a key
 * outside the database (config/seal.ts) while it draws, and written in plain hex only when the
 * rotation that retires it reveals it. `nonce` is the next draw's nonce (= draws made so far).
 */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    serverSeedSealed: text('server_seed_sealed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    serverSeed: text('server_seed'),
  },
  (t) => [
    uniqueIndex('fair_seeds_active').on(t.userId).where(sql`${t.revealedAt} IS NULL`),
    index('fair_seeds_user_idx').on(t.userId, t.id),
    // Revealed together or not at all: a plain seed on an active pair would be a leak.
    check('fair_seeds_reveal', sql`(${t.revealedAt} IS NULL) = (${t.serverSeed} IS NULL) AND ${t.nonce} >= 0`),
  ],
);

/**
 * Every draw: what verifies it (the pair, nonce and cursor, the table's key and version, the
 * algorithm) and what it landed on. `ref` is the game's own record (the round id, the jackpot draw
 * id); `win` what it paid in hundredths; `demo` a tryIt spin that moved no money.
 */
export const fairDraws = pgTable(
  'fair_draws',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    seedId: integer('seed_id')
      .notNull()
      .references(() => fairSeeds.id),
    nonce: integer('nonce').notNull(),
    cursor: integer('cursor').notNull(),
    tableKey: text('table_key').notNull(),
    tableVersion: integer('table_version').notNull(),
    algorithm: text('algorithm').notNull(),
    outcome: jsonb('outcome').notNull(),
    win: bigint('win', { mode: 'number' }).notNull().default(0),
    demo: boolean('demo').notNull().default(false),
    ref: text('ref').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One draw per nonce of a pair: a repeated nonce would be the same outcome twice.
    uniqueIndex('fair_draws_seed_nonce').on(t.seedId, t.nonce),
    // The player's record, newest first (a btree scans backwards as fast).
    index('fair_draws_user_idx').on(t.userId, t.id),
    // The console's report reads a table's draws by time.
    index('fair_draws_table_idx').on(t.tableKey, t.createdAt),
  ],
);

/**
 * The tables draws map onto, one row per version, never updated: `reels` tables (the slots) come
 * from a release, `weighted` ones (the jackpot) from a release (version 1) or an operator
 * (`created_by`, audited by the console). A draw uses the highest version whose effective_from has
 * come.
 */
export const fairTables = pgTable(
  'fair_tables',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    version: integer('version').notNull(),
    kind: text('kind').notNull(),
    body: jsonb('body').notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('fair_tables_key_version').on(t.key, t.version), check('fair_tables_kind', sql`${t.kind} IN ('reels', 'weighted') AND ${t.version} >= 1`)],
);
