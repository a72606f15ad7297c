import { createHmac } from 'node:crypto';
import type { AppConfig, ChatProvider } from '../../contract/index.ts';
import { MessageKey } from '../../contract/index.ts';
import { invalid } from '../api/errors.ts';

export type ServiceItem = AppConfig['customerServiceQueue'][number];

/** Spec §3: the queue's item type of the online chat. */
export const ONLINE_CHAT = 1;
/** The license that names a hosted Chatwoot inbox: `chatwoot:<website token>`. Anything else is the built-in chat. */
const CHATWOOT_PREFIX = 'chatwoot:';
/** Links a browser can open safely (ChannelList shows only these); a queue may hold no other. */
export const SAFE_LINK = /^(https?:|mailto:|tel:|viber:|sms:|tg:)/i;

/** The queue in `sort` order (ties by id), as every reader shows it. */
export const sortedQueue = (queue: readonly ServiceItem[]): ServiceItem[] => [...queue].sort((a, b) => a.sort - b.sort || a.id - b.id);

export const onlineItem = (queue: readonly ServiceItem[]): ServiceItem | undefined => sortedQueue(queue).find((item) => item.itemType === ONLINE_CHAT);

/** Which widget the online item names (docs/chat.md "Providers"). */
export function providerOf(queue: readonly ServiceItem[]): ChatProvider {
  return onlineItem(queue)?.param1.startsWith(CHATWOOT_PREFIX) ? 'chatwoot' : 'builtin';
}

/**
 * An admin's queue (consoleConfigSet customerServiceQueue), beyond its schema: ids unique, at most one
 * online chat, a Chatwoot license with its token, and every other item a link the app may open.
 */
export function checkServiceQueue(queue: readonly ServiceItem[]): void {
  const ids = new Set<number>();
  let online = 0;
  queue.forEach((item, i) => {
    if (ids.has(item.id)) throw invalid(`value.${i}.id`, MessageKey.consoleConfigDuplicateId, { id: item.id });
    ids.add(item.id);
    if (item.itemType === ONLINE_CHAT) {
      online += 1;
      if (online > 1) throw invalid(`value.${i}.itemType`);
      if (item.param1.startsWith(CHATWOOT_PREFIX) && !/^chatwoot:[A-Za-z0-9_-]{8,64}$/.test(item.param1)) throw invalid(`value.${i}.param1`);
    } else if (!SAFE_LINK.test(item.param1)) {
      throw invalid(`value.${i}.param1`);
    }
  });
}

/** The hosted provider's settings: its origin and the inbox's HMAC token (a secret: environment only). */
export interface ChatwootSettings {
  baseUrl: string;
  hmacToken: string;
}

/** CHATWOOT_BASE_URL and CHATWOOT_HMAC_TOKEN; null when either is missing. */
export function chatwootSettings(env: NodeJS.ProcessEnv = process.env): ChatwootSettings | null {
  const baseUrl = env.CHATWOOT_BASE_URL?.trim().replace(/\/+$/, '');
  const hmacToken = env.CHATWOOT_HMAC_TOKEN?.trim();
  if (!baseUrl || !hmacToken || !/^https?:\/\/[^/]+$/.test(baseUrl)) return null;
  return { baseUrl, hmacToken };
}

export const websiteTokenOf = (queue: readonly ServiceItem[]) => onlineItem(queue)?.param1.slice(CHATWOOT_PREFIX.length) ?? '';

/**
 * Chatwoot's identity validation: `identifier_hash` is the hex HMAC-SHA256 of the identifier with the
 * inbox's secret; the widget's `setUser(identifier, { identifier_hash })` proves who the player is.
 */
export const identifierHash = (identifier: string, hmacToken: string) => createHmac('sha256', hmacToken).update(identifier).digest('hex');
