import { and, asc, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { ChatMessage } from '../../contract/live.ts';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { chatConversations, chatMessages, chatOperatorPresence } from './schema.ts';

export type ConversationRow = typeof chatConversations.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;
export type ChatSender = ChatMessage['from'];

/** A stored message as both sides see it (contract/live.ts chatMessageSchema). */
export const messageView = (row: MessageRow): ChatMessage => ({
  id: row.id,
  conversationId: row.conversationId,
  from: row.sender as ChatSender,
  author: row.author,
  text: row.body,
  at: row.createdAt.getTime(),
  ...(row.clientId ? { clientId: row.clientId } : {}),
});

/** The chat's own tables (and the player row for the desk's names). */
export function chatRepo(db: Executor) {
  return {
    /** The player's conversation, made on the first message; locked for the caller's transaction. */
    async conversationForUpdate(userId: number, now: Date): Promise<ConversationRow> {
      await db.insert(chatConversations).values({ userId, lastMessageAt: now, createdAt: now }).onConflictDoNothing({ target: chatConversations.userId });
      const [row] = await db.select().from(chatConversations).where(eq(chatConversations.userId, userId)).for('update');
      return row!;
    },
    async conversationOfUser(userId: number): Promise<ConversationRow | undefined> {
      const [row] = await db.select().from(chatConversations).where(eq(chatConversations.userId, userId));
      return row;
    },
    async conversation(id: number, lock = false): Promise<ConversationRow | undefined> {
      const query = db.select().from(chatConversations).where(eq(chatConversations.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },
    async messageByClientId(conversationId: number, clientId: string): Promise<MessageRow | undefined> {
      const [row] = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.clientId, clientId)));
      return row;
    },
    /** Appends a message and moves the conversation's last ids (the caller holds its row). */
    async append(conversation: ConversationRow, message: { sender: ChatSender; operatorId?: number; author?: string; body: string; clientId: string; at: Date }): Promise<MessageRow> {
      const [row] = await db
        .insert(chatMessages)
        .values({
          conversationId: conversation.id,
          userId: conversation.userId,
          sender: message.sender,
          operatorId: message.operatorId ?? null,
          author: message.author ?? '',
          body: message.body,
          clientId: message.clientId,
          createdAt: message.at,
        })
        .returning();
      await db
        .update(chatConversations)
        .set({
          lastMessageId: row!.id,
          lastMessageAt: message.at,
          ...(message.sender === 'player' ? { lastPlayerMessageId: row!.id } : {}),
        })
        .where(eq(chatConversations.id, conversation.id));
      return row!;
    },
    /** Messages after `afterId`, oldest first; one more than `limit` is read to say whether more wait. */
    async thread(conversationId: number, afterId: number, limit: number): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.id, afterId)))
        .orderBy(asc(chatMessages.id))
        .limit(limit + 1);
      return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
    },
    async setVip(id: number): Promise<void> {
      await db.update(chatConversations).set({ vip: true }).where(eq(chatConversations.id, id));
    },
    async markRead(id: number, messageId: number): Promise<void> {
      await db
        .update(chatConversations)
        .set({ operatorReadId: sql`GREATEST(${chatConversations.operatorReadId}, ${messageId})` })
        .where(eq(chatConversations.id, id));
    },
    async assign(id: number, operator: { id: number; name: string } | null, at: Date): Promise<void> {
      await db
        .update(chatConversations)
        .set({ assignedOperatorId: operator?.id ?? null, assignedOperator: operator?.name ?? null, assignedAt: operator ? at : null })
        .where(eq(chatConversations.id, id));
    },
    /**
     * The desk's list: unread first, then VIP first, then the latest. Unread counts the player's
     * messages after the last one an operator opened; the last message is read beside each row.
     */
    async deskRows(ids?: number[], limit = 200) {
      const unread = sql<number>`(SELECT count(*) FROM ${chatMessages} m WHERE m.conversation_id = ${chatConversations.id} AND m.sender = 'player' AND m.id > ${chatConversations.operatorReadId})`.mapWith(Number);
      const hasUnread = sql`(${chatConversations.lastPlayerMessageId} > ${chatConversations.operatorReadId})`;
      const base = db
        .select({
          id: chatConversations.id,
          userId: chatConversations.userId,
          account: users.account,
          nickname: users.nickname,
          vip: chatConversations.vip,
          unread,
          assignedTo: chatConversations.assignedOperator,
          lastText: chatMessages.body,
          lastFrom: chatMessages.sender,
          lastAt: chatMessages.createdAt,
        })
        .from(chatConversations)
        .innerJoin(users, eq(users.id, chatConversations.userId))
        .innerJoin(chatMessages, eq(chatMessages.id, chatConversations.lastMessageId));
      const filtered = ids ? base.where(sql`${chatConversations.id} IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`) : base;
      const rows = await filtered.orderBy(desc(hasUnread), desc(chatConversations.vip), desc(chatConversations.lastMessageId)).limit(limit);
      return rows.map((row) => ({ ...row, lastFrom: row.lastFrom as ChatSender, lastAt: row.lastAt.getTime() }));
    },
    async seen(operator: { id: number; name: string }, at: Date): Promise<void> {
      await db
        .insert(chatOperatorPresence)
        .values({ operatorId: operator.id, operator: operator.name, seenAt: at })
        .onConflictDoUpdate({ target: chatOperatorPresence.operatorId, set: { operator: operator.name, seenAt: at } });
    },
    async onlineSince(since: Date): Promise<string[]> {
      const rows = await db.select({ operator: chatOperatorPresence.operator }).from(chatOperatorPresence).where(gte(chatOperatorPresence.seenAt, since)).orderBy(asc(chatOperatorPresence.operator));
      return rows.map((row) => row.operator);
    },
  };
}
