import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';
import { bytea } from '../kyc/index.ts';

// Feedback (docs/feedback.md): what players write to support, the pictures they attach, support's reply.

/**
 * One feedback: open (waiting) → answered (a reply) → closed. `assignedTo` is the support operator
 * who took it from the queue (console), null while nobody has.
 */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    category: text('category').notNull(),
    text: text('text').notNull(),
    status: text('status').notNull().default('open'),
    reply: text('reply').notNull().default(''),
    repliedBy: text('replied_by'),
    assignedTo: text('assigned_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('feedbacks_user_idx').on(t.userId, t.id), index('feedbacks_status_idx').on(t.status, t.id)],
);

/**
 * The pictures, re-encoded by the KYC pipeline (JPEG, no metadata) and kept as rows like kyc_files:
 * never under the static root, read only by the owner's feedbackDetail and the console (audited).
 */
export const feedbackFiles = pgTable(
  'feedback_files',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    /** The feedback that took it; null while unused. */
    feedbackId: integer('feedback_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_files_user_idx').on(t.userId, t.createdAt), index('feedback_files_feedback_idx').on(t.feedbackId)],
);
