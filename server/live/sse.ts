import type { FastifyReply } from 'fastify';
import { liveRules } from './rules.ts';

/**
 * One Server-Sent Events response, written by hand on the raw socket (docs/live.md says why not
 * @fastify/sse): the headers a proxy needs to pass it through unbuffered and uncompressed, the
 * `retry:` hint, events with ids, and comment lines as heartbeats. Never throws: a write to a closed
 * or stalled socket closes the stream.
 */
export interface SseStream {
  readonly closed: boolean;
  event(id: number, data: string, name?: string): void;
  comment(text?: string): void;
  close(): void;
  onClose(listener: () => void): void;
}

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  // Never cached, and never transformed (compressed) on the way: a compressing proxy would hold events back.
  'cache-control': 'no-cache, no-store, no-transform',
  // nginx (and proxies that honour it) pass the stream through instead of buffering it.
  'x-accel-buffering': 'no',
  'x-content-type-options': 'nosniff',
} as const;

export function openSse(reply: FastifyReply, retryMs = liveRules.retryMs): SseStream {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, SSE_HEADERS);
  // Small writes go out at once (no Nagle delay on an event).
  const socket = res.socket;
  socket?.setNoDelay(true);
  let closed = false;
  const listeners: (() => void)[] = [];
  const finish = () => {
    if (closed) return;
    closed = true;
    for (const l of listeners) l();
  };
  res.on('close', finish);
  res.on('error', finish);
  const write = (text: string) => {
    if (closed) return;
    // A client that stopped reading (its buffer grows past the limit) loses its stream, not the server's memory.
    if (res.writableLength > liveRules.maxBufferedBytes) return stream.close();
    res.write(text);
  };
  const stream: SseStream = {
    get closed() {
      return closed;
    },
    event(id, data, name) {
      write(`id: ${id}\n${name ? `event: ${name}\n` : ''}data: ${data}\n\n`);
    },
    comment(text = '') {
      write(`:${text}\n\n`);
    },
    close() {
      if (closed) return;
      // A stream's connection is never reused (the browser opens a new one to reconnect): freed once
      // the last bytes are out, so a stopping server does not wait for it to idle out.
      res.end(() => socket?.destroy());
      finish();
    },
    onClose(listener) {
      listeners.push(listener);
    },
  };
  write(`retry: ${retryMs}\n:ok\n\n`);
  return stream;
}
