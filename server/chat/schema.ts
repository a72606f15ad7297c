import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';

/**
 * The built-in live chat (docs/chat.md). One conversation per player: the thread goes on across visits,
 * and whoever answers sees it whole. `vip` is set once the player writes from /service/vip as a VIP
 * (the desk lists those first). The holder (`assigned_*`) is an operator's id and name copied from the
 * console's accounts (no foreign key: the console is another area, and the name stays readable if the
 * account is disabled). `operator_read_id` is the last message an operator opened: the player's
 * messages after it are unread.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    vip: boolean('vip').notNull().default(false),
    assignedOperatorId: integer('assigned_operator_id'),
    assignedOperator: text('assigned_operator'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    operatorReadId: integer('operator_read_id').notNull().default(0),
    lastMessageId: integer('last_message_id').notNull().default(0),
    lastPlayerMessageId: integer('last_player_message_id').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('chat_conversations_user').on(t.userId), index('chat_conversations_last').on(t.lastMessageId)],
);

/**
 * Every message, in id order (the thread's order on both sides). `client_id` is the sender's
 * idempotency key: a retry of the same message finds its row instead of adding one.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    sender: text('sender').notNull(),
    operatorId: integer('operator_id'),
    author: text('author').notNull().default(''),
    body: text('body').notNull(),
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('chat_messages_conversation').on(t.conversationId, t.id),
    uniqueIndex('chat_messages_client').on(t.conversationId, t.clientId).where(sql`${t.clientId} IS NOT NULL`),
  ],
);

/** The desk's heartbeats: an operator seen in the last PRESENCE_SECONDS is online (docs/chat.md "Presence"). */
export const chatOperatorPresence = pgTable('chat_operator_presence', {
  operatorId: integer('operator_id').primaryKey(),
  operator: text('operator').notNull(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});
