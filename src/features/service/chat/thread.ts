import type { ChatMessage } from '../../../../contract/live.ts';
import { api } from '../../../api/client.ts';
import { isApiError } from '../../../api/ApiError.ts';
import { failureMessage } from '../../../shared/i18n/errorMessage.ts';
import { useAppStore } from '../../../store/index.ts';

/**
 * The player's chat thread, one per tab, shared by the service page's panel and the floating widget.
 * Messages are kept by id (the server's order); a message being sent is a line without an id until
 * its answer comes, keyed by its client id, which is also its idempotency key: "Send again" after a
 * lost answer sends the same id, and the server answers the stored message instead of a second one.
 * Live events, the answer and a re-read may bring the same message: it is kept once, by id.
 */
export type LineStatus = 'sending' | 'sent' | 'failed';
export interface ChatLine {
  key: string;
  message: ChatMessage | null;
  /** For a line of this tab's sends. */
  clientId?: string;
  text: string;
  status: LineStatus;
  /** The translated reason a send failed. */
  error?: string;
  vip?: boolean;
}

export interface ThreadState {
  /** 'idle' before the first read; 'failed' when it could not be read. */
  load: 'idle' | 'loading' | 'ready' | 'failed';
  lines: ChatLine[];
  /** The highest message id held: a re-read asks for what came after it. */
  lastId: number;
  operatorsOnline: boolean | null;
}

const initial = (): ThreadState => ({ load: 'idle', lines: [], lastId: 0, operatorsOnline: null });
let state: ThreadState = initial();
let owner: string | null = null;
const listeners = new Set<() => void>();

function set(next: Partial<ThreadState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const threadState = (): ThreadState => state;
export function subscribeThread(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The thread belongs to the signed-in player: another token (sign-out, another player) starts afresh. */
function followToken(): string | null {
  const token = useAppStore.getState().token;
  if (token !== owner) {
    owner = token;
    state = initial();
  }
  return token;
}

/** Adds messages the tab did not hold (by id), settles this tab's sends they answer, keeps id order. */
export function mergeMessages(messages: readonly ChatMessage[]): void {
  if (messages.length === 0) return;
  const byId = new Map(state.lines.filter((l) => l.message).map((l) => [l.message!.id, l]));
  for (const message of messages) byId.set(message.id, { key: `m${message.id}`, message, text: message.text, status: 'sent' });
  const settled = new Set(messages.map((m) => m.id));
  // A pending line whose message arrived (the live event before the answer, on a slow network) is settled by it:
  // the player never sees their message twice.
  const arrived = new Set(messages.map((m) => m.clientId).filter(Boolean));
  const pending = state.lines.filter((l) => !l.message && !(l.clientId && l.status === 'sending' && arrived.has(l.clientId)));
  const lines = [...[...byId.values()].sort((a, b) => a.message!.id - b.message!.id), ...pending];
  const lastId = Math.max(state.lastId, ...settled);
  set({ lines, lastId });
}

let reading: Promise<void> | null = null;
/**
 * Reads what the tab does not hold: the whole thread the first time (page by page), then what came
 * after the last id (after a reconnect, on return to the tab). One read at a time.
 */
export function readThread(): Promise<void> {
  if (!followToken()) return Promise.resolve();
  if (reading) return reading;
  const first = state.load !== 'ready';
  if (first) set({ load: 'loading' });
  reading = (async () => {
    try {
      for (;;) {
        const page = await api('chatThread', { afterId: state.lastId, limit: 100 });
        mergeMessages(page.messages);
        set({ operatorsOnline: page.operatorsOnline });
        if (!page.hasMore) break;
      }
      set({ load: 'ready' });
    } catch {
      if (first) set({ load: 'failed' });
    } finally {
      reading = null;
    }
  })();
  return reading;
}

/** contract/errcodes.ts chatClientIdReused (a value import of the registry is small, but this is all we need). */
const CHAT_CLIENT_ID_REUSED = 8403;
const newClientId = () => (crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(/[^A-Za-z0-9_-]/g, '').slice(0, 40);

function patchLine(key: string, patch: Partial<ChatLine>): void {
  set({ lines: state.lines.map((l) => (l.key === key ? { ...l, ...patch } : l)) });
}

/** Sends one message (sending → sent, or failed with the reason and "Send again" with the same id). */
export async function sendLine(key: string | null, text: string, vip: boolean): Promise<void> {
  if (!followToken()) return;
  let line = key ? state.lines.find((l) => l.key === key) : undefined;
  if (!line) {
    const clientId = newClientId();
    line = { key: `c${clientId}`, message: null, clientId, text, status: 'sending', vip };
    set({ lines: [...state.lines, line] });
  } else {
    patchLine(line.key, { status: 'sending', error: undefined });
  }
  const { key: lineKey, clientId, vip: lineVip = vip } = line;
  try {
    const answer = await api('chatSend', { clientId: clientId!, text: line.text, vip: lineVip });
    set({ lines: state.lines.filter((l) => l.key !== lineKey), operatorsOnline: answer.operatorsOnline });
    mergeMessages([answer.message]);
  } catch (error) {
    // A refusal (too long, too fast) will not pass by resending as is; a lost answer may be retried.
    // 8403: the id was spent on another text (a stale tab): the next try is a new message.
    const spent = isApiError(error) && error.errcode === CHAT_CLIENT_ID_REUSED;
    patchLine(lineKey, { status: 'failed', error: failureMessage(error), ...(spent ? { clientId: newClientId() } : {}) });
  }
}

/** For tests: forget everything. */
export function resetThread(): void {
  state = initial();
  owner = null;
  reading = null;
}
