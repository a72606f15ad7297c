import { liveHandlers } from '../../shared/live/handlers.ts';
import type { LiveEvent, LiveEventType } from '../../../contract/live.ts';

/**
 * The live channel in the player's app (docs/live.md): what the server pushes (new mail, a chat reply,
 * the balance after an operator's decision, red dots) reaches the handlers registered here, in every
 * tab, from the one stream the browser holds. Features import it lazily; the stream itself
 * (`stream.ts`, its parser and the tab election) is a chunk loaded at sign-in.
 */
const live = liveHandlers<LiveEvent>('live');

/** Calls `handler` for every live event of this type until the returned function is called. */
export const onLive: <T extends LiveEventType>(type: T, handler: (event: Extract<LiveEvent, { type: T }>) => void) => () => void = live.on;

/** `onLive` for a component's lifetime; the latest `handler` is called (no resubscribing on each render). */
export const useLive: <T extends LiveEventType>(type: T, handler: (event: Extract<LiveEvent, { type: T }>) => void) => void = live.use;

/** Hands an event's JSON text (from the stream or another tab) to its handlers; a handler's failure stays its own. */
export const emitLive: (data: string) => void = live.emit;

const resyncListeners = new Set<() => void>();
/**
 * Called when the stream (re)started without a complete replay (a fresh sign-in, a long absence):
 * what a page lists from events (a chat thread) should be read again. Answers the unsubscribe.
 */
export function onLiveResync(listener: () => void): () => void {
  resyncListeners.add(listener);
  return () => {
    resyncListeners.delete(listener);
  };
}
export function emitLiveResync(): void {
  for (const listener of resyncListeners) listener();
}

let running: Promise<{ stop(): void }> | null = null;

/**
 * Starts the stream when a player is signed in and stops it on sign-out; a new token (another player,
 * or the same one signed in again) gets a fresh stream. The app shell calls it on every token change
 * (app/sessionWiring.ts), importing this module only then, so none of it weighs on the lobby's first load.
 */
export function syncLive(token: string | null, previous: string | null = null): void {
  if (running && (!token || (previous && token !== previous))) {
    const stopping = running;
    running = null;
    void stopping.then((s) => s.stop());
  }
  if (token && !running) running = import('./stream.ts').then((m) => m.startLiveStream());
}
