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
  primaryKey,
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
    facebookAccount: text('facebook_account').notNull().default(''),
    googleAccount: text('google_account').notNull().default(''),
    lineAccount: text('line_account').notNull().default(''),
    facebookName: text('facebook_name').notNull().default(''),
    lineName: text('line_name').notNull().default(''),
    googleName: text('google_name').notNull().default(''),
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
    // Counting recent sign-ups per address (rules.registration).
    index('users_reg_ip_idx').on(t.regIp, t.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: integer('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_mobile_idx').on(t.mobile, t.purpose, t.createdAt), index('sms_codes_ip_idx').on(t.ip, t.createdAt)],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountKey: text('account_key').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_account_idx').on(t.accountKey, t.createdAt), index('login_failures_ip_idx').on(t.ip, t.createdAt)],
);

export const appConfig = pgTable('app_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const themes = pgTable('themes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  domain: text('domain').notNull().default(''),
  data: jsonb('data').notNull(),
  isActive: boolean('is_active').notNull().default(false),
});

export const clientEvents = pgTable(
  'client_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id'),
    deviceId: text('device_id').notNull().default(''),
    name: text('name').notNull(),
    clientTime: bigint('client_time', { mode: 'number' }).notNull(),
    page: text('page').notNull().default(''),
    params: jsonb('params'),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('client_events_created_idx').on(t.createdAt)],
);

export const presence = pgTable('presence', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  gameId: integer('game_id').notNull().default(0),
  ip: text('ip').notNull().default(''),
  lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
});

export const devices = pgTable(
  'devices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    deviceId: text('device_id').notNull(),
    deviceModel: text('device_model').notNull().default(''),
    phoneInfo: text('phone_info').notNull().default(''),
    messagingToken: text('messaging_token').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceId] })],
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
  (t) => [index('ledger_entries_account_idx').on(t.accountId, t.id), index('ledger_entries_transfer_idx').on(t.transferId)],
);

/** Activities the operator runs (spec §3 activityMap); `type` is the ActivityId. */
export const activities = pgTable('activities', {
  id: serial('id').primaryKey(),
  type: integer('type').notNull().unique(),
  sort: integer('sort').notNull().default(0),
  status: boolean('status').notNull().default(true),
  unloginShowStatus: boolean('unlogin_show_status').notNull().default(false),
  homeFloatShowStatus: boolean('home_float_show_status').notNull().default(false),
  imgUrl4: text('img_url4').notNull().default(''),
  popup: boolean('popup').notNull().default(false),
  /** Operator text of the popup ({ title, body }), for activities whose popup shows it. */
  popupConfig: jsonb('popup_config'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where a player's withdrawals go (the wallet's "bank cards"): an e-wallet number or a bank account.
 * Deleting one keeps the row (withdrawals point at it) and frees its number for a new card.
 */
export const userBanks = pgTable(
  'user_banks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The withdrawal channel: 1 GCash, 2 Maya, 3 bank (see server/config/wallet.ts). */
    type: integer('type').notNull(),
    /** For bank accounts, the bank (config rechargeBankMap id); 0 for e-wallets. */
    bankId: integer('bank_id').notNull().default(0),
    accountName: text('account_name').notNull(),
    accountNo: text('account_no').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('user_banks_user_idx').on(t.userId),
    uniqueIndex('user_banks_user_account_live')
      .on(t.userId, t.type, t.bankId, t.accountNo)
      .where(sql`${t.deletedAt} IS NULL`),
  ],
);

/** Withdrawal requests: the money is held (ledger) when the request is made; the operator pays or rejects. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    cardId: integer('card_id')
      .notNull()
      .references(() => userBanks.id),
    /** The client's id for this request: a retry or a double tap finds the first one. */
    requestId: text('request_id').notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull().default(0),
    /** pending → paid | rejected. */
    status: text('status').notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('withdrawals_user_request').on(t.userId, t.requestId),
    index('withdrawals_status_idx').on(t.status, t.id),
    index('withdrawals_user_idx').on(t.userId, t.id),
    check('withdrawals_amount_positive', sql`${t.amount} > 0 AND ${t.fee} >= 0 AND ${t.fee} < ${t.amount}`),
  ],
);

/**
 * Deposits: an order is made when the player picks an amount, the payment provider confirms it by a
 * signed callback, and the credit happens in the same transaction that marks the order paid.
 */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: serial('id').primaryKey(),
    /** Ours, random, shown to the provider and in the return address. */
    orderNo: text('order_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The client's id for this attempt: a double tap makes one order. */
    requestId: text('request_id').notNull(),
    provider: text('provider').notNull(),
    /** The deposit channel (config rechargeTypeMap id). */
    typeId: integer('type_id').notNull(),
    amount: money('amount').notNull(),
    /** pending → paid | failed | expired. */
    status: text('status').notNull().default('pending'),
    providerOrderId: text('provider_order_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deposit_orders_user_request').on(t.userId, t.requestId),
    uniqueIndex('deposit_orders_provider_order').on(t.provider, t.providerOrderId),
    index('deposit_orders_user_idx').on(t.userId, t.id),
    check('deposit_orders_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Every callback a provider sent, accepted or not: the audit trail of who tried what. */
export const paymentCallbacks = pgTable('payment_callbacks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  provider: text('provider').notNull(),
  orderNo: text('order_no'),
  /** accepted, duplicate, or why it was refused (bad-signature, stale, unknown-order, amount-mismatch, late, …). */
  outcome: text('outcome').notNull(),
  body: text('body').notNull(),
  ip: text('ip').notNull().default(''),
  createdAt: createdAt(),
});


// The Lucky Jackpot's tables live beside this file (drizzle-kit reads them through this re-export).
export * from '../jackpot/schema.ts';

// The games' tables (sessions, the seamless wallet's journal, rounds, likes, bet totals).
export * from '../games/schema.ts';
