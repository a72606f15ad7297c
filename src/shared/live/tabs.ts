/**
 * The tabs of one browser share one live stream: the tab holding a Web Lock (the leader) holds the
 * stream and relays every event to the others over a BroadcastChannel; when it closes, the browser
 * hands the lock to the next tab waiting, which resumes from the last event id every tab has seen. So
 * a browser never holds more than one stream, whatever its tabs (the 6-connections-per-origin limit
 * of HTTP/1.1 stays far away). This file is the pure kernel: the lock, the channel and the stream are
 * given, so unit tests drive three tabs without a browser (tabs.test.ts).
 */

/** What a tab hears: a live event (its id and JSON text) or the stream's `ready` (whether the replay was complete). */
export type TabMessage = { t: 'event'; id: number; data: string } | { t: 'ready'; id: number; complete: boolean };

export interface TabChannel {
  post(message: TabMessage): void;
  listen(onMessage: (message: TabMessage) => void): () => void;
}

/** Runs `whileHeld` once this tab holds the named lock; the lock is released when it settles. Aborting gives up waiting. */
export type AcquireLock = (name: string, signal: AbortSignal, whileHeld: () => Promise<void>) => Promise<void>;

export interface StreamHandlers {
  onEvent(id: number, data: string): void;
  onReady(id: number, complete: boolean): void;
}
/** Opens the stream from `lastId` (null: fresh) and keeps it open (reconnecting) until `signal` aborts. */
export type OpenStream = (lastId: number | null, handlers: StreamHandlers, signal: AbortSignal) => Promise<void>;

export interface LiveTabOptions {
  lockName: string;
  lock: AcquireLock | null;
  channel: TabChannel | null;
  open: OpenStream;
  /** An event for this tab's handlers (each event once, whichever tab's stream brought it). */
  deliver(data: string): void;
  /** The stream (re)started without a complete replay: the tab reads its state again. */
  resync(): void;
}

/** How many recent event ids a tab remembers to drop a double (a replay overlapping a relay). */
const SEEN = 256;

export interface LiveTab {
  /** Whether this tab holds the stream now. */
  readonly leading: boolean;
  readonly lastId: number | null;
  stop(): void;
}

export function startLiveTab(opts: LiveTabOptions): LiveTab {
  const stop = new AbortController();
  let leading = false;
  let lastId: number | null = null;
  const seen: number[] = [];

  const take = (id: number, data: string) => {
    if (seen.includes(id)) return;
    seen.push(id);
    if (seen.length > SEEN) seen.shift();
    lastId = Math.max(lastId ?? 0, id);
    opts.deliver(data);
  };
  const ready = (id: number, complete: boolean) => {
    lastId = Math.max(lastId ?? 0, id);
    if (!complete) opts.resync();
  };

  // Every tab listens; the leader's own posts do not come back to it (BroadcastChannel skips the sender).
  const unlisten = opts.channel?.listen((m) => (m.t === 'event' ? take(m.id, m.data) : ready(m.id, m.complete))) ?? (() => {});

  const lead = async () => {
    leading = true;
    try {
      await opts.open(
        lastId,
        {
          onEvent(id, data) {
            opts.channel?.post({ t: 'event', id, data });
            take(id, data);
          },
          onReady(id, complete) {
            opts.channel?.post({ t: 'ready', id, complete });
            ready(id, complete);
          },
        },
        stop.signal,
      );
    } finally {
      leading = false;
    }
  };

  if (opts.lock) {
    opts.lock(opts.lockName, stop.signal, lead).catch(() => {
      // Aborted while waiting (signed out, tab closing): nothing held, nothing to release.
    });
  } else {
    // No Web Locks (an old browser): this tab keeps a stream of its own.
    void lead();
  }

  return {
    get leading() {
      return leading;
    },
    get lastId() {
      return lastId;
    },
    stop() {
      stop.abort();
      unlisten();
    },
  };
}
