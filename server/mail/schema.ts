import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A reward item of an attachment (spec §3 prop ids; coin in hundredths). */
export interface MailItem {
  propId: number;
  count: number;
}

/**
 * One mail in one player's inbox (docs/mail.md). System mail keeps a template key and its params (the
 * client renders them in the player's language); an operator's keeps the words as written. The
 * attachment (`items`) is claimed once: `claimed_at` and `grant_id` are set in the claim's transaction,
 * under this row's lock, and the grant's natural key (`mail:<id>`) is the engine's second guard.
 * Deleting a mail deletes its row (and so its attachment).
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'system' (an event wrote it) | 'operator' (the console). */
    kind: text('kind').notNull(),
    /** Promotional: never written to, nor claimable by, a protected player. */
    promo: boolean('promo').notNull().default(false),
    template: text('template'),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    items: jsonb('items').$type<MailItem[]>().notNull().default([]),
    /** Turnover multiple of the attachment's coin (rewards' wagering). */
    wagering: integer('wagering').notNull().default(0),
    expiresAt: at('expires_at'),
    claimedAt: at('claimed_at'),
    grantId: integer('grant_id'),
    readAt: at('read_at'),
    /** The console's send (mail_jobs.id) that wrote it; null for system mail. */
    jobId: integer('job_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('mail_messages_user_idx').on(t.userId, t.id),
    index('mail_messages_unread_idx').on(t.userId).where(sql`${t.readAt} IS NULL`),
    // A job's batch that is run again after a restart writes nobody twice.
    uniqueIndex('mail_messages_job_user').on(t.jobId, t.userId).where(sql`${t.jobId} IS NOT NULL`),
  ],
);

/**
 * A console send (docs/mail.md "Sending"): the audience (player ids or a segment), the content, who
 * sent it and who approved it, and its progress. Batches walk the audience by player id from `cursor`,
 * each batch one transaction that also moves the cursor, so a restart resumes where it stopped.
 */
export const mailJobs = pgTable(
  'mail_jobs',
  {
    id: serial('id').primaryKey(),
    /** 'awaiting_approval' | 'rejected' | 'queued' | 'running' | 'done'. */
    status: text('status').notNull(),
    /** { kind: 'players', ids } | { kind: 'segment', vipMin, vipMax, registeredFrom, registeredTo, deposited }. */
    audience: jsonb('audience').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    items: jsonb('items').$type<MailItem[]>().notNull().default([]),
    wagering: integer('wagering').notNull().default(0),
    /** Days an attachment may be claimed after it arrives. */
    expiresDays: integer('expires_days').notNull(),
    promo: boolean('promo').notNull().default(false),
    /** Coin value of the attachment (hundredths) per player: what the approval threshold compares. */
    value: integer('value').notNull().default(0),
    operatorId: integer('operator_id'),
    operator: text('operator').notNull(),
    reason: text('reason').notNull(),
    approvedBy: text('approved_by'),
    decidedAt: at('decided_at'),
    decisionReason: text('decision_reason'),
    /** Players matched when the job was queued (an estimate for a segment: who joins later is not added). */
    total: integer('total').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    /** Matched but withheld (promotional mail to a protected player). */
    skipped: integer('skipped').notNull().default(0),
    /** The last player id a committed batch covered. */
    cursor: integer('cursor').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    finishedAt: at('finished_at'),
  },
  (t) => [index('mail_jobs_status_idx').on(t.status, t.id)],
);
