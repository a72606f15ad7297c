import { z } from 'zod';
import { body, int32Id, ok } from '../common.ts';
import { defineCall } from '../define.ts';
import { chatMessageSchema } from '../live.ts';
import { serviceQueueSchema } from './config.ts';

/**
 * Customer service (spec §2 /service, /service/vip and the in-page live-chat widget; spec §3 "customer
 * service queue"; docs/chat.md). The queue is the operator's config; the built-in live chat is a
 * conversation per player, answered by a support operator from the console. A message is stored
 * before it is acknowledged; the thread is read again by id after a reload or a reconnect.
 */

/** The longest chat message, in characters (a longer one is refused with errcode 8401, nothing stored). */
export const CHAT_MAX_LENGTH = 1000;
/** A client message id: the idempotency key of one message (a retry with the same id is not doubled). */
export const chatClientIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** Which widget the queue's online item (itemType 1) loads: the built-in chat, or a hosted provider. */
export const chatProviderSchema = z.enum(['builtin', 'chatwoot']);
export type ChatProvider = z.infer<typeof chatProviderSchema>;

export const chatCalls = {
  /**
   * The customer-service queue in `sort` order (itemType 1 = online chat, param1 its license, param2
   * its group; other items are links, param1 the URL), with whether a support operator is online now
   * and which provider the online item names. Visitors see the queue too (the links); chat is for
   * signed-in players.
   */
  getCustomerServices: defineCall({
    auth: 'public',
    body: body({}),
    response: ok({
      list: z.array(serviceQueueSchema),
      /** A support operator has the console open now (docs/chat.md "Presence"). */
      operatorsOnline: z.boolean(),
      provider: chatProviderSchema,
    }),
  }),
  /**
   * The player's conversation from `afterId` on (exclusive), oldest first, at most `limit`: the whole
   * thread after a reload (afterId 0, then the last id until `hasMore` is false), what came since
   * after a reconnect. `conversationId` is 0 before the first message.
   */
  chatThread: defineCall({
    auth: 'user',
    body: body({ afterId: int32Id(0).default(0), limit: z.int().min(1).max(200).default(100) }),
    response: ok({
      conversationId: z.int().min(0),
      messages: z.array(chatMessageSchema),
      hasMore: z.boolean(),
      operatorsOnline: z.boolean(),
    }),
  }),
  /**
   * Sends one message. Stored (and pushed to the operators) before it is answered; a retry with the
   * same `clientId` answers the stored message and stores nothing new. `vip` says it was written at the
   * VIP desk (/service/vip; counted only for a VIP player). 8401 longer than CHAT_MAX_LENGTH (params
   * max), 8402 too many messages (params retryAfter, seconds), 8403 the clientId was used for another
   * text; a refusal stores nothing.
   */
  chatSend: defineCall({
    auth: 'user',
    // No schema maximum on text: the handler counts characters (code points) and refuses with 8401 {max},
    // whatever the length (the API's 64 KiB body limit bounds it).
    body: body({ clientId: chatClientIdSchema, text: z.string(), vip: z.boolean().default(false) }),
    response: ok({ message: chatMessageSchema, operatorsOnline: z.boolean() }),
  }),
  /**
   * A hosted chat provider's identity for this player (Chatwoot's website SDK `setUser` with
   * `identifier_hash`): the HMAC-SHA256 of the identifier with the inbox's secret, computed here so the
   * secret never reaches the browser. 8404 when the queue's online item does not name such a provider.
   */
  chatIdentity: defineCall({
    auth: 'user',
    body: body({}),
    response: ok({
      provider: chatProviderSchema,
      /** The provider's origin (its SDK is `<baseUrl>/packs/js/sdk.js`). */
      baseUrl: z.string(),
      /** The inbox's website token (the queue item's license after `chatwoot:`). */
      websiteToken: z.string(),
      identifier: z.string(),
      identifierHash: z.string(),
      name: z.string(),
    }),
  }),
};
