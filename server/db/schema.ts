import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const money = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull().unique(),
    account: text('account').notNull().unique(),
    accountType: integer('account_type').notNull(),
    passwordHash: text('password_hash'),
    mobile: text('mobile').unique(),
    nickname: text('nickname').notNull(),
    avatar: text('avatar').notNull().default('1'),
    avatarOther: text('avatar_other').notNull().default(''),
    safeboxPasswordHash: text('safebox_password_hash'),
    hasKyc: boolean('has_kyc').notNull().default(false),
    hasUserOther: boolean('has_user_other').notNull().default(false),
    vip: integer('vip').notNull().default(0),
    vipExp: integer('vip_exp').notNull().default(0),
    userLevel: integer('user_level').notNull().default(0),
    /** Running totals in hundredths, kept beside the ledger for VIP, tasks and reports. */
    bet: money('bet').notNull().default(0),
    totalRecharge: money('total_recharge').notNull().default(0),
    /** When the first deposit was credited (first-deposit offers and tips read it); null before. */
    firstRechargeAt: timestamp('first_recharge_at', { withTimezone: true }),
    exchange: money('exchange').notNull().default(0),
    /**
     * Bumped when something a red dot reads changes that this row's other columns do not show: a
     * reward granted, a jackpot chance spent. The red dots are kept per process under this row's state
     * (server/account/red-dots.ts), so a claim clears its dot at once on every process.
     */
    rewardStateVersion: integer('reward_state_version').notNull().default(0),
    pid: integer('pid'),
    inviteCode: text('invite_code').notNull().unique(),
    aid: integer('aid').notNull().default(0),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    regIp: text('reg_ip').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_money_non_negative', sql`${t.bet} >= 0 AND ${t.totalRecharge} >= 0 AND ${t.exchange} >= 0`),
    // Account names are unique whatever their case (sign-in looks them up by lower()).
    uniqueIndex('users_account_lower_unique').on(sql`lower(${t.account})`),
    // The console dashboard's sign-ups of a day (sign-ups per address are counted in auth_limit_hits).
    index('users_created_idx').on(t.createdAt),
    // The invite tree's edges, read downwards (an agent's referees, docs/agents.md).
    index('users_pid_idx').on(t.pid),
  ],
);

/**
 * Double-entry ledger (DESIGN §3). A player account never goes below zero: the database refuses it.
 * House accounts (ownerId null) may, since they are the other side of every movement.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerId: integer('owner_id').references(() => users.id),
    kind: text('kind').notNull(),
    balance: money('balance').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_kind').on(t.ownerId, t.kind),
    uniqueIndex('ledger_accounts_house_kind')
      .on(t.kind)
      .where(sql`${t.ownerId} IS NULL`),
    check('ledger_player_balance_non_negative', sql`${t.ownerId} IS NULL OR ${t.balance} >= 0`),
  ],
);

export const ledgerTransfers = pgTable('ledger_transfers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  meta: jsonb('meta'),
  createdAt: createdAt(),
});

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_transfer_idx').on(t.transferId),
    // An account's entries in a time range (the console dashboard's bonus cost of a day).
    index('ledger_entries_account_time_idx').on(t.accountId, t.createdAt),
  ],
);

// Caps on public writes (counters per address or player and window): used by several areas.
export * from './write-caps.ts';
