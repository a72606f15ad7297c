import { createSseParser } from './sseParser.ts';
import type { OpenStream } from './tabs.ts';

export interface FetchStreamOptions {
  url: string;
  /** The session's token now (a stream without one ends). */
  token(): string | null;
  /** The server refused the session (401/403): the stream ends; the app's next call signs the player out. */
  onRefused?(status: number): void;
}

/** No bytes for this long (the heartbeat is every 20 s) means a dead connection: open a new one. */
const SILENCE_MS = 50_000;
const BACKOFF_MAX_MS = 60_000;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });

/**
 * The live stream read with fetch rather than EventSource, which cannot send the Authorization header
 * the app signs every call with (docs/live.md): the same `text/event-stream`, parsed here, with
 * `Last-Event-ID` sent on every reconnect. Reconnects after the server's `retry:` (with jitter, so a
 * restarted server is not hit by every browser in the same millisecond), backing off on failures;
 * ends on a refusal or when `signal` aborts.
 */
export function fetchStream(opts: FetchStreamOptions): OpenStream {
  return async (startId, handlers, signal) => {
    let lastId = startId;
    let retryMs = 3_000;
    let failures = 0;
    while (!signal.aborted) {
      const token = opts.token();
      if (!token) return;
      const connection = new AbortController();
      const abort = () => connection.abort();
      signal.addEventListener('abort', abort);
      let silence: ReturnType<typeof setTimeout> | undefined;
      const watch = () => {
        clearTimeout(silence);
        silence = setTimeout(abort, SILENCE_MS);
      };
      try {
        const res = await fetch(opts.url, {
          headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', ...(lastId === null ? {} : { 'last-event-id': String(lastId) }) },
          cache: 'no-store',
          signal: connection.signal,
        });
        if (res.status === 401 || res.status === 403) {
          opts.onRefused?.(res.status);
          return;
        }
        if (!res.ok || !res.body) throw new Error(`live stream ${res.status}`);
        const parser = createSseParser(
          (m) => {
            const id = m.id !== undefined && /^\d+$/.test(m.id) ? Number(m.id) : null;
            if (m.event === 'ready') {
              const complete = (JSON.parse(m.data) as { complete?: boolean }).complete === true;
              if (id !== null) lastId = Math.max(lastId ?? 0, id);
              failures = 0;
              handlers.onReady(lastId ?? 0, complete);
            } else if (m.event === 'message' && id !== null) {
              lastId = Math.max(lastId ?? 0, id);
              handlers.onEvent(id, m.data);
            }
          },
          (ms) => {
            retryMs = ms;
          },
        );
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        watch();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          watch();
          parser.feed(value);
        }
      } catch {
        failures += 1;
      } finally {
        clearTimeout(silence);
        signal.removeEventListener('abort', abort);
      }
      // The server closed (restart, deploy) or the network dropped: back after retry ± half, longer after failures.
      const base = Math.min(retryMs * 2 ** Math.min(failures, 5), BACKOFF_MAX_MS);
      await sleep(base * (0.5 + Math.random()), signal);
    }
  };
}

/** The browser's Web Locks, or null where there are none (each tab then holds its own stream). */
export function webLock(): ((name: string, signal: AbortSignal, whileHeld: () => Promise<void>) => Promise<void>) | null {
  if (typeof navigator === 'undefined' || !navigator.locks) return null;
  return (name, signal, whileHeld) => navigator.locks.request(name, { mode: 'exclusive', signal }, whileHeld);
}

/** A BroadcastChannel as the kernel's relay, or null where there is none. */
export function broadcast<T>(name: string): { post(message: T): void; listen(onMessage: (message: T) => void): () => void; close(): void } | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(name);
  return {
    // A BroadcastChannel reaches this origin's tabs only: it takes no target origin.
    // oxlint-disable-next-line unicorn/require-post-message-target-origin
    post: (message) => channel.postMessage(message),
    listen(onMessage) {
      const listener = (e: MessageEvent<T>) => onMessage(e.data);
      channel.addEventListener('message', listener);
      return () => channel.removeEventListener('message', listener);
    },
    close: () => channel.close(),
  };
}
