import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
  /** The RFC 6238 secret, base32 (the authenticator app has the same). */
  totpSecret: text('totp_secret').notNull(),
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

/** Every failed console sign-in (counted per name typed); cleared by a successful one. */
export const operatorSigninFailures = pgTable(
  'operator_signin_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('operator_signin_failures_name_idx').on(t.name, t.createdAt)],
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
