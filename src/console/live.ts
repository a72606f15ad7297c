import { useEffect, useRef } from 'react';
import type { OpsLiveEvent } from '../../contract/live.ts';
import { broadcast, fetchStream, webLock } from '../shared/live/fetchStream.ts';
import { startLiveTab, type LiveTab, type TabMessage } from '../shared/live/tabs.ts';
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
type Handler = (event: OpsLiveEvent) => void;
const handlers = new Map<OpsLiveType, Set<Handler>>();

export function onOpsLive<T extends OpsLiveType>(type: T, handler: (event: Extract<OpsLiveEvent, { type: T }>) => void): () => void {
  let set = handlers.get(type);
  if (!set) handlers.set(type, (set = new Set()));
  const h = handler as Handler;
  set.add(h);
  return () => {
    set.delete(h);
  };
}

export function useOpsLive<T extends OpsLiveType>(type: T, handler: (event: Extract<OpsLiveEvent, { type: T }>) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onOpsLive(type, (event) => latest.current(event)), [type]);
}

function emit(data: string): void {
  let event: OpsLiveEvent;
  try {
    event = JSON.parse(data) as OpsLiveEvent;
  } catch {
    return;
  }
  for (const handler of handlers.get(event.type) ?? []) {
    try {
      handler(event);
    } catch (error) {
      console.error('console live handler failed', error);
    }
  }
}

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
