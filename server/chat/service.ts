import { CHAT_MAX_LENGTH, Errcode, MessageKey } from '../../contract/index.ts';
import { ConsoleMessageKey } from '../../contract/ops/messages.ts';
import type { ChatMessage } from '../../contract/live.ts';
import { ApiError, invalid } from '../api/errors.ts';
import type { Db, Executor } from '../db/client.ts';
import { takeWriteQuota } from '../db/write-caps.ts';
import { publishLive, publishOps } from '../live/index.ts';
import { chatRepo, messageView, type ConversationRow } from './repo.ts';
import { chatRules } from './rules.ts';

/** Who may be answering now: the support operators whose desk beat within chatRules.presenceSeconds. */
export const operatorsOnline = (db: Executor, now: number) => chatRepo(db).onlineSince(new Date(now - chatRules.presenceSeconds * 1000));

/** A message's text as stored: trimmed; empty or over CHAT_MAX_LENGTH characters (code points) is refused. */
export function checkedText(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) throw invalid('text', MessageKey.fieldRequired);
  const length = [...trimmed].length;
  if (length > CHAT_MAX_LENGTH) throw new ApiError(Errcode.chatTooLong, { field: 'text', params: { max: CHAT_MAX_LENGTH } });
  return trimmed;
}

/** The same clientId again: the stored message when it is the same text (a retry), a 409 otherwise. */
function replayed(stored: { body: string } & Parameters<typeof messageView>[0], text: string): ChatMessage {
  if (stored.body !== text) throw new ApiError(Errcode.chatClientIdReused, { field: 'clientId' });
  return messageView(stored);
}

/**
 * A player's message: stored, then pushed to the player's other tabs and to the desk, in one
 * transaction (the conversation's row locked, so one player's messages take turns and keep their
 * order). The answer comes after the commit: an acknowledged message is stored. A retry with the same
 * clientId answers the stored message; the rate limit counts only new messages.
 */
export async function sendPlayerMessage(db: Db, user: { id: number; vip: number }, input: { clientId: string; text: string; vip: boolean }, now: number): Promise<ChatMessage> {
  const text = checkedText(input.text);
  return db.transaction(async (tx) => {
    const repo = chatRepo(tx);
    const conversation = await repo.conversationForUpdate(user.id, new Date(now));
    const stored = await repo.messageByClientId(conversation.id, input.clientId);
    if (stored) return replayed(stored, text);
    const allowed = await takeWriteQuota(tx, { key: `chat:${user.id}`, cap: chatRules.messagesPerWindow, windowSeconds: chatRules.windowSeconds, want: 1, now });
    if (allowed === 0) {
      const windowMs = chatRules.windowSeconds * 1000;
      throw new ApiError(Errcode.chatTooFast, { params: { retryAfter: Math.max(1, Math.ceil((windowMs - (now % windowMs)) / 1000)) } });
    }
    // The VIP desk is for VIP players (spec §6): a non-VIP's message from there is an ordinary one.
    if (input.vip && user.vip >= 1 && !conversation.vip) await repo.setVip(conversation.id);
    const message = messageView(await repo.append(conversation, { sender: 'player', body: text, clientId: input.clientId, at: new Date(now) }));
    await publishLive(tx, user.id, { type: 'chat', message });
    await publishOps(tx, { type: 'chat', message }, { roles: [...chatRules.deskRoles] });
    return message;
  });
}

export interface DeskOperator {
  id: number;
  name: string;
}

/** The held conversation's holder check: free, or this operator's. */
export function heldByOther(conversation: ConversationRow, operator: DeskOperator): boolean {
  return conversation.assignedOperatorId !== null && conversation.assignedOperatorId !== operator.id;
}

/**
 * An operator's reply in the caller's transaction (the console audits it there): the conversation
 * taken by whoever answers it unassigned, refused when another operator holds it, pushed to the player
 * and to the desk. A retry with the same clientId answers the stored reply (`replayed` true).
 */
export async function replyAsOperator(
  tx: Executor,
  conversation: ConversationRow,
  operator: DeskOperator,
  input: { clientId: string; text: string },
  now: number,
): Promise<{ message: ChatMessage; replayed: boolean; took: boolean }> {
  const repo = chatRepo(tx);
  const clientId = `op-${input.clientId}`;
  const stored = await repo.messageByClientId(conversation.id, clientId);
  if (stored) return { message: replayed(stored, input.text.trim()), replayed: true, took: false };
  if (heldByOther(conversation, operator)) throw new ApiError(Errcode.conflict, { msg: ConsoleMessageKey.chatHeldByOther, params: { operator: conversation.assignedOperator ?? '' } });
  const at = new Date(now);
  const took = conversation.assignedOperatorId === null;
  if (took) await repo.assign(conversation.id, operator, at);
  const message = messageView(await repo.append(conversation, { sender: 'operator', operatorId: operator.id, author: operator.name, body: checkedText(input.text), clientId, at }));
  // Answering is reading: the player's messages before the reply are no longer unread.
  await repo.markRead(conversation.id, message.id);
  await publishLive(tx, conversation.userId, { type: 'chat', message });
  await publishOps(tx, { type: 'chat', message }, { roles: [...chatRules.deskRoles] });
  if (took) await publishOps(tx, { type: 'chatAssigned', conversationId: conversation.id, operator: operator.name }, { roles: [...chatRules.deskRoles] });
  return { message, replayed: false, took };
}
