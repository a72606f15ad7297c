import { bigint, bigserial, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';

// Signing in: sessions, SMS codes, failed sign-ins and sign-in challenges (the auth area's tables).
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
    /** When the token was last used, at most a minute stale (idle expiry, the player's device list). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** Until when this token holds a step-up grant (the player proved their password or an SMS code). */
    stepUpUntil: timestamp('step_up_until', { withTimezone: true }),
    /**
     * 'full', or 'withdraw': a withdraw-only session, made by a sign-in with `withdrawOnly` during a
     * time-out or exclusion (docs/protection.md): the dispatcher lets it make only the calls needed to
     * withdraw the balance and leave (server/api/withdraw-only.ts); 30 minutes idle end it.
     */
    scope: text('scope').notNull().default('full'),
    /** A withdraw-only session: the end of the exclusion it was made in (its refusals say it); null for 'full'. */
    scopeUntil: timestamp('scope_until', { withTimezone: true }),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    // Sessions used in a day (the console dashboard's active players).
    index('sessions_last_used_idx').on(t.lastUsedAt),
  ],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: integer('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** The requester's address, as Fastify saw it. */
    ip: text('ip').notNull().default(''),
    /** The requester's address key (IPv4, or IPv6 /64: addressKey()): what the per-address caps count. */
    addressKey: text('address_key').notNull().default(''),
    /** Guesses from addresses other than the requester's (capped by rules.sms.attemptsByOthersPerCode). */
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_mobile_idx').on(t.mobile, t.purpose, t.createdAt), index('sms_codes_address_idx').on(t.addressKey, t.createdAt)],
);

/** Guesses at one code from one address key: a stranger's wrong guesses do not use up the requester's. */
export const smsCodeAttempts = pgTable(
  'sms_code_attempts',
  {
    codeId: bigint('code_id', { mode: 'number' })
      .notNull()
      .references(() => smsCodes.id, { onDelete: 'cascade' }),
    addressKey: text('address_key').notNull(),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.addressKey] })],
);

/** Hits of the auth area's sliding-window limits that have no table of their own (sign-ups per address). */
export const authLimitHits = pgTable(
  'auth_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_limit_hits_key_idx').on(t.key, t.createdAt)],
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

/**
 * The key sign-in challenges are signed with (login-challenge.ts). In the database, not a data folder,
 * so every server process on it verifies the challenges any of them issued. One row, made on first use.
 */
export const signinKeys = pgTable('signin_keys', {
  id: smallint('id').primaryKey(),
  key: text('key').notNull(),
  createdAt: createdAt(),
});

/** Challenges already answered: each is good for one attempt. Rows leave once the challenge has expired. */
export const signinChallengesUsed = pgTable(
  'signin_challenges_used',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('signin_challenges_used_expires_idx').on(t.expiresAt)],
);
