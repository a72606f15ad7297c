import type { OpsLiveEvent } from '../../contract/live.ts';
import { broadcast, fetchStream, webLock } from '../shared/live/fetchStream.ts';
import { startLiveTab, type LiveTab, type TabMessage } from '../shared/live/tabs.ts';
import { liveHandlers } from '../shared/live/handlers.ts';
import { CONSOLE_CALL_PREFIX } from './api.ts';
import { consoleSessionStore } from './sessionStore.ts';

/**
 * The console's live channel (docs/live.md): queue changes and chat messages pushed by the server
 * (`GET /ops/v1/live`), so a page shows them without a reload. One stream per browser and operator,
 * shared by the console's tabs (shared/live/tabs.ts, the same kernel as the player's app; it imports
 * nothing of the lobby's entry). The stream follows the console session: it starts at sign-in and
 * stops at sign-out.
 */
type OpsLiveType = OpsLiveEvent['type'];
const live = liveHandlers<OpsLiveEvent>('console live');

export const onOpsLive: <T extends OpsLiveType>(type: T, handler: (event: Extract<OpsLiveEvent, { type: T }>) => void) => () => void = live.on;
export const useOpsLive: <T extends OpsLiveType>(type: T, handler: (event: Extract<OpsLiveEvent, { type: T }>) => void) => void = live.use;
const emit = live.emit;

/** Resyncs (a fresh stream, or more missed than kept): pages reload what they show. */
const resyncListeners = new Set<() => void>();
export function onOpsResync(listener: () => void): () => void {
  resyncListeners.add(listener);
  return () => resyncListeners.delete(listener);
}

/** Starts and stops the stream with the console session; the console's entry calls it once. */
export function followOpsLive(): () => void {
  let current: { token: string; tab: LiveTab; close(): void } | null = null;
  const sync = () => {
    const session = consoleSessionStore.get().session;
    const token = session && !session.operator.mustChangePassword && !session.operator.mustEnrolTotp ? session.token : null;
    if (current && current.token === token) return;
    current?.close();
    current = null;
    if (!token || !session) return;
    const name = `swerte-ops-live:${session.operator.name}`;
    const channel = broadcast<TabMessage>(name);
    const tab = startLiveTab({
      lockName: name,
      lock: webLock(),
      channel,
      open: fetchStream({ url: `${CONSOLE_CALL_PREFIX}/live`, token: () => consoleSessionStore.token() }),
      deliver: emit,
      resync: () => {
        for (const l of resyncListeners) l();
      },
    });
    current = {
      token,
      tab,
      close() {
        tab.stop();
        channel?.close();
      },
    };
  };
  sync();
  return consoleSessionStore.subscribe(sync);
}
