import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';

// The operator console (docs/console.md): operator accounts, their sessions, failed sign-ins, and the
// append-only audit of every change an operator makes.
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  /** What the operator signs in with; unique, compared as typed (names are made by `operators add`). */
  name: text('name').notNull().unique(),
  /** support | finance | compliance | admin (contract/ops/define.ts). */
  role: text('role').notNull(),
  /** argon2id, through server/auth's hashing queue. */
  passwordHash: text('password_hash').notNull(),
  /** Set for the one-time password `operators add` prints: the first sign-in must change it. */
  mustChangePassword: boolean('must_change_password').notNull().default(true),
  /**
   * The RFC 6238 secret, sealed with AES-256-GCM under SWERTE_TOTP_KEY (totp-seal.ts: `v1.<iv>.<data>.<tag>`);
   * null until the operator starts their own enrolment at first sign-in (docs/console.md).
   */
  totpSecret: text('totp_secret'),
  /** When the operator confirmed a code of their secret: until then only the enrolment calls are answered. */
  totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
  /** The last TOTP time step spent: a code of that step or an earlier one is refused (no replay). */
  lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
  /** Who made the account (`--operator`). */
  createdBy: text('created_by').notNull(),
  createdAt: createdAt(),
  /** Set by `operators disable`: the operator can no longer sign in, and their sessions end. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
});

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    /** Noted at most once a minute; a session idle for 30 minutes is over. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/**
 * Every checked, failed console sign-in (signin-guard.ts): counted per address (`ip`: addressKey, an
 * IPv6 /64), per name typed from a browser the operator has not signed in from (`device_id` null), and
 * per trusted browser (`device_id`). A success clears the name's; an admin's unlock too.
 */
export const operatorSigninFailures = pgTable(
  'operator_signin_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    ip: text('ip').notNull(),
    /** The operator's trusted browser the attempt came from (operator_devices), or null. */
    deviceId: bigint('device_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('operator_signin_failures_name_idx').on(t.name, t.createdAt),
    index('operator_signin_failures_ip_idx').on(t.ip, t.createdAt),
    index('operator_signin_failures_device_idx').on(t.deviceId, t.createdAt),
  ],
);

/**
 * Browsers an operator signed in from (OWASP's device cookies): a random token the console keeps in
 * localStorage, only its SHA-256 here. An attempt carrying one is not held by the name's lock.
 */
export const operatorDevices = pgTable(
  'operator_devices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_devices_operator_idx').on(t.operatorId)],
);

/**
 * The console audit: one row per change, written in the transaction of the change. Append-only: the
 * code has an insert (audit.ts) and reads, never an update or delete, and no retention prunes it.
 */
export const consoleAudit = pgTable(
  'console_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The console operator's id; null for a change made on the command line. */
    operatorId: integer('operator_id').references(() => operators.id),
    operator: text('operator').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    call: text('call').notNull(),
    /** What it changed: `withdrawal:12`, `operator:ana`. */
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
  },
  (t) => [index('console_audit_at_idx').on(t.at), index('console_audit_operator_idx').on(t.operator, t.id)],
);

/**
 * Operators' notes on a player (the console's player page). Kept like the audit: the code only adds
 * them (each with its audit row, in one transaction), never edits or removes one.
 */
export const consolePlayerNotes = pgTable(
  'console_player_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    /** The operator's name when they wrote it (the row stays readable if the account is disabled). */
    operatorName: text('operator_name').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('console_player_notes_user_idx').on(t.userId, t.id)],
);

/**
 * The first approval of a withdrawal above the second-approval amount (docs/money.md "Two operators"):
 * one row per withdrawal, written by the first approver; the payout then needs another operator.
 * No foreign key to withdrawals: the console reads the wallet only through its index.
 */
export const consoleWithdrawalApprovals = pgTable('console_withdrawal_approvals', {
  withdrawalId: integer('withdrawal_id').primaryKey(),
  /** The console operator; null when the command line gave it (`--operator`). */
  operatorId: integer('operator_id').references(() => operators.id),
  operator: text('operator').notNull(),
  reason: text('reason').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

/**
 * Changes that take effect only when a second admin approves them (docs/console.md "Two admins"): a
 * money setting's new value (`kind` config, `target` the key) or a new admin account (`kind`
 * operator, `target` the name). pending → approved | rejected, once; one pending change per target.
 */
export const consolePendingChanges = pgTable(
  'console_pending_changes',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    target: text('target').notNull(),
    value: jsonb('value').notNull(),
    reason: text('reason').notNull(),
    proposedById: integer('proposed_by_id')
      .notNull()
      .references(() => operators.id),
    proposedBy: text('proposed_by').notNull(),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('pending'),
    decidedById: integer('decided_by_id').references(() => operators.id),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
  },
  (t) => [uniqueIndex('console_pending_changes_one_open').on(t.kind, t.target).where(sql`${t.status} = 'pending'`), index('console_pending_changes_status_idx').on(t.status, t.id)],
);
