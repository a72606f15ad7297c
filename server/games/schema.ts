import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ledgerTransfers, users } from '../db/schema.ts';

const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A game session (startGame … exitGame). `tryIt` sessions play with `demoBalance`, which never
 * touches the ledger; real sessions read the coin balance through the seamless wallet.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    gameId: integer('game_id').notNull(),
    provider: text('provider').notNull(),
    tryIt: boolean('try_it').notNull().default(false),
    demoBalance: money('demo_balance').notNull().default(0),
    /** The activity that sent the player to the game (0: none). */
    activityId: integer('activity_id').notNull().default(0),
    openedAt: at('opened_at').notNull(),
    closedAt: at('closed_at'),
  },
  (t) => [index('game_sessions_user_idx').on(t.userId, t.openedAt), check('game_sessions_demo_non_negative', sql`${t.demoBalance} >= 0`)],
);

/**
 * The seamless wallet's journal: every debit, credit and rollback a provider asked for, keyed by the
 * provider's own transaction id. A replay answers `answer` (the first answer, stored). A rollback of
 * a transaction never seen is recorded too (`refused` false, amount 0), so that the late debit it
 * cancelled is refused when it arrives.
 */
export const gameTransactions = pgTable(
  'game_transactions',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    txId: text('tx_id').notNull(),
    roundId: text('round_id').notNull(),
    /** Null only for a rollback of a transaction never seen that did not name its player. */
    userId: integer('user_id').references(() => users.id),
    /** debit, credit or rollback. */
    kind: text('kind').notNull(),
    amount: money('amount').notNull(),
    /** For a rollback: the debit it cancels. */
    refTxId: text('ref_tx_id'),
    /** The ledger transfer that moved the money (null for a zero credit or a rollback of nothing). */
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    answer: jsonb('answer').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('game_transactions_provider_tx').on(t.provider, t.txId),
    index('game_transactions_round_idx').on(t.provider, t.roundId),
    index('game_transactions_user_idx').on(t.userId, t.provider),
    check('game_transactions_amount', sql`${t.amount} >= 0`),
  ],
);

/**
 * One played round (a spin), written in the transaction that settles it: what the bet records, the
 * report and the recall read. `requestId` is the client's: a retry finds the round it already made.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    gameId: integer('game_id').notNull(),
    sessionId: text('session_id').notNull(),
    provider: text('provider').notNull(),
    requestId: text('request_id').notNull(),
    tryIt: boolean('try_it').notNull(),
    bet: money('bet').notNull(),
    validBet: money('valid_bet').notNull(),
    win: money('win').notNull(),
    grid: jsonb('grid').notNull(),
    wins: jsonb('wins').notNull(),
    balanceBefore: money('balance_before').notNull(),
    balanceAfter: money('balance_after').notNull(),
    /** settled or rolledBack. */
    status: text('status').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('game_rounds_user_request').on(t.userId, t.requestId),
    index('game_rounds_user_idx').on(t.userId, t.tryIt, t.createdAt),
    index('game_rounds_user_game_idx').on(t.userId, t.gameId, t.createdAt),
    // A day's rounds of every player (the console dashboard).
    index('game_rounds_created_idx').on(t.createdAt),
    check('game_rounds_amounts', sql`${t.bet} > 0 AND ${t.validBet} >= 0 AND ${t.win} >= 0 AND ${t.balanceAfter} >= 0`),
  ],
);

export const gameLikes = pgTable(
  'game_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    gameId: integer('game_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] })],
);

/**
 * The bet totals read model (games/betTotals.ts): per player, all time, and per player per Manila
 * day. Updated in the transaction that settles a real round, so they always equal the rounds.
 */
export const gameBetTotals = pgTable('game_bet_totals', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  bet: money('bet').notNull().default(0),
  validBet: money('valid_bet').notNull().default(0),
  win: money('win').notNull().default(0),
  count: integer('count').notNull().default(0),
  updatedAt: at('updated_at').notNull(),
});

export const gameBetDays = pgTable(
  'game_bet_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** YYYY-MM-DD in Asia/Manila. */
    day: text('day').notNull(),
    bet: money('bet').notNull().default(0),
    validBet: money('valid_bet').notNull().default(0),
    win: money('win').notNull().default(0),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    // The leaderboard (rank/, games/leaderboard.ts): a day's or a week's rows without reading other days, in board order.
    index('game_bet_days_day_idx').on(t.day, t.validBet.desc(), t.userId),
  ],
);
