import { request, type IncomingMessage } from 'node:http';
import { createSseParser, type SseMessage } from '../../src/shared/live/sseParser.ts';

/** A live stream as a test reads it: the status, headers, every message and the raw text, over real HTTP. */
export interface TestStream {
  status: number;
  headers: Headers;
  messages: SseMessage[];
  /** Live events only (the `ready` control message left out): ids and parsed data. */
  events(): { id: number; data: Record<string, unknown> }[];
  raw(): string;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  waitFor(predicate: (s: TestStream) => boolean, timeoutMs?: number): Promise<void>;
  close(): void;
}

/**
 * Over node:http with a connection of its own (not fetch: Node's fetch opens a spare connection when
 * aborted, which a closing server then waits for until its idle timeout).
 */
export async function openStream(base: string, path: string, opts: { token?: string; lastEventId?: string | number } = {}): Promise<TestStream> {
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.lastEventId !== undefined) headers['last-event-id'] = String(opts.lastEventId);
  const req = request(`${base}${path}`, { headers, agent: false });
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    req.on('response', resolve);
    req.on('error', reject);
    req.end();
  });
  const messages: SseMessage[] = [];
  let raw = '';
  const parser = createSseParser((m) => messages.push(m));
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    raw += chunk;
    if (res.statusCode === 200) parser.feed(chunk);
  });
  const ended = new Promise<void>((resolve) => {
    res.on('end', resolve);
    res.on('close', resolve);
    res.on('error', () => resolve());
  });
  if (res.statusCode !== 200) await ended;
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') responseHeaders.set(name, value);
  const stream: TestStream = {
    status: res.statusCode ?? 0,
    headers: responseHeaders,
    messages,
    events: () => messages.filter((m) => m.event === 'message').map((m) => ({ id: Number(m.id), data: JSON.parse(m.data) as Record<string, unknown> })),
    raw: () => raw,
    ended,
    async waitFor(predicate, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      while (!predicate(stream)) {
        if (Date.now() > until) throw new Error(`stream wait timed out; got ${JSON.stringify(messages)}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () => req.destroy(),
  };
  return stream;
}

export const readyOf = (s: TestStream) => s.messages.find((m) => m.event === 'ready');
