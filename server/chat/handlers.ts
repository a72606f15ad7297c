import { Errcode } from '../../contract/index.ts';
import type { HandlerGroup } from '../api/context.ts';
import { ApiError } from '../api/errors.ts';
import type { ServerDeps } from '../deps.ts';
import { chatwootSettings, identifierHash, providerOf, sortedQueue, websiteTokenOf } from './queue.ts';
import { chatRepo, messageView } from './repo.ts';
import { operatorsOnline, sendPlayerMessage } from './service.ts';

const queueOf = async (deps: ServerDeps) => (await deps.config.get()).config.customerServiceQueue ?? [];
const isOnline = async (deps: ServerDeps) => (await operatorsOnline(deps.db, deps.now())).length > 0;

/** Customer service and the built-in live chat (contract/calls/chat.ts, docs/chat.md). */
export const chatHandlers: HandlerGroup<'getCustomerServices' | 'chatThread' | 'chatSend' | 'chatIdentity'> = {
  getCustomerServices: async ({ deps }) => {
    const queue = await queueOf(deps);
    return { list: sortedQueue(queue), operatorsOnline: await isOnline(deps), provider: providerOf(queue) };
  },

  chatThread: async ({ deps, body, session: { user } }) => {
    const repo = chatRepo(deps.db);
    const conversation = await repo.conversationOfUser(user.id);
    const online = await isOnline(deps);
    if (!conversation) return { conversationId: 0, messages: [], hasMore: false, operatorsOnline: online };
    const { rows, hasMore } = await repo.thread(conversation.id, body.afterId, body.limit);
    return { conversationId: conversation.id, messages: rows.map(messageView), hasMore, operatorsOnline: online };
  },

  chatSend: async ({ deps, body, session: { user } }) => {
    const message = await sendPlayerMessage(deps.db, user, body, deps.now());
    return { message, operatorsOnline: await isOnline(deps) };
  },

  chatIdentity: async ({ deps, session: { user } }) => {
    const queue = await queueOf(deps);
    const settings = chatwootSettings();
    if (providerOf(queue) !== 'chatwoot' || !settings) throw new ApiError(Errcode.chatNoProvider);
    // The player's stable, non-secret identifier: the uuid would do as well, but the id is what the desk shows.
    const identifier = `swerte-${user.id}`;
    return {
      provider: 'chatwoot' as const,
      baseUrl: settings.baseUrl,
      websiteToken: websiteTokenOf(queue),
      identifier,
      identifierHash: identifierHash(identifier, settings.hmacToken),
      name: user.nickname,
    };
  },
};
