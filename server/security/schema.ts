import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';

/**
 * The security event log (issue 16): sign-ins and their failures, sign-outs, password and card
 * changes, withdrawal requests, revoked sessions, failed step-ups. Append-only: the code has no
 * update or delete of it (retention is the operator's, server/ops/); the player reads it as "recent
 * activity", the operator in the console.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** SecurityEventKind (contract/calls/security.ts). */
    kind: text('kind').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /** What the kind needs to be read (a card's last digits, an amount): never a secret. */
    detail: jsonb('detail').$type<Record<string, string | number | boolean>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('security_events_user_idx').on(t.userId, t.id),
    // A day's sign-ins of every player (the console dashboard's active players).
    index('security_events_created_idx').on(t.createdAt),
  ],
);
