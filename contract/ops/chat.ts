import { z } from 'zod';
import { int32Id, ok } from '../common.ts';
import { CHAT_MAX_LENGTH, chatClientIdSchema } from '../calls/chat.ts';
import { chatMessageSchema } from '../live.ts';
import { defineConsoleCall } from './define.ts';

/** The live chat's desk (docs/chat.md "The console"): support answers players; admins may too. */
const DESK = ['support', 'admin'] as const;

/** One conversation as the desk lists it. */
export const consoleChatRowSchema = z.object({
  id: z.int(),
  userId: z.int(),
  account: z.string(),
  nickname: z.string(),
  /** Started (or continued) from /service/vip by a VIP player: listed before the others. */
  vip: z.boolean(),
  /** The player's messages no operator has opened yet. */
  unread: z.int().min(0),
  lastText: z.string(),
  lastFrom: chatMessageSchema.shape.from,
  lastAt: z.int(),
  /** The operator holding it, or null. */
  assignedTo: z.string().nullable(),
});
export type ConsoleChatRow = z.infer<typeof consoleChatRowSchema>;

export const consoleChatCalls = {
  /** Conversations: unread first, then VIP first, then the latest; at most 200. Also who is online. */
  consoleChatList: defineConsoleCall({
    auth: 'operator',
    roles: DESK,
    body: z.strictObject({}),
    response: ok({ conversations: z.array(consoleChatRowSchema), operatorsOnline: z.array(z.string()) }),
  }),
  /** One conversation and its thread (oldest first, from `afterId` on); opening it marks it read. */
  consoleChatView: defineConsoleCall({
    auth: 'operator',
    roles: DESK,
    body: z.strictObject({ id: int32Id(1), afterId: int32Id(0).default(0) }),
    response: ok({ conversation: consoleChatRowSchema, messages: z.array(chatMessageSchema), hasMore: z.boolean() }),
  }),
  /**
   * Answers the player (pushed to them live). An unassigned conversation is taken by whoever answers;
   * one held by another operator is a 409. A retry with the same clientId answers the stored reply.
   * Audited.
   */
  consoleChatReply: defineConsoleCall({
    auth: 'operator',
    roles: DESK,
    body: z.strictObject({ id: int32Id(1), clientId: chatClientIdSchema, text: z.string().trim().min(1).max(CHAT_MAX_LENGTH) }),
    response: ok({ message: chatMessageSchema, conversation: consoleChatRowSchema }),
  }),
  /** Takes (409 when another operator holds it) or releases (409 when not held by this operator) a conversation. Audited. */
  consoleChatAssign: defineConsoleCall({
    auth: 'operator',
    roles: DESK,
    body: z.strictObject({ id: int32Id(1), action: z.enum(['take', 'release']) }),
    response: ok({ conversation: consoleChatRowSchema }),
  }),
  /**
   * The desk's heartbeat (every 20 s while a console page is open): the operator counts as online for
   * 90 s after it (a hidden tab's timers may run only once a minute), so the players' widget says whether someone can answer now.
   */
  consoleChatPresence: defineConsoleCall({
    auth: 'operator',
    roles: DESK,
    body: z.strictObject({}),
    response: ok({ operatorsOnline: z.array(z.string()) }),
  }),
};
