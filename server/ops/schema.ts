import { bigserial, boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every state-changing operator command (`npm run ops -- … --operator <name>`), who ran it and what it
 * did, refused ones included: the trail a second operator or an auditor reads. Written in the same
 * transaction as the change where there is one (a withdrawal decision), so a change never lacks its name.
 */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operator: text('operator').notNull(),
    /** The command and its action: `withdrawals approve`, `prune`, … */
    action: text('action').notNull(),
    /** What it was about and what came of it (ids, counts, the refusal). */
    detail: jsonb('detail').notNull(),
    ok: boolean('ok').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_actions_created_idx').on(t.createdAt)],
);
