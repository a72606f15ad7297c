import type { ClientEvent } from '../../../contract/calls/events.ts';
import { api } from '../../api/client.ts';
import { sendEventLogBeacon } from '../../api/eventLogBeacon.ts';
import { deviceId } from '../session/deviceId.ts';
import { EventQueue } from './eventQueue.ts';

export type EventParams = Record<string, string | number | boolean>;

/** The contract's limits on one event (contract/calls/events.ts). */
const MAX_NAME = 64;
const MAX_KEY = 64;
const MAX_TEXT = 512;
const MAX_PAGE = 256;

const queue = new EventQueue({
  send: (eventList) => api('anonymous/appEventLogClient', { eventList, deviceId: deviceId() }),
  beacon: (eventList) => sendEventLogBeacon({ eventList, deviceId: deviceId() }),
});

function cleanParams(params: EventParams): ClientEvent['params'] {
  const entries = Object.entries(params).map(([key, value]): [string, string | number | boolean] => [key.slice(0, MAX_KEY), typeof value === 'string' ? value.slice(0, MAX_TEXT) : value]);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/**
 * Logs one client event (page view, sign-in, an error the player saw). It leaves with the next
 * batch; nothing here ever throws or waits, so logging cannot break what the player is doing.
 */
export function track(name: string, params: EventParams = {}): void {
  const page = typeof location === 'undefined' ? undefined : location.pathname.slice(0, MAX_PAGE);
  const event: ClientEvent = { name: name.slice(0, MAX_NAME), time: Date.now(), page };
  const cleaned = cleanParams(params);
  if (cleaned) event.params = cleaned;
  queue.push(event);
}

/** Sends what is queued by beacon when the page is hidden or unloaded (the tab may never return). */
export function wireEventLog(): () => void {
  const onHidden = () => {
    if (document.visibilityState === 'hidden') queue.flushByBeacon();
  };
  const onPageHide = () => queue.flushByBeacon();
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', onPageHide);
  return () => {
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', onPageHide);
  };
}
